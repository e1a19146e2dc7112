// The production serving check: releases every app (reusing unchanged releases), serves the
// artifacts through nginx with deploy/nginx/site.conf (shell :3900, remotes :3901–3904, /api to
// the backend on :54321) and runs the smoke subset of the e2e suite against it.
//
//   node scripts/nginx-smoke.mjs           # smoke run, exit code of Playwright
//   node scripts/nginx-smoke.mjs --serve   # keep serving until Ctrl-C, to look around
//
// The backend must be running (`npm start` runs it; Playwright starts the site when it is not).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './release.mjs';
import { startNginxSite } from './nginx-stack.mjs';

const site = await startNginxSite();

if (process.argv.includes('--serve')) {
  console.log(`Open ${site.baseUrl} (Ctrl-C stops nginx)`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void site.stop().then(() => process.exit(0)));
  }
} else {
  const code = await new Promise((done) => {
    const run = spawn(process.execPath, [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', 'tests/nginx-smoke.spec.ts'], {
      cwd: join(ROOT, 'e2e'),
      env: { ...process.env, NGINX_BASE_URL: site.baseUrl, NGINX_DEPLOY_ROOT: site.root },
      stdio: 'inherit',
    });
    run.on('exit', (exitCode) => done(exitCode ?? 1));
  });
  await site.stop();
  process.exit(code);
}
