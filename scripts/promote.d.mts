// Types of promote.mjs for the TypeScript code that promotes a release in-process (e2e).
export declare function promote(options: {
  configFile: string;
  remote: string;
  location: { entry: string; version?: string };
  siteUrl: string;
  outDir: string;
  sitemapsDir?: string;
  log?: (line: string) => void;
}): Promise<{ written: string[]; removed: string[]; failed: { path: string; reason: string }[] }>;
