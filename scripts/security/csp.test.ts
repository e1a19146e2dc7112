// The page policy's image sources: the site and the project only, never every https host, so no
// stored URL (an avatar, a logo, a cover) can make a visitor's or an admin's browser fetch another
// host (docs/security.md "Images").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCsp, nginxCspInclude, type CspRuntimeConfig } from './csp.mjs';

const CONFIG_DIR = join(import.meta.dirname, '..', '..', 'config');
const configOf = (env: string) => JSON.parse(readFileSync(join(CONFIG_DIR, `runtime-config.${env}.json`), 'utf8')) as CspRuntimeConfig & { siteUrl: string };

/** A directive's sources, from the header value. */
function sourcesOf(policy: string, directive: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === directive);
  if (!found) throw new Error(`no ${directive} in ${policy}`);
  return found.slice(1);
}

const WILDCARDS = ['https:', 'http:', '*', 'blob:', 'https://*', 'wss:'];

describe('img-src', () => {
  it.each(['local', 'staging', 'production'])('names the site, its remotes and the project alone (%s)', (env) => {
    const config = configOf(env);
    const sources = sourcesOf(buildCsp(config), 'img-src');
    for (const wildcard of WILDCARDS) expect(sources, wildcard).not.toContain(wildcard);
    const origins = (url: string) => new URL(url).origin;
    expect(sources).toEqual(["'self'", 'data:', origins(config.supabaseUrl), ...new Set(Object.values(config.remotes).map((remote) => origins(remote.entry)))]);
  });

  it('keeps data: for the inline placeholders a missing image falls back to, and only the vendor widgets configured', () => {
    const config = {
      ...configOf('production'),
      reviewsWidgetScriptUrl: 'https://widgets.reviews.example/embed.js',
      policyEmbedScriptUrl: 'https://embed.policies.example/v2/policy.js',
    };
    const sources = sourcesOf(buildCsp(config), 'img-src');
    expect(sources).toContain('data:');
    expect(sources.slice(-2)).toEqual(['https://widgets.reviews.example', 'https://embed.policies.example']);
    for (const wildcard of WILDCARDS) expect(sources, wildcard).not.toContain(wildcard);
  });

  it('is what the nginx include sends', () => {
    const config = configOf('production');
    expect(nginxCspInclude(config)).toContain(`add_header Content-Security-Policy "${buildCsp(config)}" always;`);
    expect(nginxCspInclude(config)).not.toMatch(/img-src[^;]*https:(?!\/\/)/);
  });
});

describe('no other directive lets images in from anywhere', () => {
  it('has no scheme wildcard in any source list', () => {
    const policy = buildCsp(configOf('production'));
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      for (const wildcard of WILDCARDS) expect(sources, `${name} ${wildcard}`).not.toContain(wildcard);
    }
  });
});
