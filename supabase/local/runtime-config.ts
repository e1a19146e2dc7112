// Writes the shell's runtime-config.json (when RUNTIME_CONFIG_OUT names files), so a local shell
// finds this backend and its publishable key without a rebuild.
import fs from 'node:fs';
import path from 'node:path';
import { localRuntimeConfig } from '../../shared-contracts/src/runtime-config.ts';

/**
 * The backend's address as the site's pages use it: the shared default host (the browser's auth
 * storage key derives from it), the port of the backend actually running.
 */
export function siteBackendUrl(apiUrl: string): string {
  const supabaseUrl = new URL(localRuntimeConfig('').supabaseUrl);
  supabaseUrl.port = new URL(apiUrl).port;
  return supabaseUrl.origin;
}

export function writeRuntimeConfig(file: string, publishableKey: string, apiUrl: string): void {
  const config = localRuntimeConfig(publishableKey);
  config.supabaseUrl = siteBackendUrl(apiUrl);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}
