// Waiting for a local server a script has started (nginx, the backend) to answer.

/** Whether `url` answers now: any status below 500, within two seconds. */
export async function answers(url) {
  return (await attempt(url)).ok;
}

async function attempt(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500 ? { ok: true } : { ok: false, last: `status ${response.status}` };
  } catch (error) {
    return { ok: false, last: String(error) };
  }
}

/**
 * Polls `url` until it answers. Fails as soon as the server's process is gone (`isRunning`
 * false), or when the time is up.
 * @param {string} url
 * @param {{ timeoutMs: number, isRunning: () => boolean, name: string }} options
 */
export async function waitFor(url, { timeoutMs, isRunning, name }) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error(`${name} exited before ${url} answered`);
    const result = await attempt(url);
    if (result.ok) return;
    last = result.last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${last})`);
}
