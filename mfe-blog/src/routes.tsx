// The blog remote's routes (relative to /blog): the list and each post, a page with a loader reads
// its data in it. Each page is its own chunk: the list does not download the post page and its
// HTML sanitizer.
import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./features/blog-list/BlogListPage.tsx').then((m) => ({ loader: m.loader, Component: m.BlogListPage })),
  },
  { path: ':slug', lazy: () => import('./features/blog-post/BlogPostPage.tsx').then((m) => ({ Component: m.BlogPostPage })) },
  { path: '*', lazy: () => import('./features/blog-post/BlogPostPage.tsx').then((m) => ({ Component: m.PostNotFound })) },
];

export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'; // the shell checks it before its routes join
