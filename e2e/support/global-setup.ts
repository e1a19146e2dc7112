// Waits until the whole site answers (shell, each remote's manifest and, when present, the
// backend) before any test runs, so a slow start never reads as a failing page.
import { LOCAL_PORTS, REMOTE_NAMES } from '@firm/shared-contracts/routes';

async function waitFor(url: string, timeoutMs = 120_000, headers: Record<string, string> = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers });
      if (response.status < 500) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

export default async function globalSetup(): Promise<void> {
  const config = (await waitForJson(`http://localhost:${LOCAL_PORTS.shell}/runtime-config.json`)) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  await Promise.all([
    waitFor(`${config.supabaseUrl}/rest/v1/`, 180_000, { apikey: config.supabaseAnonKey }),
    ...REMOTE_NAMES.map((name) => waitFor(`http://localhost:${LOCAL_PORTS[name]}/mf-manifest.json`)),
  ]);
}

async function waitForJson(url: string): Promise<unknown> {
  await waitFor(url);
  return (await fetch(url)).json();
}
