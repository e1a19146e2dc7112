// `npm run bench:backend`: latency (p50 / p99) and throughput of a list read, a single read and a
// sign-in through the local backend's front door, at 1 and 50 concurrent clients, on the embedded
// database (PGlite) and on a throwaway PostgreSQL 15 server. Writes bench/backend.md and .json.
// A report, not a pass/fail test; the targets are printed beside the figures.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBackend, type Backend } from '../local/server.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PG15_SCRIPT = join(ROOT, 'supabase', 'local', 'pg15.sh');

interface Scenario {
  name: string;
  requests: Record<number, number>;
  run(backend: Backend): Promise<Response>;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'list read (published posts)',
    requests: { 1: 300, 50: 2000 },
    run: (b) =>
      fetch(`${b.url}/rest/v1/published_blog_posts?select=id,title,slug,excerpt,published_at,category&order=published_at.desc`, {
        headers: { apikey: b.anonKey },
      }),
  },
  {
    name: 'single read (post by slug)',
    requests: { 1: 300, 50: 2000 },
    run: (b) =>
      fetch(`${b.url}/rest/v1/published_blog_posts?slug=eq.form-w4-explained-for-employers&select=*`, {
        headers: { apikey: b.anonKey, accept: 'application/vnd.pgrst.object+json' },
      }),
  },
  {
    name: 'sign-in (password grant)',
    requests: { 1: 30, 50: 200 },
    run: (b) =>
      fetch(`${b.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: b.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'writer@demo.local', password: 'demo-password-1' }),
      }),
  },
];

interface Result {
  database: string;
  scenario: string;
  concurrency: number;
  requests: number;
  failures: number;
  p50: number;
  p99: number;
  throughput: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function measure(backend: Backend, database: string, scenario: Scenario, concurrency: number): Promise<Result> {
  const total = scenario.requests[concurrency] ?? 100;
  // Warm-up: connections, prepared plans, caches.
  for (let i = 0; i < 5; i += 1) await (await scenario.run(backend)).arrayBuffer();
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      const response = await scenario.run(backend);
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    database,
    scenario: scenario.name,
    concurrency,
    requests: latencies.length,
    failures,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    throughput: latencies.length / seconds,
  };
}

async function benchOne(database: string, backend: Backend): Promise<Result[]> {
  const results: Result[] = [];
  for (const scenario of SCENARIOS) {
    for (const concurrency of [1, 50]) {
      const result = await measure(backend, database, scenario, concurrency);
      results.push(result);
      console.log(
        `${database.padEnd(10)} ${scenario.name.padEnd(28)} c=${String(concurrency).padEnd(3)} p50 ${result.p50.toFixed(1).padStart(7)} ms  p99 ${result.p99.toFixed(1).padStart(7)} ms  ${result.throughput.toFixed(0).padStart(6)} req/s  failures ${result.failures}`,
      );
    }
  }
  return results;
}

const results: Result[] = [];
const work = mkdtempSync(join(tmpdir(), 'backend-bench-'));
// The PostgreSQL cluster runs as its own user, which must be able to enter this folder.
chmodSync(work, 0o755);
try {
  const embedded = await startBackend({ port: 0, dbPort: 0, dataDir: join(work, 'pglite'), log: false, maxFailedSignInsPerIp: 1_000_000 });
  try {
    results.push(...(await benchOne('PGlite', embedded)));
  } finally {
    await embedded.stop();
  }
  const pgDir = join(work, 'pg15');
  const databaseUrl = execFileSync('bash', [PG15_SCRIPT, 'start', pgDir, '54533'], { encoding: 'utf8' }).trim();
  try {
    const server = await startBackend({ port: 0, databaseUrl, log: false, maxFailedSignInsPerIp: 1_000_000 });
    try {
      results.push(...(await benchOne('PG 15', server)));
    } finally {
      await server.stop();
    }
  } finally {
    execFileSync('bash', [PG15_SCRIPT, 'stop', pgDir]);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const target = (r: Result) =>
  r.database === 'PG 15' && r.scenario.startsWith('list read') && r.concurrency === 50
    ? `p50 ≤ 10 ms, p99 ≤ 40 ms: ${r.p50 <= 10 && r.p99 <= 40 ? 'met' : 'not met'}`
    : '';
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'backend.json'), JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2));
writeFileSync(
  join(ROOT, 'bench', 'backend.md'),
  [
    `# Backend latency and throughput (${new Date().toISOString()})`,
    '',
    'Through the front door (PostgREST for reads, the auth service for sign-in), HTTP keep-alive, on this machine.',
    'PGlite serves one query at a time (one shared session), so its latency under 50 clients is queueing: throughput is bounded by single-query time.',
    'Sign-in is bounded by bcrypt (cost 10) on the backend process.',
    `At 50 clients latency is bounded by throughput (Little's law: p50 ≈ 50 / throughput): the load generator, the front door, PostgREST and Postgres share this machine's ${availableParallelism()} cores.`,
    '',
    '| Database | Call | Clients | Requests | Failures | p50 (ms) | p99 (ms) | Throughput (req/s) | Target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.scenario} | ${r.concurrency} | ${r.requests} | ${r.failures} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.throughput.toFixed(0)} | ${target(r)} |`,
    ),
    '',
  ].join('\n'),
);
console.log('\nWrote bench/backend.md and bench/backend.json');
