// `npm run release -w <app>`: builds one app and stores it as an immutable, versioned artifact in
// releases/<app>/<version>-<content hash>/ — its production build plus release.json (app,
// version, the contract version it was built against, the contract range it declares, build time,
// content hash). A remote's mf-manifest.json carries the same record under metaData.release.
//
// A remote's release also carries its server build, ssr/ (shared-contracts/build/rsbuild.ts),
// which the manifest names as metaData.ssrRemoteEntry: a remote release without it is refused, so
// every release the runtime config can name can be rendered on the server.
//
// Releasing never touches the app's dist/ (the build goes to a staging folder), never overwrites
// a release (same content = same folder), and reuses an earlier release when nothing that goes
// into the build changed (same sources, shared-contracts, lockfile and contract version).
//
//   node scripts/release.mjs <app> [--source <dir>] [--out <releases dir>]
//
// --source builds a copy of the app kept elsewhere (one level below the repo root, so its configs
// resolve the same packages); --out stores the release in another folder than releases/.
// CONTRACT_VERSION_OVERRIDE records another contract version (tests of an incompatible remote).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const APPS = ['shell', 'mfe-marketing', 'mfe-blog', 'mfe-tools', 'mfe-admin'];
export const RELEASES_DIR = join(ROOT, 'releases');

const SKIP = new Set(['node_modules', 'dist', 'dist-monolith', '.data', 'test-results', '.build-stamp']);

/** The contract version shared-contracts declares (src/version.ts). */
export function contractVersion() {
  const source = readFileSync(join(ROOT, 'shared-contracts', 'src', 'version.ts'), 'utf8');
  const match = /CONTRACT_VERSION\s*=\s*'([^']+)'/.exec(source);
  if (!match) throw new Error('shared-contracts/src/version.ts does not declare CONTRACT_VERSION');
  return match[1];
}

function walk(dir, onFile, skip = () => false) {
  const visit = (d) => {
    for (const entry of readdirSync(d).sort()) {
      if (skip(entry)) continue;
      const path = join(d, entry);
      if (statSync(path).isDirectory()) visit(path);
      else onFile(path);
    }
  };
  visit(dir);
}

/**
 * Why a remote's build folder cannot be released for server rendering, or null when it can: its
 * mf-manifest.json must name a server entry (metaData.ssrRemoteEntry) and that file must be there.
 * @param {string} dir  the build folder (a staging folder or a release)
 * @returns {string | null}
 */
export function missingServerBuild(dir) {
  const manifestPath = join(dir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) return 'it has no mf-manifest.json';
  const entry = JSON.parse(readFileSync(manifestPath, 'utf8')).metaData?.ssrRemoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) {
    return 'its mf-manifest.json names no server build (metaData.ssrRemoteEntry); `rsbuild build` builds ssr/ beside the browser build';
  }
  const file = join(entry.path ?? '', entry.name);
  if (!existsSync(join(dir, file))) return `its mf-manifest.json names the server entry ${file}, which the build does not contain`;
  return null;
}

/** sha256 over every file of a folder (relative path and bytes), in a stable order. */
export function hashFolder(dir, skip = () => false) {
  const hash = createHash('sha256');
  walk(
    dir,
    (path) => {
      hash.update(relative(dir, path));
      hash.update('\0');
      hash.update(readFileSync(path));
    },
    skip,
  );
  return hash.digest('hex');
}

/** Everything that goes into a build: the app's sources, shared-contracts, the lockfile, the contract version. */
function inputStamp(app, sourceDir, builtFor) {
  const hash = createHash('sha256');
  const skip = (entry) => SKIP.has(entry) || /\.test\.tsx?$/.test(entry);
  hash.update(hashFolder(sourceDir, skip));
  hash.update(hashFolder(join(ROOT, 'shared-contracts'), skip));
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  hash.update(builtFor);
  // The shell's release also carries the sitemap and robots.txt written for SITE_URL.
  if (app === 'shell') {
    hash.update(hashFolder(join(ROOT, 'scripts', 'seo'), skip));
    hash.update(process.env.SITE_URL ?? '');
  }
  return hash.digest('hex');
}

/** The releases of one app in a releases folder, newest first. */
export function listReleases(app, outDir = RELEASES_DIR) {
  const dir = join(outDir, app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((id) => !id.startsWith('.') && existsSync(join(dir, id, 'release.json')))
    .map((id) => ({ id, dir: join(dir, id), release: JSON.parse(readFileSync(join(dir, id, 'release.json'), 'utf8')) }))
    .sort((a, b) => String(b.release.builtAt).localeCompare(String(a.release.builtAt)));
}

/**
 * Builds and stores one release (or finds the one already made from the same inputs).
 * @param {{ app: string, sourceDir?: string, outDir?: string, contractVersion?: string,
 *           log?: (line: string) => void }} options  contractVersion: record another contract
 *           version than shared-contracts' own (tests of an incompatible remote)
 * @returns {{ id: string, dir: string, release: Record<string, unknown>, reused: boolean }}
 */
export function release({ app, sourceDir = join(ROOT, app), outDir = RELEASES_DIR, log = console.log, ...options }) {
  if (!APPS.includes(app)) throw new Error(`Unknown app "${app}" (one of ${APPS.join(', ')})`);
  const pkg = JSON.parse(readFileSync(join(sourceDir, 'package.json'), 'utf8'));
  const builtFor = options.contractVersion || process.env.CONTRACT_VERSION_OVERRIDE || contractVersion();
  const declared = pkg.dependencies?.['@firm/shared-contracts'] ?? null;
  const stamp = inputStamp(app, sourceDir, builtFor);

  const isRemote = app !== 'shell';
  const earlier = listReleases(app, outDir).find((r) => r.release.inputStamp === stamp);
  if (earlier) {
    const missing = isRemote && missingServerBuild(earlier.dir);
    if (missing) throw new Error(`${app}: release ${earlier.id} cannot be reused: ${missing}. Remove ${earlier.dir} to build it again.`);
    log(`${app}: nothing changed since release ${earlier.id} (${relative(ROOT, earlier.dir) || earlier.dir})`);
    return { ...earlier, reused: true };
  }

  const staging = join(outDir, app, `.staging-${process.pid}-${Date.now()}`);
  rmSync(staging, { recursive: true, force: true });
  log(`${app}: building ${relative(ROOT, sourceDir) || sourceDir} (contract ${builtFor})...`);
  try {
    // The app's own build script, so a release holds what `npm run build` makes (the shell's
    // also writes the sitemap and robots.txt for SITE_URL).
    execFileSync('npm', ['run', 'build', '--silent'], {
      cwd: sourceDir,
      // A release is a production build whatever NODE_ENV the caller runs with (a test runner's
      // 'test' would make rsbuild build without minifying, with source maps, under the same stamp).
      env: { ...process.env, NODE_ENV: 'production', RELEASE_DIST_DIR: staging, CONTRACT_VERSION_OVERRIDE: builtFor },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`The build of ${app} failed${output ? `:\n${output}` : ''}`, { cause: error });
  }
  const missing = isRemote && missingServerBuild(staging);
  if (missing) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${app} was not released: ${missing}.`);
  }

  const contentHash = hashFolder(staging);
  const id = `${pkg.version}-${contentHash.slice(0, 10)}`;
  const record = {
    app,
    version: pkg.version,
    id,
    contractVersion: builtFor,
    contractRange: declared && /^\d/.test(declared) ? `^${declared}` : declared,
    builtAt: new Date().toISOString(),
    contentHash: `sha256:${contentHash}`,
    inputStamp: stamp,
  };
  const manifestPath = join(staging, 'mf-manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const { inputStamp: _stamp, ...annotation } = record;
    manifest.metaData = { ...manifest.metaData, release: annotation };
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  writeFileSync(join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);

  const final = join(outDir, app, id);
  if (existsSync(final)) {
    // The same build output was released before: a release is never overwritten.
    rmSync(staging, { recursive: true, force: true });
    const existing = JSON.parse(readFileSync(join(final, 'release.json'), 'utf8'));
    log(`${app}: identical to release ${id}, kept as it was`);
    return { id, dir: final, release: existing, reused: true };
  }
  renameSync(staging, final);
  log(`${app}: released ${id} → ${relative(ROOT, final) || final}`);
  return { id, dir: final, release: record, reused: false };
}

function parseArgs(argv) {
  const options = { app: argv[0] };
  for (let i = 1; i < argv.length; i += 2) {
    if (argv[i] === '--source') options.sourceDir = resolve(argv[i + 1]);
    else if (argv[i] === '--out') options.outDir = resolve(argv[i + 1]);
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (!options.app) throw new Error(`Usage: release.mjs <${APPS.join('|')}> [--source <dir>] [--out <dir>]`);
    const result = release(options);
    console.log(JSON.stringify({ dir: result.dir, ...result.release, inputStamp: undefined }, null, 2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
