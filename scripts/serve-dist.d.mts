// Types of serve-dist.mjs for the TypeScript code that starts servers in-process (e2e).
export declare const APP_PORTS: Record<'shell' | 'mfe-marketing' | 'mfe-blog' | 'mfe-tools' | 'mfe-admin', number>;

export interface ServeDistOptions {
  dir: string;
  port: number;
  spa?: boolean;
  cors?: boolean;
  backendUrl?: string;
  /** URL path → body (JSON); a function is called on every request. */
  overrides?: Record<string, string | (() => string)>;
  /** Content-Security-Policy header sent with every HTML page. */
  csp?: string;
  /** Pages written by scripts/prerender/, served before the shell's index.html. */
  prerenderedDir?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export declare function serveDist(options: ServeDistOptions): Promise<RunningServer>;
