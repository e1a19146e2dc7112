// /blog/preview/:id: a post of any status exactly as its public page shows it, for staff only
// (a writer their own posts, admins every post), read through blog_post_preview() with the
// signed-in session: the database decides who may see it. Never rendered to a file, never
// indexed, and it records no view.
import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { Container, getSupabase, Section, usePageMeta, type PublishedBlogPost } from '@firm/shared-contracts';
import { PostView, shownPost } from '../blog-post/BlogPostPage.tsx';
import type { ShownPost } from '../blog-post/blogPostApi.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const Banner = styled.p`
  margin: calc(${({ theme }) => theme.space[16]} + 40px) auto 0;
  max-width: 760px;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.mist};
  color: ${({ theme }) => theme.color.ink};
`;

const Refused = styled.div`
  padding: calc(${({ theme }) => theme.space[24]} + 40px) 0 ${({ theme }) => theme.space[16]};
  text-align: center;
`;

/** The post to preview; 404 for no such post or one this session may not see, 401 without a session. */
export async function loader({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<{ post: ShownPost & { status: string } }> {
  const id = params.id ?? '';
  if (!UUID.test(id)) throw data('Not found', { status: 404 });
  const client = await getSupabase();
  const { data: session } = await client.auth.getSession();
  if (!session.session) throw data('Sign in', { status: 401 });
  const { data: post, error } = await client.rpc('blog_post_preview' as never, { post_id: id } as never);
  if (error) throw data(error.message, { status: error.code === '42501' ? 403 : 500 });
  if (!post) throw data('Not found', { status: 404 });
  return { post: shownPost(post as PublishedBlogPost) };
}

export function BlogPreviewPage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <Section>
      <Container>
        <Banner role="note">Preview · {post.status === 'published' ? 'published' : `not public (${post.status.replace('_', ' ')})`}</Banner>
        <PostView post={post} related={[]} preview />
      </Container>
    </Section>
  );
}

export function PreviewErrorBoundary() {
  const error = useRouteError();
  usePageMeta({ title: 'Preview', noindex: true });
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Refused>
      <h1>{status === 401 ? 'Sign in to preview' : status === 404 || status === 403 ? 'No post to preview' : 'The preview could not be loaded'}</h1>
      <p>
        {status === 401 ? (
          <Link to="/admin/login">Sign in to the staff portal</Link>
        ) : (
          'Previews are for staff: a writer sees their own posts, an admin every post.'
        )}
      </p>
    </Refused>
  );
}
