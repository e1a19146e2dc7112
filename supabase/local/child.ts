// Starts a child program of the local backend (PostgREST, Deno) tied to this process: on Linux,
// setpriv makes the kernel stop the child if this process dies without cleaning up (SIGKILL,
// crash); setpriv execs the program, so signals sent to the child still reach it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

const SETPRIV = process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => fs.existsSync(p)) : undefined;

/** The program's stdout and stderr are piped; stdin is closed. */
export function spawnTiedToParent(binary: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const stdio: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe'];
  return SETPRIV ? spawn(SETPRIV, ['--pdeathsig', 'SIGTERM', '--', binary, ...args], { env, stdio }) : spawn(binary, args, { env, stdio });
}
