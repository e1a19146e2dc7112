// The blog remote: the list at /blog and each post at /blog/:slug (routes relative to /blog).
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@firm/shared-contracts';
import { BlogListPage } from './features/blog-list/BlogListPage.tsx';
import { BlogPostPage, PostNotFound } from './features/blog-post/BlogPostPage.tsx';

export default function BlogApp(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<BlogListPage />} />
      <Route path=":slug" element={<BlogPostPage />} />
      <Route path="*" element={<PostNotFound />} />
    </Routes>
  );
}
export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'; // the shell checks it before mounting
