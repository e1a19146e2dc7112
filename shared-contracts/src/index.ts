// Public surface of shared-contracts, shared as one singleton across apps: what every page needs
// (routes, runtime config, contract, theme, site config, layout UI, page meta, analytics, the
// Supabase client). The auth store is a second singleton ('./auth'); code that only some pages
// use and that holds no state (forms, modal, icons, inquiry rules, pricing, formatting, validation,
// useAsync) is imported from its own entry and bundled by the app that uses it, so the home page
// does not download it.
export * from './routes.ts';
export * from './runtime-config.ts';
export * from './remote-contract.ts';
export * from './entities.ts';
export * from './theme/tokens.ts';
export { GlobalStyle } from './theme/GlobalStyle.tsx';
export * from './site/site-config.ts';
export * from './supabase/client.ts';
export type { Json, TablesInsert, TablesUpdate, Enums } from './supabase/database.types.ts';
export type { BlogPostListPage, BlogSearchPage, BlogSearchResult, Database, Tables, DeliveryStatus, FailureKind } from './supabase/schema.ts';
export * from './ui/Button.tsx';
export { Spinner } from './ui/Spinner.tsx';
export { SuspenseOutlet } from './ui/SuspenseOutlet.tsx';
export { redirectRoutes } from './site/redirectRoutes.ts';
export { VisuallyHidden } from './ui/VisuallyHidden.tsx';
export { usePageMeta, pageTitle, PageMetaSink, type PageMeta } from './ui/usePageMeta.ts';
export { CONTRACT_VERSION } from './version.ts';
export * from './ui/Page.tsx';
export { ResettableErrorBoundary, type ResettableErrorBoundaryProps } from './ui/ResettableErrorBoundary.tsx';
export * from './ui/motion.ts';
export * from './ui/Cards.tsx';
export * from './ui/SafeImage.tsx';
export { StarRating } from './ui/StarRating.tsx';
export * from './ui/CtaBand.tsx';
export { CLIENT_LOGOS } from './content/clientLogos.ts';
export { ReviewsWidget } from './reviews/LazyReviewsWidget.tsx';
export { REVIEWS_WIDGET_MESSAGES, VISIBILITY_THRESHOLD, type ReviewsWidgetState } from './reviews/frame.tsx';
export * from './analytics/siteEvents.ts';
