// Writes the shell's runtime-config.json (when RUNTIME_CONFIG_OUT names files), so a local shell
// finds this backend and its publishable key without a rebuild.
import fs from 'node:fs';
import path from 'node:path';
import { localRuntimeConfig } from '../../shared-contracts/src/runtime-config.ts';

export function writeRuntimeConfig(file: string, publishableKey: string, apiUrl: string): void {
  const config = localRuntimeConfig(publishableKey);
  // Keep the shared default host (the browser's auth storage key derives from it); only the
  // port follows the backend actually running.
  const supabaseUrl = new URL(config.supabaseUrl);
  supabaseUrl.port = new URL(apiUrl).port;
  config.supabaseUrl = supabaseUrl.origin;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}
