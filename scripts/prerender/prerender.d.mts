// Types of prerender.mjs for the TypeScript code that renders pages in-process (e2e): only what
// it imports is declared here.
type RenderResult = { written: string[]; failed: { path: string; reason: string }[] };
export function prerenderRoutes(siteUrl: string): Promise<string[]>;
export function prerender(options: {
  siteUrl: string;
  outDir?: string;
  routes?: string[];
  log?: (line: string) => void;
  executablePath?: string;
}): Promise<RenderResult>;
