// The benchmark's client side, run as its own process so that its work is not counted against
// the backend's event loop. Sends `requests` calls over `concurrency` kept-alive connections and
// prints one JSON line: { requests, failures, p50, p99, throughput }.
//   node --experimental-strip-types load-generator.ts '<LoadPlan as JSON>'
import http from 'node:http';
import pg from 'pg';

/** One call to repeat: over HTTP (TCP or a Unix socket), or a SQL text straight to Postgres. */
export type LoadTarget =
  | { kind: 'http'; url: string; socketPath?: string; method: string; headers: Record<string, string>; body?: string }
  | { kind: 'sql'; databaseUrl: string; sql: string };

export interface LoadPlan {
  target: LoadTarget;
  concurrency: number;
  requests: number;
  warmup: number;
}

export interface LoadResult {
  requests: number;
  failures: number;
  p50: number;
  p99: number;
  throughput: number;
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

type Call = () => Promise<boolean>;

function httpCaller(target: Extract<LoadTarget, { kind: 'http' }>, concurrency: number): { call: Call; close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(target.url);
  const call: Call = () =>
    new Promise((resolve) => {
      const request = http.request(
        {
          agent,
          ...(target.socketPath ? { socketPath: target.socketPath } : { host: url.hostname, port: url.port }),
          method: target.method,
          path: url.pathname + url.search,
          headers: target.body ? { ...target.headers, 'content-length': Buffer.byteLength(target.body) } : target.headers,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve((response.statusCode ?? 0) < 400));
          response.on('error', () => resolve(false));
        },
      );
      request.on('error', () => resolve(false));
      request.end(target.body);
    });
  return { call, close: () => agent.destroy() };
}

function sqlCaller(target: Extract<LoadTarget, { kind: 'sql' }>, concurrency: number): { call: Call; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: concurrency });
  const call: Call = async () => {
    try {
      await pool.query(target.sql);
      return true;
    } catch {
      return false;
    }
  };
  return { call, close: () => pool.end() };
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const caller = plan.target.kind === 'http' ? httpCaller(plan.target, plan.concurrency) : sqlCaller(plan.target, plan.concurrency);
  try {
    // Warm-up: open the connections, let the server prepare its plans.
    await Promise.all(Array.from({ length: Math.min(plan.warmup, plan.concurrency) }, () => caller.call()));
    for (let i = plan.concurrency; i < plan.warmup; i += 1) await caller.call();
    const latencies: number[] = [];
    let failures = 0;
    let started = 0;
    const t0 = performance.now();
    const worker = async () => {
      while (started < plan.requests) {
        started += 1;
        const begin = performance.now();
        const ok = await caller.call();
        latencies.push(performance.now() - begin);
        if (!ok) failures += 1;
      }
    };
    await Promise.all(Array.from({ length: plan.concurrency }, worker));
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      failures,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      throughput: latencies.length / seconds,
    };
  } finally {
    await caller.close();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const plan = JSON.parse(process.argv[2] ?? '') as LoadPlan;
  process.stdout.write(`${JSON.stringify(await runLoad(plan))}\n`);
}
