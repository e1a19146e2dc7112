import { describe, expect, it } from 'vitest';
import { localRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';

describe('runtime config', () => {
  it('local defaults point at the local ports', () => {
    const config = localRuntimeConfig('anon-key');
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
});
