// The blog remote's routes (relative to /blog): the list and each post, each page with the loader
// that reads its data. Each page is its own chunk: the list does not download the post page and
// its HTML sanitizer. A missing post is the loader's 404, shown by the route's error boundary.
import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./features/blog-list/BlogListPage.tsx').then((m) => ({ loader: m.loader, Component: m.BlogListPage })),
  },
  {
    path: ':slug',
    lazy: () =>
      import('./features/blog-post/BlogPostPage.tsx').then((m) => ({ loader: m.loader, Component: m.BlogPostPage, ErrorBoundary: m.PostErrorBoundary })),
  },
  {
    path: '*',
    lazy: () => import('./features/blog-post/BlogPostPage.tsx').then((m) => ({ loader: m.notFoundLoader, ErrorBoundary: m.PostErrorBoundary })),
  },
];

export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'; // the shell checks it before its routes join
