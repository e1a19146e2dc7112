// The runtime-config.json the backend writes for the shell (RUNTIME_CONFIG_OUT): the shared
// shape, pointing at the backend's port and carrying only the publishable key.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeRuntimeConfig } from '../../local/runtime-config.ts';
import { parseRuntimeConfig } from '../../../shared-contracts/src/runtime-config.ts';

describe('runtime config file', () => {
  it('writes the shared local shape with the backend port', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-config-'));
    try {
      const file = path.join(dir, 'nested', 'runtime-config.json');
      writeRuntimeConfig(file, 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH', 'http://127.0.0.1:54421');
      const written = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(written.supabaseUrl).toBe('http://localhost:54421');
      expect(written.supabaseAnonKey).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
      expect(written.siteUrl).toBe('http://localhost:3000');
      expect(written.remotes.admin.entry).toBe('http://localhost:3004/mf-manifest.json');
      expect(() => parseRuntimeConfig(written)).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
