// Waits until the whole site answers (shell, each remote's manifest and, when present, the
// backend) before any test runs, so a slow start never reads as a failing page.
import { LOCAL_PORTS, REMOTE_NAMES } from '@firm/shared-contracts/routes';

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
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
  await Promise.all([
    waitFor(`http://localhost:${LOCAL_PORTS.shell}/runtime-config.json`),
    ...REMOTE_NAMES.map((name) => waitFor(`http://localhost:${LOCAL_PORTS[name]}/mf-manifest.json`)),
  ]);
}
