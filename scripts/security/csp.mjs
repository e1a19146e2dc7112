// The Content-Security-Policy of the shell's pages, built from the runtime config the shell
// loads, so the policy always names exactly the remotes, backend and third-party scripts that
// deploy uses. docs/security.md explains every directive and origin.
//
//   buildCsp(runtimeConfig) → the header value
//   cspOrigins(runtimeConfig) → the origins, by role (for docs and tests)

/** Embedded players the client-reviews videos use (privacy-enhanced domain first). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

const originOf = (url) => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const unique = (values) => [...new Set(values.filter(Boolean))];

export function cspOrigins(config) {
  return {
    remotes: unique(Object.values(config.remotes ?? {}).map((remote) => originOf(remote.entry))),
    backend: unique([originOf(config.supabaseUrl)]),
    reviewsWidget: unique([originOf(config.reviewsWidgetScriptUrl)]),
    policyEmbed: unique([originOf(config.policyEmbedScriptUrl)]),
  };
}

/** Realtime (websocket) origin of the backend: same host, ws/wss scheme. */
const websocketOf = (origin) => origin.replace(/^http/, 'ws');

export function buildCsp(config) {
  const { remotes, backend, reviewsWidget, policyEmbed } = cspOrigins(config);
  const thirdParty = [...reviewsWidget, ...policyEmbed];
  const directives = {
    'default-src': ["'self'"],
    // The shell's own bundle, each remote's entry and chunks, and the two optional vendor scripts.
    // 'wasm-unsafe-eval' lets the portal compile its image encoders (WebAssembly, loaded only in
    // the upload dialog: docs/architecture.md#d42); it allows no eval of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...remotes, ...thirdParty],
    // styled-components writes its rules into <style> elements at run time and React renders
    // style attributes: neither carries a nonce on a static host, so inline styles are allowed.
    // Scripts stay strict; an injected style cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...thirdParty],
    // Images from the site and the project only, never any other host: the site's own files and
    // its remotes' static images, the backend's public storage (uploaded avatars, team photos,
    // logos and posters; docs/security.md "Images"), the inline placeholders a failed image falls
    // back to (data:), and the optional vendor widgets' own images (their scripts already run).
    'img-src': ["'self'", 'data:', ...backend, ...remotes, ...thirdParty],
    'font-src': ["'self'", ...remotes, ...thirdParty],
    // The home video and its poster are the shell's own files; testimonial videos staff uploaded
    // are the backend's public storage.
    'media-src': ["'self'", ...backend],
    // Manifests and chunks of the remotes, the backend's REST, auth and functions (and its
    // realtime socket), and the vendor widgets' own APIs.
    'connect-src': ["'self'", ...backend, ...backend.map(websocketOf), ...remotes, ...thirdParty],
    'frame-src': [...VIDEO_FRAME_ORIGINS, ...policyEmbed, ...reviewsWidget],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${unique(values).join(' ')}`)
    .join('; ');
}

/**
 * The other headers every HTML page carries: no full URL (with its query) in the Referer sent to
 * other sites, and no powerful browser feature for the page or anything it embeds.
 */
export const PAGE_HEADERS = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/** HTTPS only, for two years, sub-domains included: sent by the production host (TLS) alone. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The nginx include with the policy and the page headers, for deploy/nginx/site.conf's HTML locations. */
export function nginxCspInclude(config) {
  const headers = {
    'Content-Security-Policy': buildCsp(config),
    ...PAGE_HEADERS,
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  };
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;\n`)
    .join('');
}

// `node scripts/security/csp.mjs --nginx config/runtime-config.production.json > csp.conf`:
// the deploy step that writes /srv/firm-site/config/csp.conf beside the runtime config.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [flag, file] = process.argv.slice(2);
  if (flag !== '--nginx' || !file) {
    console.error('usage: node scripts/security/csp.mjs --nginx <runtime-config.json>');
    process.exit(2);
  }
  const { readFileSync } = await import('node:fs');
  process.stdout.write(nginxCspInclude(JSON.parse(readFileSync(file, 'utf8'))));
}
