// The shell reads this JSON at start-up (served beside it), so where remotes and the backend
// live is decided per deploy, never baked into a build.
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

/** Checks a fetched config and says exactly what is wrong, so a bad deploy fails loudly. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const problems: string[] = [];
  const record = (value ?? {}) as Record<string, unknown>;
  const url = (key: string) => {
    const v = record[key];
    if (typeof v !== 'string' || !/^https?:\/\//.test(v)) problems.push(`${key} must be an http(s) URL`);
  };
  url('siteUrl');
  url('supabaseUrl');
  if (typeof record.supabaseAnonKey !== 'string' || record.supabaseAnonKey.length === 0) {
    problems.push('supabaseAnonKey must be a non-empty string');
  } else if (isSecretKey(record.supabaseAnonKey)) {
    problems.push('supabaseAnonKey must be the publishable key, never a secret key');
  }
  const remotes = (record.remotes ?? {}) as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    const location = remotes[name] as { entry?: unknown; version?: unknown } | undefined;
    if (typeof location?.entry !== 'string' || location.entry.length === 0) problems.push(`remotes.${name}.entry is missing`);
    if (location?.version !== undefined && (typeof location.version !== 'string' || location.version.length === 0)) {
      problems.push(`remotes.${name}.version must be a non-empty string when given`);
    }
  }
  for (const key of ['reviewsWidgetScriptUrl', 'policyEmbedScriptUrl']) {
    const v = record[key];
    if (v !== undefined && v !== null && typeof v !== 'string') problems.push(`${key} must be a string or null`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid runtime config: ${problems.join('; ')}`);
  }
  return {
    ...(record as unknown as RuntimeConfig),
    reviewsWidgetScriptUrl: (record.reviewsWidgetScriptUrl as string | null | undefined) ?? null,
    policyEmbedScriptUrl: (record.policyEmbedScriptUrl as string | null | undefined) ?? null,
  };
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
