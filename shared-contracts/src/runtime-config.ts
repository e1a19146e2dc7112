// The shell reads this JSON at start-up (served beside it), so where remotes and the backend
// live is decided per deploy, never baked into a build.
import * as z from 'zod/mini';
import type { RemoteName } from './routes.ts';
import { LOCAL_PORTS, REMOTE_NAMES } from './routes.ts';

export interface RemoteLocation {
  /**
   * URL of the remote's mf-manifest.json. For a released app this is the URL of one immutable
   * release (`.../<version>-<content hash>/mf-manifest.json`): promoting or rolling back a remote
   * is changing this URL.
   */
  entry: string;
  /** Optional label of the release `entry` points at (e.g. '1.4.0-3f9a1c2e'), for people and logs. */
  version?: string;
}

export interface RuntimeConfig {
  /** Public origin of the site, used for canonical URLs. */
  siteUrl: string;
  /** Supabase project URL (the local backend in development). */
  supabaseUrl: string;
  /**
   * The public API key: a publishable key (sb_publishable_…) or a legacy anon key; never a secret
   * or service key. The name is kept from the anon-key days because the apps read it.
   */
  supabaseAnonKey: string;
  remotes: Record<RemoteName, RemoteLocation>;
  /** Third-party reviews widget script; null renders the site's own verified reviews. */
  reviewsWidgetScriptUrl: string | null;
  /** Policy-embed script for the legal pages; null shows the site's own text. */
  policyEmbedScriptUrl: string | null;
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** Defaults for a local run: every app on its own port, the backend on 54321. */
export function localRuntimeConfig(publishableKey: string, host = 'localhost'): RuntimeConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { entry: `http://${host}:${LOCAL_PORTS[name]}/mf-manifest.json` }]),
  ) as Record<RemoteName, RemoteLocation>;
  return {
    siteUrl: `http://${host}:${LOCAL_PORTS.shell}`,
    supabaseUrl: `http://${host}:${LOCAL_PORTS.backend}`,
    supabaseAnonKey: publishableKey,
    remotes,
    reviewsWidgetScriptUrl: null,
    policyEmbedScriptUrl: null,
  };
}

/** A secret key (sb_secret_…) or a legacy service_role JWT: keys that bypass row-level security. */
function isSecretKey(key: string): boolean {
  if (key.startsWith('sb_secret_')) return true;
  const payload = key.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return claims.role === 'service_role';
  } catch {
    return false;
  }
}

/** Anything that is not an object is read as an empty one, so each missing key is named. */
function objectOrEmpty(value: unknown): object {
  return value !== null && typeof value === 'object' ? value : {};
}

const URL_PROBLEM = 'must be an http(s) URL';
const KEY_PROBLEM = 'must be a non-empty string';
const ENTRY_PROBLEM = 'is missing';
const VERSION_PROBLEM = 'must be a non-empty string when given';
const SCRIPT_PROBLEM = 'must be a string or null';

function runtimeConfigSchema() {
  const httpUrl = z.string({ error: URL_PROBLEM }).check(z.regex(/^https?:\/\//, URL_PROBLEM));
  const location = z.pipe(
    z.transform(objectOrEmpty),
    z.object({
      entry: z.string({ error: ENTRY_PROBLEM }).check(z.minLength(1, ENTRY_PROBLEM)),
      version: z.optional(z.string({ error: VERSION_PROBLEM }).check(z.minLength(1, VERSION_PROBLEM))),
    }),
  );
  const scriptUrl = z.pipe(
    z.optional(z.nullable(z.string({ error: SCRIPT_PROBLEM }))),
    z.transform((value) => value ?? null),
  );
  return z.pipe(
    z.transform(objectOrEmpty),
    z.object({
      siteUrl: httpUrl,
      supabaseUrl: httpUrl,
      supabaseAnonKey: z
        .string({ error: KEY_PROBLEM })
        .check(
          z.minLength(1, KEY_PROBLEM),
          z.refine<string>((key) => !isSecretKey(key), 'must be the publishable key, never a secret key'),
        ),
      remotes: z.pipe(
        z.transform(objectOrEmpty),
        z.object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, location])) as Record<RemoteName, typeof location>),
      ),
      reviewsWidgetScriptUrl: scriptUrl,
      policyEmbedScriptUrl: scriptUrl,
    }),
  );
}

/**
 * Checks a fetched config and says exactly what is wrong, so a bad deploy fails loudly: every
 * problem, each named by its key ('remotes.blog.entry is missing'), in one error.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const result = z.safeParse(runtimeConfigSchema(), value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`Invalid runtime config: ${problems.join('; ')}`);
}

let activeConfig: RuntimeConfig | null = null;

/** Set once at start-up by the shell (or a remote running alone). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  activeConfig = config;
}

/** The runtime config of this page, or null before start-up finished. */
export function getRuntimeConfig(): RuntimeConfig | null {
  return activeConfig;
}

/** The runtime config, for code that runs only after start-up (a route's page or loader). */
export function requireRuntimeConfig(): RuntimeConfig {
  if (!activeConfig) throw new Error('The runtime config is not set: the page was rendered before start-up finished');
  return activeConfig;
}

/**
 * Where images in stored content (blog posts, press snippets) may come from: the site itself and
 * the project's public storage. Empty before start-up finished.
 */
export function contentImageSources(config: Pick<RuntimeConfig, 'siteUrl' | 'supabaseUrl'> | null = activeConfig): string[] {
  if (!config) return [];
  return [`${new URL(config.siteUrl).origin}/`, `${config.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/`];
}

/**
 * Where one of the backend's functions answers (`<supabaseUrl>/functions/v1/<name>`, the same on
 * the hosted project and the local backend), or null before start-up finished.
 */
export function functionUrl(name: string, config: Pick<RuntimeConfig, 'supabaseUrl'> | null = activeConfig): string | null {
  return config ? `${config.supabaseUrl.replace(/\/+$/, '')}/functions/v1/${name}` : null;
}
