// Drives the gate against a real local HTTP server that answers like the functions endpoint.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { GATE_MESSAGES, submitEmailGate, validateGateEmail } from './emailGate.ts';

interface Received {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

let server: Server | null = null;

async function startFunctions(answer: (path: string) => { status: number; body: string }) {
  const received: Received[] = [];
  server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    received.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
    const { status, body } = answer(req.url ?? '');
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, resolve));
  const port = (server!.address() as { port: number }).port;
  return { endpoint: { supabaseUrl: `http://127.0.0.1:${port}`, supabaseAnonKey: 'anon-key' }, received };
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

describe('email gate', () => {
  it('validates the email', () => {
    expect(validateGateEmail('  ')).toBe('Please enter your email address.');
    expect(validateGateEmail('jane@')).toBe('Please enter a valid email address.');
    expect(validateGateEmail('jane@acme.com')).toBeNull();
  });

  it('stores the lead with the public key, and asks for no email itself (the server sends it)', async () => {
    const { endpoint, received } = await startFunctions(() => ({ status: 200, body: '{"ok":true}' }));
    expect(await submitEmailGate(endpoint, ' jane@acme.com ')).toEqual({ ok: true });
    expect(received).toEqual([{ path: '/functions/v1/enrich-lead', authorization: 'Bearer anon-key', body: { email: 'jane@acme.com' } }]);
  });

  it("shows the server's error field when the lead is refused", async () => {
    const { endpoint, received } = await startFunctions(() => ({ status: 400, body: '{"error":"Email is not valid"}' }));
    expect(await submitEmailGate(endpoint, 'jane@acme.com')).toEqual({ ok: false, message: 'Email is not valid' });
    expect(received).toHaveLength(1);
  });

  it("falls back to 'Failed to process request' without an error field", async () => {
    const { endpoint } = await startFunctions(() => ({ status: 500, body: 'oops' }));
    expect(await submitEmailGate(endpoint, 'jane@acme.com')).toEqual({ ok: false, message: 'Failed to process request' });
  });

  it("says 'An error occurred. Please try again.' when the server cannot be reached", async () => {
    const endpoint = { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'k' };
    expect(await submitEmailGate(endpoint, 'jane@acme.com')).toEqual({ ok: false, message: GATE_MESSAGES.unexpected });
  });
});
