// The one thing the static host asks of the backend: /sitemap-blog.xml, proxied to the Supabase
// project's sitemap-blog function so a post published in the portal is listed at once. Written
// per environment from its runtime config (the project URL), like the CSP include:
// `node scripts/deploy/nginx-backend.mjs config/runtime-config.production.json > backend.conf`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BLOG_SITEMAP_ENDPOINT, SITEMAP_FILES } from '../../shared-contracts/src/site/sitemap.ts';

/** The nginx location block for deploy/nginx/site.conf's shell server. */
export function nginxBackendInclude(config) {
  const project = new URL(config.supabaseUrl);
  if (!/^https?:$/.test(project.protocol) || project.pathname !== '/' || project.search || project.hash) {
    throw new Error(`supabaseUrl must be a bare http(s) origin, not ${config.supabaseUrl}`);
  }
  return [
    `location = ${SITEMAP_FILES.blog} {`,
    `    proxy_pass ${project.origin}${BLOG_SITEMAP_ENDPOINT};`,
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    `    proxy_set_header Host ${project.host};`,
    '    proxy_ssl_server_name on;',
    '    proxy_hide_header Access-Control-Allow-Origin;',
    '    proxy_hide_header Access-Control-Allow-Headers;',
    '    proxy_hide_header Access-Control-Allow-Methods;',
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/deploy/nginx-backend.mjs <runtime-config.json>');
    process.exit(2);
  }
  process.stdout.write(nginxBackendInclude(JSON.parse(readFileSync(file, 'utf8'))));
}
