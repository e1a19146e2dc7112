// The blog remote: the list at /blog and each post at /blog/:slug (routes relative to /blog).
// Each is loaded on demand: the list does not download the post page and its HTML sanitizer.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner, type RemoteAppProps } from '@firm/shared-contracts';

const BlogListPage = lazy(() => import('./features/blog-list/BlogListPage.tsx').then((m) => ({ default: m.BlogListPage })));
const BlogPostPage = lazy(() => import('./features/blog-post/BlogPostPage.tsx').then((m) => ({ default: m.BlogPostPage })));
const PostNotFound = lazy(() => import('./features/blog-post/BlogPostPage.tsx').then((m) => ({ default: m.PostNotFound })));

export default function BlogApp({ runtimeConfig }: RemoteAppProps) {
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <Routes>
        <Route index element={<BlogListPage />} />
        <Route path=":slug" element={<BlogPostPage site={runtimeConfig} />} />
        <Route path="*" element={<PostNotFound />} />
      </Routes>
    </Suspense>
  );
}
export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'; // the shell checks it before mounting
