import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';

describe('runtime config', () => {
  it('local defaults point at the local ports', () => {
    const config = localRuntimeConfig('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
    expect(config.supabaseAnonKey).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.supabaseUrl).toBe('http://localhost:54321');
    expect(config.remotes.marketing.entry).toBe('http://localhost:3001/mf-manifest.json');
    expect(config.remotes.admin.entry).toBe('http://localhost:3004/mf-manifest.json');
  });

  it('accepts a complete config and defaults the optional script URLs to null', () => {
    const { reviewsWidgetScriptUrl: _r, policyEmbedScriptUrl: _p, ...required } = localRuntimeConfig('k');
    const parsed = parseRuntimeConfig(required);
    expect(parsed.reviewsWidgetScriptUrl).toBeNull();
    expect(parsed.remotes.blog.entry).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('names every problem of a broken config', () => {
    expect(() => parseRuntimeConfig({ siteUrl: 'ftp://x', remotes: { blog: { entry: 'x' } } })).toThrow(
      'Invalid runtime config: siteUrl must be an http(s) URL; supabaseUrl must be an http(s) URL; supabaseAnonKey must be a non-empty string; remotes.marketing.entry is missing; remotes.tools.entry is missing; remotes.admin.entry is missing',
    );
    expect(() => parseRuntimeConfig(null)).toThrow(/siteUrl must be an http\(s\) URL/);
  });

  it('reads anything but an object as empty, and names a wrong script URL', () => {
    expect(() => parseRuntimeConfig('config')).toThrow(
      'Invalid runtime config: siteUrl must be an http(s) URL; supabaseUrl must be an http(s) URL; supabaseAnonKey must be a non-empty string; remotes.marketing.entry is missing; remotes.blog.entry is missing; remotes.tools.entry is missing; remotes.admin.entry is missing',
    );
    const config = localRuntimeConfig('k');
    expect(() => parseRuntimeConfig({ ...config, remotes: { ...config.remotes, tools: null }, policyEmbedScriptUrl: 42 })).toThrow(
      'Invalid runtime config: remotes.tools.entry is missing; policyEmbedScriptUrl must be a string or null',
    );
  });

  it('keeps only the keys it knows', () => {
    expect(parseRuntimeConfig({ ...localRuntimeConfig('k'), debug: true })).not.toHaveProperty('debug');
  });
});

describe('runtime config: released versions per environment', () => {
  it('refuses a secret key where the browser is given its key', () => {
    // The CLI's local secret key, and the CLI's legacy service_role JWT (role: service_role).
    const legacyService =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
    for (const key of ['sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', legacyService]) {
      expect(() => parseRuntimeConfig(localRuntimeConfig(key))).toThrow(
        'Invalid runtime config: supabaseAnonKey must be the publishable key, never a secret key',
      );
    }
    // The legacy anon JWT is still a browser key.
    const legacyAnon =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
    expect(parseRuntimeConfig(localRuntimeConfig(legacyAnon)).supabaseAnonKey).toBe(legacyAnon);
  });

  it('accepts an optional version label per remote and keeps configs without one working', () => {
    const config = localRuntimeConfig('k');
    const parsed = parseRuntimeConfig({
      ...config,
      remotes: {
        ...config.remotes,
        marketing: { entry: 'https://marketing.example/1.1.0-9c41d07e2b/mf-manifest.json', version: '1.1.0-9c41d07e2b' },
      },
    });
    expect(parsed.remotes.marketing.version).toBe('1.1.0-9c41d07e2b');
    expect(parsed.remotes.blog.version).toBeUndefined();
  });

  it('refuses a version label that is not a non-empty string', () => {
    const config = localRuntimeConfig('k');
    expect(() =>
      parseRuntimeConfig({ ...config, remotes: { ...config.remotes, blog: { entry: config.remotes.blog.entry, version: 2 } } }),
    ).toThrow('Invalid runtime config: remotes.blog.version must be a non-empty string when given');
  });

  it.each(['local', 'staging', 'production'])('the %s example in config/ is a valid runtime config', (env) => {
    const file = join(import.meta.dirname, '..', '..', 'config', `runtime-config.${env}.json`);
    const parsed = parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8')));
    for (const location of Object.values(parsed.remotes)) {
      expect(location.entry).toMatch(/^https?:\/\/.+\/mf-manifest\.json$/);
      // A named release is always the folder the entry points at.
      if (location.version) expect(location.entry).toContain(`/${location.version}/`);
    }
  });

  it('the local example carries the local backend publishable key, not a legacy JWT', () => {
    const file = join(import.meta.dirname, '..', '..', 'config', 'runtime-config.local.json');
    const parsed = parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8')));
    expect(parsed.supabaseAnonKey).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
  });
});
