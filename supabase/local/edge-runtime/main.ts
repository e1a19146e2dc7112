// The local stand-in for the hosted Edge Runtime: one Deno process that serves each function's
// entry (supabase/functions/<name>/index.ts, `export default { fetch }`) at /<name>, as the
// functions gateway routes /functions/v1/<name>. Started by the local backend (../edge.ts), which
// proxies /functions/v1 to it; it prints one line when it listens.
type Entry = { fetch(request: Request): Response | Promise<Response> };

// As the hosted Edge Runtime: work a function hands to EdgeRuntime.waitUntil goes on after its
// answer is sent (this process outlives every request, so it only has to report a failure).
(globalThis as { EdgeRuntime?: unknown }).EdgeRuntime = {
  waitUntil(promise: Promise<unknown>): void {
    promise.catch((error) => console.error('[EdgeRuntime.waitUntil] background work failed:', error));
  },
};

const FUNCTIONS_DIR = new URL('../../functions/', import.meta.url);
/** A function's folder name; names starting with '_' hold shared code and are never served. */
const NAME = /^[a-z0-9][a-z0-9_-]*$/i;
const entries = new Map<string, Promise<Entry | undefined>>();

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

async function load(name: string): Promise<Entry | undefined> {
  const file = new URL(`${name}/index.ts`, FUNCTIONS_DIR);
  try {
    if (!(await Deno.stat(file)).isFile) return undefined;
  } catch {
    return undefined;
  }
  const module = (await import(file.href)) as { default?: Partial<Entry> };
  if (typeof module.default?.fetch !== 'function') throw new Error(`${name}/index.ts has no default export { fetch }`);
  return module.default as Entry;
}

function entryFor(name: string): Promise<Entry | undefined> {
  let entry = entries.get(name);
  if (!entry) {
    entry = load(name);
    // A function that failed to start is tried again on the next request (after a fix).
    entry.catch(() => entries.delete(name));
    entries.set(name, entry);
  }
  return entry;
}

Deno.serve(
  {
    hostname: '127.0.0.1',
    port: Number(Deno.env.get('EDGE_RUNTIME_PORT') ?? '0'),
    onListen: ({ port }) => console.log(`edge-runtime listening on ${port}`),
  },
  async (request) => {
    let name = '';
    try {
      name = decodeURIComponent(new URL(request.url).pathname.split('/')[1] ?? '');
    } catch {
      // A malformed escape names no function.
    }
    if (!NAME.test(name)) return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    let entry: Entry | undefined;
    try {
      entry = await entryFor(name);
    } catch (error) {
      console.error(`[${name}] failed to start:`, error);
      return json({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, 500);
    }
    if (!entry) return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    try {
      return await entry.fetch(request);
    } catch (error) {
      console.error(`[${name}] threw:`, error);
      return json({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, 500);
    }
  },
);
