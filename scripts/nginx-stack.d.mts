// Types of nginx-stack.mjs for the TypeScript code that starts nginx in-process (e2e).
import type { Release } from './release.mjs';

export declare const NGINX_PORTS: { shell: number; marketing: number; blog: number; tools: number; admin: number };

export interface NginxSite {
  baseUrl: string;
  /** The throwaway deploy root (shell symlink, releases symlink, config/runtime-config.json). */
  root: string;
  configFile: string;
  runtimeConfig: {
    siteUrl: string;
    remotes: Record<'marketing' | 'blog' | 'tools' | 'admin', { entry: string; version?: string }>;
  };
  releases: Record<string, Release>;
  pid: number | undefined;
  stop(): Promise<void>;
}

export declare function startNginxSite(options?: {
  releasesDir?: string;
  backendUrl?: string;
  log?: (line: string) => void;
}): Promise<NginxSite>;
