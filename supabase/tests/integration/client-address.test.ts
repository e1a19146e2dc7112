// Per-address limits count the address the gateway saw, never a header the client writes: a
// backend of its own with a limit of five events a minute per address, and ten events each
// claiming another address in X-Forwarded-For and X-Real-IP.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnBackend, type OwnBackend } from '../helpers/own-backend.ts';

let own: OwnBackend;

beforeAll(async () => {
  own = await startOwnBackend('client-address', { functionEnv: { TRACK_MAX_PER_IP_PER_MINUTE: '5' } });
}, 180_000);

afterAll(async () => {
  await own?.stop();
});

describe('per-address limits', () => {
  it('are not reset by a rotating X-Forwarded-For or X-Real-IP', async () => {
    // Limits count per aligned minute: start the burst well inside one.
    const into = Date.now() % 60_000;
    if (into > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_050 - into));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const spoofed = `203.0.113.${i + 1}`;
      const response = await fetch(`${own.backend.url}/functions/v1/track`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': `${spoofed}, 198.51.100.7`, 'X-Real-IP': spoofed },
        body: JSON.stringify({ type: 'page_view', path: `/spoof-${i}`, tabId: `spoof-${i}-${crypto.randomBytes(3).toString('hex')}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429, 429, 429]);
  });

  it('are shown to the caller by health, with the headers they came from, for the deployer to check', async () => {
    const response = await fetch(`${own.backend.url}/functions/v1/health`, {
      headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7', 'X-Real-IP': '203.0.113.9' },
    });
    const body = await response.json();
    // The front door, as the gateway, replaced X-Real-IP with the connection's address and
    // appended that address to the client's two X-Forwarded-For entries.
    expect(body.clientAddress).toBe('127.0.0.1');
    expect(body.addressHeaders).toEqual({ 'x-real-ip': 1, 'x-forwarded-for': 3 });
  });
});
