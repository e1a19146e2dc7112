// `npm run bench:backend`: latency (p50 / p99) and throughput of a list read, a single read and a
// sign-in through the local backend's front door, at 1 and 50 concurrent clients, on the local
// database (PostgreSQL 17) and on a throwaway PostgreSQL 15 server; then, for the list read on the
// server, the same call one hop further in (PostgREST's own socket, the SQL alone), so the report
// shows where the time goes. The client runs as its own process (load-generator.ts).
// Writes bench/backend.md and .json. A report, not a pass/fail test; the targets are printed
// beside the figures.
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startCluster } from '../local/postgres.ts';
import { startBackend, type Backend } from '../local/server.ts';
import { projectConfigWith, UNLIMITED_AUTH_RATES } from '../tests/helpers/project-config-file.ts';
import type { LoadPlan, LoadResult, LoadTarget } from './load-generator.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const LOAD_GENERATOR = join(import.meta.dirname, 'load-generator.ts');

// The blog's own reads: the public API answers them through functions, never a table or view
// (docs/security.md, "Public reads").
const LIST_QUERY = '/rpc/blog_post_list';

interface Scenario {
  name: string;
  requests: Record<number, number>;
  target(backend: Backend): LoadTarget;
}

/** Reads are cheap: enough of them for a stable p99. */
const READ_REQUESTS = { 1: 500, 50: 5000 };

const restGet = (backend: Backend, query: string, extra: Record<string, string> = {}): LoadTarget => ({
  kind: 'http',
  url: `${backend.url}/rest/v1${query}`,
  method: 'GET',
  headers: { apikey: backend.anonKey, ...extra },
});

const SCENARIOS: Scenario[] = [
  {
    name: 'list read (published posts)',
    requests: READ_REQUESTS,
    target: (b) => restGet(b, LIST_QUERY),
  },
  {
    name: 'single read (post by slug)',
    requests: READ_REQUESTS,
    target: (b) =>
      restGet(b, '/rpc/blog_post?post_slug=form-w4-explained-for-employers'),
  },
  {
    name: 'sign-in (password grant)',
    requests: { 1: 30, 50: 200 },
    target: (b) => ({
      kind: 'http',
      url: `${b.url}/auth/v1/token?grant_type=password`,
      method: 'POST',
      headers: { apikey: b.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'writer@demo.local', password: 'demo-password-1' }),
    }),
  },
];

/** The list read one hop further in each time: what each layer costs on its own. */
const LIST_READ_HOPS: Scenario[] = [
  { name: 'front door → PostgREST → Postgres', requests: READ_REQUESTS, target: (b) => restGet(b, LIST_QUERY) },
  {
    name: 'PostgREST → Postgres (its own socket)',
    requests: READ_REQUESTS,
    // The front door's work on this path is adding the API key as the bearer token.
    target: (b) => ({
      kind: 'http',
      url: `http://localhost${LIST_QUERY}`,
      socketPath: b.restSocketPath,
      method: 'GET',
      headers: { authorization: `Bearer ${b.anonKey}` },
    }),
  },
  {
    name: 'Postgres alone (the SQL PostgREST sends)',
    requests: READ_REQUESTS,
    // The statements PostgREST runs for this call (its scalar function call, in substance), in one round trip.
    target: (b) => ({
      kind: 'sql',
      databaseUrl: b.databaseUrl,
      sql: [
        'begin isolation level read committed read only',
        `select set_config('search_path', '"public", "extensions"', true), set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('request.method', 'GET', true), set_config('request.path', '/rpc/blog_post_list', true)`,
        `with pgrst_source as (select public.blog_post_list() as pgrst_scalar) select null::bigint as total_result_set, 1 as page_total, coalesce((json_agg(_postgrest_t.pgrst_scalar) -> 0)::text, 'null') as body from (select * from pgrst_source) _postgrest_t`,
        'commit',
      ].join('; '),
    }),
  },
];

interface Result extends LoadResult {
  database: string;
  scenario: string;
  concurrency: number;
}

const execFileAsync = promisify(execFile);

async function load(target: LoadTarget, concurrency: number, requests: number): Promise<LoadResult> {
  const plan: LoadPlan = { target, concurrency, requests, warmup: Math.max(5, concurrency) };
  const { stdout } = await execFileAsync(process.execPath, ['--experimental-strip-types', LOAD_GENERATOR, JSON.stringify(plan)], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout) as LoadResult;
}

function printRow(r: Result) {
  console.log(
    `${r.database.padEnd(10)} ${r.scenario.padEnd(42)} c=${String(r.concurrency).padEnd(3)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p99 ${r.p99.toFixed(1).padStart(7)} ms  ${r.throughput.toFixed(0).padStart(6)} req/s  failures ${r.failures}`,
  );
}

/** Each scenario at 1 and at 50 concurrent clients. */
async function bench(database: string, backend: Backend, scenarios: Scenario[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const scenario of scenarios) {
    for (const concurrency of [1, 50]) {
      const result = { database, scenario: scenario.name, concurrency, ...(await load(scenario.target(backend), concurrency, scenario.requests[concurrency] ?? 100)) };
      results.push(result);
      printRow(result);
    }
  }
  return results;
}

const results: Result[] = [];
const hops: Result[] = [];
const work = mkdtempSync(join(tmpdir(), 'backend-bench-'));
// The PostgreSQL cluster runs as its own user, which must be able to enter this folder.
chmodSync(work, 0o755);
// The sign-in scenario sends thousands of /token requests from one address.
const projectConfigFile = projectConfigWith(UNLIMITED_AUTH_RATES);
try {
  const local = await startBackend({ port: 0, dbPort: 0, dataDir: join(work, 'postgres'), log: false, projectConfigFile });
  try {
    results.push(...(await bench('PG 17', local, SCENARIOS)));
  } finally {
    await local.stop();
  }
  const pg15 = await startCluster({ dataDir: join(work, 'pg15'), port: 0, bin: '/usr/lib/postgresql/15/bin' });
  try {
    const server = await startBackend({ port: 0, databaseUrl: pg15.url, log: false, projectConfigFile });
    try {
      results.push(...(await bench('PG 15', server, SCENARIOS)));
      hops.push(...(await bench('PG 15', server, LIST_READ_HOPS)));
    } finally {
      await server.stop();
    }
  } finally {
    await pg15.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const target = (r: Result) =>
  r.database === 'PG 15' && r.scenario.startsWith('list read') && r.concurrency === 50
    ? `p50 ≤ 10 ms, p99 ≤ 40 ms: ${r.p50 <= 10 && r.p99 <= 40 ? 'met' : 'not met'}`
    : '';
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'backend.json'), JSON.stringify({ measuredAt: new Date().toISOString(), results, listReadHops: hops }, null, 2));
const row = (r: Result, extra = '') =>
  `| ${r.database} | ${r.scenario} | ${r.concurrency} | ${r.requests} | ${r.failures} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.throughput.toFixed(0)} |${extra}`;
writeFileSync(
  join(ROOT, 'bench', 'backend.md'),
  [
    `# Backend latency and throughput (${new Date().toISOString()})`,
    '',
    'Through the front door (PostgREST for reads, the auth service for sign-in), HTTP keep-alive, on this machine.',
    'Sign-in is bounded by bcrypt (cost 10) on the backend process.',
    `At 50 clients latency is bounded by throughput (Little's law: p50 ≈ 50 / throughput): the load generator, the front door, PostgREST and Postgres share this machine's ${availableParallelism()} cores.`,
    '',
    '| Database | Call | Clients | Requests | Failures | p50 (ms) | p99 (ms) | Throughput (req/s) | Target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...results.map((r) => row(r, ` ${target(r)} |`)),
    '',
    '## Where the time of the list read goes (PG 15)',
    '',
    'The same list read, one hop further in each row. The difference between two rows is what the outer hop costs.',
    '',
    '| Database | Path | Clients | Requests | Failures | p50 (ms) | p99 (ms) | Throughput (req/s) |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...hops.map((r) => row(r)),
    '',
    ...hops
      .filter((r) => r.concurrency === 50)
      .map((r) => `- ${r.scenario} at 50 clients: p50 ≤ 10 ms, p99 ≤ 40 ms ${r.p50 <= 10 && r.p99 <= 40 ? 'met' : 'not met'}.`),
    '',
  ].join('\n'),
);
console.log('\nWrote bench/backend.md and bench/backend.json');
