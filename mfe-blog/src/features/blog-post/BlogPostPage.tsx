// /blog/:slug — one published post with sanitized content, tags and up to three related posts.
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Container,
  contentImageSources,
  SafeImage,
  Section,
  Spinner,
  usePageMeta,
  type PublishedBlogPost,
  type RuntimeConfig,
} from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { formatDate } from '@firm/shared-contracts/format';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { sanitizeHtml } from '@firm/shared-contracts/sanitize';
import { BLOG_IMAGE } from '../blog-list/blogImage.ts';
import { articleJsonLd } from './articleJsonLd.ts';
import { fetchPostBySlug, isPlausibleSlug } from './blogPostApi.ts';
import { recordBlogView } from './blogView.ts';
import { RelatedPosts } from './RelatedPosts.tsx';

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

/** What a post needs of the runtime config the shell hands the blog: its canonical origin and where its images may come from. */
export type PostSiteConfig = Pick<RuntimeConfig, 'siteUrl' | 'supabaseUrl'>;

function PostView({ post, showRelated, site }: { post: PublishedBlogPost; showRelated: boolean; site: PostSiteConfig }) {
  const { siteUrl } = site;
  // '<post title> | Silver State Books', like every other page of the site.
  usePageMeta({
    title: post.title,
    description: post.meta_description ?? post.excerpt ?? undefined,
    canonicalPath: `/blog/${post.slug}`,
  });
  useEffect(() => {
    recordBlogView(post.slug, post.title);
  }, [post.slug, post.title]);
  const html = useMemo(() => sanitizeHtml(post.content, { imageSources: contentImageSources(site) }), [post.content, site]);
  const jsonLd = useMemo(() => JSON.stringify(articleJsonLd(post, siteUrl)).replace(/</g, '\\u003c'), [post, siteUrl]);
  return (
    <Article>
      <Back to="/blog">← Back to Blog</Back>
      <header>
        {post.category ? (
          <Category to={`/blog?category=${encodeURIComponent(post.category_slug ?? '')}`}>{post.category}</Category>
        ) : null}
        <Title>{post.title}</Title>
        <Meta>
          By {post.author} · <time dateTime={post.published_at ?? undefined}>{formatDate(post.published_at, 'long')}</time>
        </Meta>
      </header>
      {post.featured_image ? (
        <Featured src={post.featured_image} alt="" width={BLOG_IMAGE.width} height={BLOG_IMAGE.height} loading="eager" />
      ) : null}
      <Content dangerouslySetInnerHTML={{ __html: html }} />
      {post.tags?.length ? (
        <Tags aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/blog?tag=${encodeURIComponent(tag)}`}>#{tag}</Link>
            </li>
          ))}
        </Tags>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {showRelated ? <RelatedPosts post={post} /> : null}
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

export function BlogPostPage({
  site,
  loadPost = fetchPostBySlug,
  showRelated = true,
}: {
  site: PostSiteConfig;
  loadPost?: typeof fetchPostBySlug;
  showRelated?: boolean;
}) {
  const { slug = '' } = useParams();
  const result = useAsync(() => (isPlausibleSlug(slug) ? loadPost(slug) : Promise.resolve(null)), [slug]);
  if (result.status === 'loading') return <Spinner label="Loading article..." />;
  if (result.status === 'error') {
    console.error('The article could not be loaded:', result.error);
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
  if (!result.data) return <PostNotFound />;
  return (
    <Section>
      <Container>
        <PostView post={result.data} showRelated={showRelated} site={site} />
      </Container>
    </Section>
  );
}
