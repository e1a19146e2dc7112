// Reading data for a page: in a route loader (loaded.ts), or, for staff screens that read in the
// browser, in an effect (useAsync.ts).
export * from './loaded.ts';
export * from './resolveLazyRoutes.ts';
export * from './useAsync.ts';
