// Types of prerender.mjs for the TypeScript code that renders pages in-process (e2e): only what
// it imports is declared here.
type RenderResult = { written: string[]; failed: { path: string; reason: string }[]; ms: number[] };
export function prerenderRoutes(siteUrl: string, outDir?: string | null): Promise<string[]>;
export function prerender(options: {
  siteUrl: string;
  outDir?: string;
  routes?: string[];
  log?: (line: string) => void;
  templateFile?: string | null;
}): Promise<RenderResult>;
export const LOCAL_PRERENDERED_DIR: string;
