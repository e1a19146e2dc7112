// Types of prerender.mjs for the TypeScript code that renders pages in-process (e2e).
type RenderResult = { written: string[]; failed: { path: string; reason: string }[] };
export const LOCAL_PRERENDERED_DIR: string;
export function prerenderRoutes(siteUrl: string): Promise<string[]>;
export function renderablePaths(site: import('../../shared-contracts/src/site/pages.ts').SitePages, siteUrl: string): Promise<string[]>;
export function livePaths(siteUrl: string, sitemapPath: string): Promise<string[]>;
export function removePages(outDir: string, paths: string[]): void;
export function renderedPaths(outDir: string): string[];
export function renderPages(options: {
  siteUrl: string;
  outDir?: string;
  paths: string[];
  log?: (line: string) => void;
  executablePath?: string;
}): Promise<RenderResult>;
export function prerender(options: {
  siteUrl: string;
  outDir?: string;
  routes?: string[];
  log?: (line: string) => void;
  executablePath?: string;
}): Promise<RenderResult>;
