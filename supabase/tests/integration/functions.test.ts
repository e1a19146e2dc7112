// The /functions/v1 and /api dispatcher: known handlers run with the caller's headers, unknown
// names are a 404 JSON, and functions need a valid JWT like on the hosted platform.
import path from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../local/functions.ts';
import type { FunctionContext } from '../../functions/_runtime/context.ts';
import { anonClient, backend, functionHeaders, signedInClient } from '../helpers/clients.ts';

describe('functions over HTTP', () => {
  it('runs a known function with the caller authorization', async () => {
    const { client } = await signedInClient('fn');
    const { data, error } = await client.functions.invoke('health', { body: { hello: 'there' }, headers: await functionHeaders(client) });
    expect(error).toBeNull();
    expect(data).toMatchObject({ ok: true, function: 'health', method: 'POST', hasAuthorization: true });
  });

  it('passes the query string through', async () => {
    const response = await fetch(`${backend().url}/functions/v1/health?echo=abc`, {
      headers: { Authorization: `Bearer ${backend().anonKey}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ method: 'GET', echo: 'abc' });
  });

  it('answers an unknown function with 404 JSON', async () => {
    const { data, error } = await anonClient().functions.invoke('no-such-function');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });

  it('refuses a function call without a valid JWT', async () => {
    const missing = await fetch(`${backend().url}/functions/v1/health`);
    expect(missing.status).toBe(401);
    const forged = await fetch(`${backend().url}/functions/v1/health`, {
      headers: { Authorization: 'Bearer not.a.jwt' },
    });
    expect(forged.status).toBe(401);
  });

  it('answers an unknown site endpoint and a traversal attempt with 404 JSON', async () => {
    for (const name of ['no-such-endpoint', '..%2F..%2Flocal%2Fserver', '%E0%A4%A']) {
      const response = await fetch(`${backend().url}/api/${name}`, { method: 'POST', body: '{}' });
      expect(response.status, name).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested endpoint was not found' });
    }
  });
});

describe('dispatcher registry', () => {
  const context = { supabaseUrl: 'http://example.test', anonKey: 'k', env: {} } as unknown as FunctionContext;
  const dispatcher = createDispatcher({
    functionsDir: path.join(import.meta.dirname, '..', '..', 'functions'),
    apiDir: path.join(import.meta.dirname, 'fixtures', 'api'),
    context,
    log: () => {},
  });

  it('loads a site endpoint from the api folder and runs it', async () => {
    const loaded = await dispatcher.resolve('api', 'echo');
    expect(loaded).toBeDefined();
    const response = await dispatcher.run(loaded!, new Request('http://example.test/api/echo', { method: 'POST', body: 'ping' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: 'ping', supabaseUrl: 'http://example.test' });
  });

  it('finds nothing for names that are not plain handler names', async () => {
    expect(await dispatcher.resolve('api', '../fixtures')).toBeUndefined();
    expect(await dispatcher.resolve('function', '_runtime')).toBeUndefined();
    expect(await dispatcher.resolve('function', 'missing')).toBeUndefined();
  });
});
