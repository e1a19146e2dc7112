// The renderer that keeps the rendered pages as fresh as the content (docs/prerendering.md):
//  - once the site is up, renders every public page if the folder has no complete set (after a
//    build the folder is gone: `npm start` rebuilds and removes it), page by page;
//  - then claims the `pages.render` messages the database writes to the outbox whenever posts,
//    categories, team, press or reviews change (supabase/migrations/*_page_renders.sql; at most one
//    waits per post or content source, *_page_render_coalescing.sql), removes
//    the copies of pages that stopped existing first, and renders the pages the remotes' registries
//    say show that content. A render that fails is retried with the outbox's back-off; the app
//    serves the page meanwhile, and staff see on the dashboard that pages are waiting.
//
//   node scripts/prerender/worker.mjs [--site URL] [--out DIR]
// with SUPABASE_URL and SUPABASE_SECRET_KEY (the local backend's when unset).
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@supabase/supabase-js';
import { parseContentChange, patternMatches, patternSitemaps, renderPlan } from '../../shared-contracts/src/site/pages.ts';
import { siteRegistries } from '../seo/generate.mjs';
import { answers } from '../wait-for.mjs';
import { livePaths, LOCAL_PRERENDERED_DIR, prerender, removePages, renderedPaths, renderPages } from './prerender.mjs';

/** Written when a full pass is done: without it, the next start renders every page again. */
export const COMPLETE_MARKER = '.complete';
/**
 * While this file is in the folder the local renderer claims nothing, and says so by writing
 * PAUSED_MARKER between two batches: a test then runs the production job's command against the
 * same outbox without the two racing for its messages (e2e/tests/render-job.spec.ts).
 */
export const PAUSE_REQUEST = '.pause';
export const PAUSED_MARKER = '.paused';
/** How often the renderer asks for changes: a change is rendered within a few seconds of it. */
const POLL_MS = 2000;
const LEASE_SECONDS = 300;
const RETRY_BASE_SECONDS = 30;
const MAX_ATTEMPTS = 6;
/** The renderer's and the database's clocks may differ: changes this close to a full pass are rendered again. */
const SETTLE_MARGIN_MS = 30_000;

/** Waits until the site answers, saying so once if that takes more than about half a minute. */
async function waitForSite(siteUrl, log) {
  const url = new URL('/runtime-config.json', siteUrl).href;
  for (let attempt = 0; !(await answers(url)); attempt += 1) {
    if (attempt === 30) log(`render: still waiting for ${siteUrl}`);
    await sleep(1000);
  }
}

/**
 * Renders the pages one batch of messages touches and records each message's outcome.
 * @returns {Promise<{ rendered: string[], removed: string[], failed: string[] }>}
 */
async function renderChanges({ siteUrl, outDir, messages, log = console.log, templateFile = null }) {
  const config = await (await fetch(new URL('/runtime-config.json', siteUrl))).json();
  const site = await siteRegistries(config);
  // The claim answers in no particular order, and a page may be named by two messages (one
  // retried, one written after it was claimed: supabase/migrations/*_page_render_coalescing.sql);
  // the plan takes the last word on a page, so the older message must come first.
  const inOrder = [...messages].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || (a.id < b.id ? -1 : 1));
  const changes = inOrder.map((message) => parseContentChange(message.payload)).filter(Boolean);
  const plan = renderPlan(site, changes);
  // A page that no longer exists goes first and at once: crawlers and link previews must not read it.
  removePages(outDir, plan.remove);
  // Each live sitemap is read once: written again with the pages (a post published or withdrawn
  // changes the blog's), and read for the patterns whose every page the plan renders.
  const where = { siteUrl, supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey };
  const sitemaps = [...new Set([...patternSitemaps(site), ...plan.allOf.map((pattern) => pattern.source.sitemap)])];
  const live = new Map(await Promise.all(sitemaps.map(async (sitemap) => [sitemap, await livePaths(where, sitemap, outDir)])));
  const everyRecord = plan.allOf.flatMap((pattern) =>
    (live.get(pattern.source.sitemap) ?? []).filter((path) => patternMatches(pattern.pattern, path)),
  );
  // A list page the sitemap no longer names (page 3 once the posts fit on two, a category's
  // last post withdrawn) has no copy left behind.
  const listed = new Set(everyRecord);
  const gone = renderedPaths(outDir).filter((path) => !listed.has(path) && plan.allOf.some((pattern) => pattern.listsFrom && patternMatches(pattern.pattern, path)));
  removePages(outDir, gone);
  const paths = [...new Set([...plan.render, ...everyRecord])];
  const { written, failed, removed } = await renderPages({ siteUrl, outDir, paths, log, templateFile });
  return { rendered: written, removed: [...plan.remove, ...gone, ...removed], failed: failed.map((entry) => `${entry.path}: ${entry.reason}`) };
}

/** The backend client that claims and settles the outbox's render messages. */
async function outboxClient({ supabaseUrl, secretKey }) {
  // Locally, the embedded backend's own key (supabase/local/keys.ts); elsewhere SUPABASE_SECRET_KEY.
  const key = secretKey ?? (await import('../../supabase/local/keys.ts')).DEFAULT_SECRET_KEY;
  return createClient(supabaseUrl, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

/**
 * Claims one batch of waiting render messages, renders what they touch and records each one's
 * outcome. The renderer's loop runs it every few seconds; the production job runs it until
 * nothing waits (`npm run render -- --changes`).
 * @returns {Promise<{ messages: number, failed: boolean }>}
 */
async function renderClaimedBatch({ admin, siteUrl, outDir, log, templateFile }) {
  const { data, error } = await admin.rpc('claim_page_renders', { max_messages: 100, lease_seconds: LEASE_SECONDS });
  if (error) throw new Error(error.message);
  const messages = data ?? [];
  if (messages.length === 0) return { messages: 0, failed: false };
  let outcome;
  try {
    outcome = await renderChanges({ siteUrl, outDir, messages, log, templateFile });
  } catch (error) {
    outcome = { rendered: [], removed: [], failed: [error instanceof Error ? error.message : String(error)] };
  }
  if (outcome.rendered.length || outcome.removed.length) {
    log(`render: ${[...outcome.removed.map((path) => `${path} removed`), ...outcome.rendered].join(', ')}`);
  }
  for (const message of messages) {
    const { error: finishError } = await admin.rpc('finish_outbox_message', {
      message_id: message.id,
      attempt: message.attempts,
      succeeded: outcome.failed.length === 0,
      error_text: outcome.failed.length ? outcome.failed.join('; ').slice(0, 1000) : undefined,
      delivered_by: outcome.failed.length ? undefined : 'renderer',
      retry_base_seconds: RETRY_BASE_SECONDS,
      max_attempts: MAX_ATTEMPTS,
    });
    if (finishError) log(`render: could not record the outcome of ${message.id} (${finishError.message})`);
  }
  return { messages: messages.length, failed: outcome.failed.length > 0 };
}

/**
 * Renders everything the waiting messages touch, batch by batch, until none waits.
 * @param {{ siteUrl: string, outDir: string, supabaseUrl?: string, secretKey?: string,
 *           log?: (line: string) => void, templateFile?: string | null }} options
 * @returns {Promise<{ messages: number, failed: boolean }>}
 */
export async function renderWaitingChanges({
  siteUrl,
  outDir,
  supabaseUrl = process.env.SUPABASE_URL ?? 'http://localhost:54321',
  secretKey = process.env.SUPABASE_SECRET_KEY,
  log = console.log,
  templateFile = null,
}) {
  const admin = await outboxClient({ supabaseUrl, secretKey });
  const total = { messages: 0, failed: false };
  for (;;) {
    const batch = await renderClaimedBatch({ admin, siteUrl, outDir, log, templateFile });
    total.messages += batch.messages;
    total.failed ||= batch.failed;
    // A failed batch is retried by the outbox's back-off, not in this run.
    if (batch.messages === 0 || batch.failed) break;
  }
  log(`render: ${total.messages} waiting change${total.messages === 1 ? '' : 's'} rendered${total.failed ? ', some failed (retried later)' : ''}`);
  return total;
}

/**
 * @param {{ siteUrl?: string, outDir?: string, supabaseUrl?: string, secretKey?: string,
 *           pollMs?: number, log?: (line: string) => void, signal?: AbortSignal }} options
 */
export async function runRenderWorker({
  siteUrl = 'http://localhost:3000',
  outDir = LOCAL_PRERENDERED_DIR,
  supabaseUrl = process.env.SUPABASE_URL ?? 'http://localhost:54321',
  secretKey = process.env.SUPABASE_SECRET_KEY,
  pollMs = POLL_MS,
  log = console.log,
  signal,
} = {}) {
  const admin = await outboxClient({ supabaseUrl, secretKey });
  await waitForSite(siteUrl, log);

  while (!existsSync(join(outDir, COMPLETE_MARKER)) && !signal?.aborted) {
    const started = Date.now();
    log('render: rendering the public pages (the app serves each page until its copy is ready)');
    try {
      const { written, failed } = await prerender({ siteUrl, outDir, log: () => {} });
      writeFileSync(join(outDir, COMPLETE_MARKER), `${new Date().toISOString()}\n`);
      // The changes made before this pass began are in it (with a margin for the two clocks).
      const { error } = await admin.rpc('settle_page_renders', { rendered_from: new Date(started - SETTLE_MARGIN_MS).toISOString() });
      if (error) log(`render: earlier changes will be rendered again (${error.message})`);
      log(`render: ${written.length} pages rendered in ${((Date.now() - started) / 1000).toFixed(0)} s${failed.length ? `, left to the app: ${failed.map((f) => `${f.path} (${f.reason})`).join(', ')}` : ''}`);
    } catch (error) {
      log(`render: the pages cannot be rendered now (${error instanceof Error ? error.message : String(error)}); the app serves them, trying again in 10 s`);
      await sleep(10_000, undefined, { signal }).catch(() => {});
    }
  }

  while (!signal?.aborted) {
    if (existsSync(join(outDir, PAUSE_REQUEST))) {
      if (!existsSync(join(outDir, PAUSED_MARKER))) writeFileSync(join(outDir, PAUSED_MARKER), '');
      await sleep(pollMs / 4, undefined, { signal }).catch(() => {});
      continue;
    }
    rmSync(join(outDir, PAUSED_MARKER), { force: true });
    let batch = { messages: 0 };
    try {
      batch = await renderClaimedBatch({ admin, siteUrl, outDir, log });
    } catch (error) {
      log(`render: cannot read the changes now (${error instanceof Error ? error.message : String(error)})`);
    }
    if (batch.messages > 0) continue;
    await sleep(pollMs, undefined, { signal }).catch(() => {});
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
  };
  await runRenderWorker({ siteUrl: option('--site', 'http://localhost:3000'), outDir: resolve(option('--out', LOCAL_PRERENDERED_DIR)) });
}
