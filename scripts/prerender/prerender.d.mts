export const LOCAL_PRERENDERED_DIR: string;
export function prerenderRoutes(siteUrl: string): Promise<string[]>;
export function prerender(options: {
  siteUrl: string;
  outDir?: string;
  routes?: string[];
  log?: (line: string) => void;
  executablePath?: string;
}): Promise<{ written: string[]; failed: { path: string; reason: string }[] }>;
