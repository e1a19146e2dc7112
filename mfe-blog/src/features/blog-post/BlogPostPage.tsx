// /blog/:slug — one published post with sanitized content, tags and up to three related posts.
// The route's loader reads them, on the server or in the browser, before the page renders
// (docs/architecture.md#d44); a slug that names no published post is a 404 the route's error
// boundary shows as Post Not Found, a failed read the page's own error with Retry.
import { useEffect, useMemo } from 'react';
import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Container,
  contentImageSources,
  requireRuntimeConfig,
  SafeImage,
  Section,
  Spinner,
  usePageMeta,
  type RelatedPost,
} from '@firm/shared-contracts';
import { settle, useLoaded, type Loaded } from '@firm/shared-contracts/data';
import { formatDate } from '@firm/shared-contracts/format';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { sanitizeHtml } from '@firm/shared-contracts/sanitize';
import { blogCategoryPath, blogTagPath } from '@firm/shared-contracts/sitemap';
import { FEED } from '../blog-list/feed.ts';
import { BLOG_IMAGE } from '../blog-list/blogImage.ts';
import { articleJsonLd } from './articleJsonLd.ts';
import { fetchPostBySlug, fetchRelatedPosts, isPlausibleSlug, type ShownPost } from './blogPostApi.ts';
import { recordBlogView } from './blogView.ts';
import { RelatedPosts } from './RelatedPosts.tsx';

export interface PostPageData {
  post: Loaded<ShownPost>;
  /** Read apart from the post: a failure here leaves the post shown, without related posts. */
  related: Loaded<RelatedPost[]>;
}

const NO_RELATED: Loaded<RelatedPost[]> = { status: 'success', data: [] };

/** What a server render answers with HTTP 404 and the route's error boundary shows as Post Not Found. */
function postNotFound() {
  return data('Post not found', { status: 404, statusText: 'Not Found' });
}

/**
 * The post of the URL's slug, its body already sanitized (the server's render and the browser's
 * hydration then hold the same HTML, and the raw body never reaches the page's data), and its
 * related posts. An impossible slug is never sent to the database.
 */
export async function loader({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<PostPageData> {
  const slug = params.slug ?? '';
  if (!isPlausibleSlug(slug)) throw postNotFound();
  const read = await settle('The article', async () => {
    const post = await fetchPostBySlug(slug);
    if (!post) return null;
    return shownPost(post);
  });
  if (read.status === 'error') return { post: read, related: NO_RELATED };
  const post = read.data;
  if (!post) throw postNotFound();
  return { post: { status: 'success', data: post }, related: await settle('Related posts', () => fetchRelatedPosts(post)) };
}

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding-top: calc(${({ theme }) => theme.space[16]} + 40px);
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.ledger};
  font-weight: 600;
`;

const Category = styled(Link)`
  display: inline-block;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.ledger};
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.display};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
  color: ${({ theme }) => theme.color.ink};
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.slate};
`;

const Featured = styled(SafeImage)`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.card};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Content = styled.div`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.7;
  color: ${({ theme }) => theme.color.graphite};
  h2,
  h3 {
    color: ${({ theme }) => theme.color.ink};
    line-height: ${({ theme }) => theme.font.lineHeight.heading};
  }
  a {
    color: ${({ theme }) => theme.color.ledger};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[8]} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 2px ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.mist};
    color: ${({ theme }) => theme.color.graphite};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-decoration: none;
  }
`;

const NotFound = styled.div`
  padding: calc(${({ theme }) => theme.space[24]} + 40px) 0 ${({ theme }) => theme.space[16]};
  text-align: center;
  h1 {
    color: ${({ theme }) => theme.color.ink};
  }
`;

/** A post's body as its page shows it: sanitized by the site's rules for stored HTML. */
export function shownPost<T extends { content: string }>(post: T): Omit<T, 'content'> & { html: string } {
  const { content, ...rest } = post;
  return { ...rest, html: sanitizeHtml(content, { imageSources: contentImageSources(requireRuntimeConfig()) }) };
}

/** The post as the public page shows it; a staff preview is kept out of search engines and the analytics. */
export function PostView({ post, related, preview = false }: { post: ShownPost; related: RelatedPost[]; preview?: boolean }) {
  const { siteUrl } = requireRuntimeConfig();
  // '<post title> | Silver State Books', like every other page of the site.
  usePageMeta({
    title: preview ? `Preview: ${post.title}` : post.title,
    description: post.meta_description ?? post.excerpt ?? undefined,
    ...(preview ? { noindex: true } : { canonicalPath: `/blog/${post.slug}`, feed: FEED }),
  });
  useEffect(() => {
    if (!preview) recordBlogView(post.slug, post.title);
  }, [post.slug, post.title, preview]);
  const jsonLd = useMemo(() => JSON.stringify(articleJsonLd(post, siteUrl)).replace(/</g, '\\u003c'), [post, siteUrl]);
  return (
    <Article>
      <Back to="/blog">← Back to Blog</Back>
      <header>
        {post.category ? (
          <Category to={blogCategoryPath(post.category_slug ?? '')}>{post.category}</Category>
        ) : null}
        <Title>{post.title}</Title>
        <Meta>
          By {post.author} · <time dateTime={post.published_at ?? undefined}>{formatDate(post.published_at, 'long')}</time>
        </Meta>
      </header>
      {post.featured_image ? (
        <Featured src={post.featured_image} alt="" width={BLOG_IMAGE.width} height={BLOG_IMAGE.height} loading="eager" />
      ) : null}
      <Content dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.tags?.length ? (
        <Tags aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={blogTagPath(tag)}>#{tag}</Link>
            </li>
          ))}
        </Tags>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <RelatedPosts posts={related} />
    </Article>
  );
}

export function PostNotFound() {
  usePageMeta({ title: 'Post Not Found', noindex: true });
  return (
    <NotFound>
      <h1>Post Not Found</h1>
      <p>The article you are looking for does not exist or is no longer available.</p>
      <Back to="/blog">← Back to Blog</Back>
    </NotFound>
  );
}

/** The route's error boundary: a 404 from the loader is Post Not Found; anything else goes up. */
export function PostErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PostNotFound />;
  throw error;
}

/** Paths below a post's (/blog/a/b) name no post either: the same 404. */
export function notFoundLoader(): never {
  throw postNotFound();
}

export function BlogPostPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useLoaded(loaded.post);
  // Without its related posts (the loader has logged why) the post is shown as it is.
  const related = loaded.related.status === 'success' ? loaded.related.data : [];
  if (result.status === 'loading') return <Spinner label="Loading article..." />;
  if (result.status === 'error') {
    return (
      <Section>
        <Container>
          <Article>
            <ErrorBanner>We couldn't load this article: {result.error.message}</ErrorBanner>
            <p>
              <Button onClick={result.retry}>Try Again</Button>
            </p>
            <Back to="/blog">← Back to Blog</Back>
          </Article>
        </Container>
      </Section>
    );
  }
  return (
    <Section>
      <Container>
        <PostView post={result.data} related={related} />
      </Container>
    </Section>
  );
}
