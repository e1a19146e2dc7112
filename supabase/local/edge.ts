// Runs the functions in Deno as the hosted platform does: one `deno run` of edge-runtime/main.ts,
// with the function entries' own import map (functions/deno.json) and lock (functions/deno.lock),
// and the packages npm installed (no download at run time), the platform's environment names, restarted if it dies. The front
// door waits for it to listen before sending it anything.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SUPABASE_DIR } from './config.ts';
import { spawnTiedToParent } from './child.ts';

export interface EdgeRuntime {
  /** Where the Deno server listens once ready; waits for a (re)start in progress. */
  origin(): Promise<string>;
  /** The Deno process id (for `ps` and tests). */
  pid(): number | undefined;
  stop(): Promise<void>;
  /** Synchronous kill, for process 'exit' handlers. */
  kill(): void;
}

export interface EdgeRuntimeOptions {
  /** The functions' environment: platform variables and secrets. */
  env: Record<string, string>;
  log: (message: string) => void;
  /** Restart when a file under supabase/functions changes (development). */
  watch?: boolean;
}

const READY = /edge-runtime listening on (\d+)/;
const START_TIMEOUT_MS = 30_000;

export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `@deno/${process.platform}-${process.arch === 'x64' ? 'x64' : process.arch}${process.platform === 'linux' ? '-glibc' : ''}`;
  try {
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), process.platform === 'win32' ? 'deno.exe' : 'deno');
  } catch {
    throw new Error(`The Deno binary package ${pkg} is not installed (run npm ci in the repository root).`);
  }
}

export function denoArgs(): string[] {
  const repoRoot = path.resolve(SUPABASE_DIR, '..');
  return [
    'run',
    '--quiet',
    '--no-prompt',
    `--config=${path.join(SUPABASE_DIR, 'functions', 'deno.json')}`,
    // The packages come from the repository's node_modules, installed by npm ci.
    '--node-modules-dir=manual',
    // functions/deno.lock is read, never rewritten: a deno.json it does not match stops the start
    // (update it with `npm run lock:functions`).
    '--frozen',
    '--allow-env',
    '--allow-net',
    '--allow-sys',
    `--allow-read=${repoRoot}`,
    path.join(SUPABASE_DIR, 'local', 'edge-runtime', 'main.ts'),
  ];
}

export async function startEdgeRuntime(options: EdgeRuntimeOptions): Promise<EdgeRuntime> {
  const binary = denoBinary();
  let child: ChildProcess | undefined;
  let stopping = false;
  let ready: Promise<string>;
  let watcher: fs.FSWatcher | undefined;

  const launch = (): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', ...options.env };
      const proc = spawnTiedToParent(binary, denoArgs(), env);
      child = proc;
      let output = '';
      let listening = false;
      const timer = setTimeout(() => {
        proc.kill('SIGKILL');
        reject(new Error(`Deno did not start the functions within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
      }, START_TIMEOUT_MS);
      const onOutput = (chunk: Buffer) => {
        const text = chunk.toString();
        output = (output + text).slice(-4000);
        const match = listening ? null : READY.exec(output);
        if (match) {
          listening = true;
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${match[1]}`);
        }
        for (const line of text.split('\n')) {
          if (line.trim() && !READY.test(line)) options.log(`[functions] ${line.trimEnd()}`);
        }
      };
      proc.stdout?.on('data', onOutput);
      proc.stderr?.on('data', onOutput);
      proc.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      proc.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (!listening) {
          reject(new Error(`Deno exited while starting the functions (${signal ?? `code ${code}`}):\n${output}`));
          return;
        }
        if (!stopping && child === proc) {
          console.error(`[functions] Deno exited (${signal ?? `code ${code}`}); restarting`);
          ready = launch();
          ready.catch((error: Error) => console.error(`[functions] restart failed: ${error.message}`));
        }
      });
    });

  ready = launch();
  await ready;

  if (options.watch) {
    let timer: NodeJS.Timeout | undefined;
    watcher = fs.watch(path.join(SUPABASE_DIR, 'functions'), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        options.log('[functions] a function changed: restarting Deno');
        const old = child;
        ready = launch();
        ready.catch((error: Error) => console.error(`[functions] restart failed: ${error.message}`));
        old?.kill('SIGTERM');
      }, 200);
    });
  }

  return {
    origin: () => ready,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      watcher?.close();
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const killer = setTimeout(() => proc.kill('SIGKILL'), 3000);
        proc.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        proc.kill('SIGTERM');
      });
    },
    kill() {
      stopping = true;
      child?.kill('SIGKILL');
    },
  };
}
