// Types of static-host-server.mjs for the TypeScript code that serves a site folder (e2e).
export function serveStaticHost(options: { dir: string; filesFirst?: boolean; port?: number }): Promise<{ url: string; close(): Promise<void> }>;
