// Types of release.mjs for the TypeScript code that makes releases in-process (e2e).
export declare const ROOT: string;
export declare const APPS: readonly ('shell' | 'mfe-marketing' | 'mfe-blog' | 'mfe-tools' | 'mfe-admin')[];
export declare const RELEASES_DIR: string;

export interface ReleaseRecord {
  app: string;
  version: string;
  id: string;
  contractVersion: string;
  contractRange: string | null;
  builtAt: string;
  contentHash: string;
  inputStamp: string;
}

export interface Release {
  /** `<version>-<short content hash>`, the release's folder name. */
  id: string;
  dir: string;
  release: ReleaseRecord;
  reused: boolean;
}

export declare function contractVersion(): string;
/** Why a remote's build folder lacks a server build (ssr/ named by its manifest), or null. */
export declare function missingServerBuild(dir: string): string | null;
export declare function hashFolder(dir: string, skip?: (entry: string) => boolean): string;
export declare function listReleases(app: string, outDir?: string): Omit<Release, 'reused'>[];
export declare function release(options: {
  app: string;
  sourceDir?: string;
  outDir?: string;
  /** Record another contract version than shared-contracts' own (tests of an incompatible remote). */
  contractVersion?: string;
  log?: (line: string) => void;
}): Release;
