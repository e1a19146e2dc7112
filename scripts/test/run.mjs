// `npm test`: prepares what the suites need (prepare.mjs), then runs them in order (types, lint,
// unit and integration tests with the database on PostgreSQL 17, the database suite again on
// PostgreSQL 15, the migrations on
// PostgreSQL 15 and 17, the browser tests), stops at the first suite that fails, and ends with
// one line counting every test that ran: `N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepare } from './prepare.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Debian's PostgreSQL 15 (prepare.mjs installs it): the database suite's second run. */
const PG15_BIN = '/usr/lib/postgresql/15/bin';
const work = mkdtempSync(join(tmpdir(), 'firm-test-'));
const totals = { passed: 0, failed: 0 };

function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

const vitestReport = (name) => [`--reporter=default`, `--reporter=json`, `--outputFile.json=${join(work, `${name}.json`)}`];

/** Each suite: its command, and how to count its tests from what it leaves behind. */
const SUITES = [
  { name: 'types', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  {
    name: 'unit and integration tests (vitest)',
    command: 'npx',
    args: ['vitest', 'run', ...vitestReport('unit')],
    counts: () => vitestCounts(join(work, 'unit.json')),
  },
  {
    name: 'the database suite on PostgreSQL 15',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'supabase', ...vitestReport('pg15')],
    env: { TEST_POSTGRES_BIN: PG15_BIN },
    counts: () => vitestCounts(join(work, 'pg15.json')),
  },
  {
    name: 'the migrations from zero on PostgreSQL 15 and 17',
    command: 'node',
    args: ['supabase/tests/db/migrations-apply.ts'],
    counts: (output, ok) => {
      const passed = (output.match(/: ok,/g) ?? []).length;
      return { passed, failed: ok ? 0 : Math.max(1, 2 - passed) };
    },
  },
  {
    name: 'the browser tests (Playwright)',
    command: 'npm',
    args: ['run', 'test:e2e'],
    env: { E2E_JSON: join(work, 'e2e.json') },
    counts: () => playwrightCounts(join(work, 'e2e.json')),
  },
];

function finish(code) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}

prepare();
for (const suite of SUITES) {
  console.log(`\n▶ ${suite.name}`);
  // Output is shown as it comes; the migrations' own lines are also kept to be counted.
  const capture = suite.command === 'node';
  const result = spawnSync(suite.command, suite.args, {
    cwd: ROOT,
    env: { ...process.env, ...suite.env },
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
  });
  if (capture) process.stdout.write(result.stdout ?? '');
  const ok = result.status === 0;
  if (suite.counts) {
    try {
      const counts = suite.counts(result.stdout ?? '', ok);
      totals.passed += counts.passed;
      totals.failed += counts.failed;
    } catch {
      // No report (the suite did not get as far as running tests): counted as one failure below.
      if (!ok) totals.failed += 1;
    }
  } else if (!ok) {
    totals.failed += 1;
  }
  if (!ok) {
    console.error(`\n✗ ${suite.name} failed (exit ${result.status ?? result.signal}).`);
    finish(1);
  }
}
finish(0);
