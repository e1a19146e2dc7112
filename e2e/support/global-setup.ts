// Before any test runs: waits until the whole stack answers (shell, each remote's manifest, the
// backend's REST, auth and functions), so a slow start never reads as a failing page, and fails at
// once, naming the part, when one of them is broken rather than slow.
import { LOCAL_PORTS, REMOTE_NAMES } from '@firm/shared-contracts/routes';

interface Check {
  /** What the part is, for the failure message. */
  part: string;
  url: string;
  headers?: Record<string, string>;
  /** What a healthy answer looks like, beyond a status below 500. */
  healthy?: (response: Response) => Promise<boolean>;
}

async function waitFor(check: Check, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(check.url, { headers: check.headers });
      if (response.status < 500) {
        if (!check.healthy || (await check.healthy(response))) return;
        throw new Error(`${check.part} answered ${check.url} but not as a healthy one (status ${response.status})`);
      }
      lastError = `status ${response.status}`;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(check.part)) throw error;
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${check.part} did not answer ${check.url} within ${timeoutMs / 1000} s (${lastError})`);
}

export default async function globalSetup(): Promise<void> {
  const shell = `http://localhost:${LOCAL_PORTS.shell}`;
  await waitFor({ part: 'The shell', url: `${shell}/runtime-config.json` });
  const config = (await (await fetch(`${shell}/runtime-config.json`)).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const key = { apikey: config.supabaseAnonKey };
  await Promise.all([
    waitFor({ part: "The backend's REST API (PostgREST)", url: `${config.supabaseUrl}/rest/v1/`, headers: key }),
    waitFor({ part: "The backend's auth service", url: `${config.supabaseUrl}/auth/v1/health`, headers: key }),
    waitFor({
      part: "The backend's functions (Deno)",
      url: `${config.supabaseUrl}/functions/v1/health`,
      headers: key,
      healthy: async (response) => response.ok && ((await response.json()) as { ok?: boolean }).ok === true,
    }),
    ...REMOTE_NAMES.map((name) => waitFor({ part: `The ${name} remote`, url: `http://localhost:${LOCAL_PORTS[name]}/mf-manifest.json` })),
  ]);
}
