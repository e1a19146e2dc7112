// The blog remote's routes (relative to /blog): the list and its pages, a category's and a tag's
// list, the search, a staff preview and each post, each page with the loader that reads its data.
// Each page is its own chunk: the list does not download the post page and its HTML sanitizer. A
// missing post or list page is the loader's 404, shown by the route's error boundary. Fixed
// segments (page, category, tag, search, preview) win over a post's slug.
import type { RouteObject } from 'react-router-dom';

const list = () => import('./features/blog-list/BlogListPage.tsx');

export const routes: RouteObject[] = [
  {
    index: true,
    lazy: () => list().then((m) => ({ loader: m.loader, Component: m.BlogListPage, ErrorBoundary: m.ListErrorBoundary })),
  },
  {
    path: 'page/:page',
    lazy: () => list().then((m) => ({ loader: m.pagedLoader, Component: m.BlogListPage, ErrorBoundary: m.ListErrorBoundary })),
  },
  {
    path: 'category/:slug',
    lazy: () => list().then((m) => ({ loader: m.categoryLoader, Component: m.BlogListPage, ErrorBoundary: m.ListErrorBoundary })),
  },
  {
    path: 'tag/:tag',
    lazy: () => list().then((m) => ({ loader: m.tagLoader, Component: m.BlogListPage, ErrorBoundary: m.ListErrorBoundary })),
  },
  {
    path: 'search',
    lazy: () => import('./features/blog-search/BlogSearchPage.tsx').then((m) => ({ loader: m.loader, Component: m.BlogSearchPage })),
  },
  {
    path: 'preview/:id',
    lazy: () =>
      import('./features/blog-preview/BlogPreviewPage.tsx').then((m) => ({ loader: m.loader, Component: m.BlogPreviewPage, ErrorBoundary: m.PreviewErrorBoundary })),
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
