// Types of generate.mjs for the TypeScript code that reads the site's sitemap in-process (e2e).
import type { SitePages } from '../../shared-contracts/src/site/pages.ts';

interface ConfigWithRemotes {
  siteUrl: string;
  remotes: Record<string, { entry: string }>;
}
export declare function siteRegistries(config: Pick<ConfigWithRemotes, 'remotes'>): Promise<SitePages>;
export declare function sitemapFiles(config: ConfigWithRemotes): Promise<Record<string, string>>;
export declare function robotsTxt(siteUrl: string): string;
export declare function writeSitemaps(config: ConfigWithRemotes, outDir: string): Promise<string[]>;
