// @vitest-environment node
// A remote's release must carry its server build (scripts/release.mjs): the release step refuses a
// build whose manifest names no server entry, or names one the build does not contain.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingServerBuild, release } from '../../scripts/release.mjs';

const SERVER_ENTRY = { name: 'remoteEntry.js', path: 'ssr', type: 'commonjs-module' };

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'firm-release-'));
  folders.push(dir);
  return dir;
}

/** A build folder: a manifest with the given metaData, and the given files. */
function build(dir: string, metaData: object, files: string[] = []): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, ...metaData } }));
  for (const file of ['remoteEntry.js', ...files]) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

describe('missingServerBuild', () => {
  it('accepts a build whose manifest names its server entry, present in the build', () => {
    expect(missingServerBuild(build(folder(), { ssrRemoteEntry: SERVER_ENTRY }, ['ssr/remoteEntry.js']))).toBeNull();
  });

  it('names what is missing', () => {
    expect(missingServerBuild(build(folder(), {}))).toMatch(/names no server build \(metaData\.ssrRemoteEntry\)/);
    expect(missingServerBuild(build(folder(), { ssrRemoteEntry: SERVER_ENTRY }))).toBe(
      `its mf-manifest.json names the server entry ${join('ssr', 'remoteEntry.js')}, which the build does not contain`,
    );
    expect(missingServerBuild(folder())).toBe('it has no mf-manifest.json');
  });
});

/**
 * An app source whose `npm run build` writes the given build into RELEASE_DIST_DIR, as the real
 * build scripts do.
 */
function appSource(name: string, metaData: object | null): string {
  const dir = folder();
  const write = metaData
    ? `fs.writeFileSync(path.join(out, 'mf-manifest.json'), ${JSON.stringify(JSON.stringify({ metaData }))});`
    : `fs.writeFileSync(path.join(out, 'index.html'), '');`;
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', scripts: { build: 'node build.mjs' } }));
  writeFileSync(
    join(dir, 'build.mjs'),
    `import fs from 'node:fs'; import path from 'node:path';\nconst out = process.env.RELEASE_DIST_DIR; fs.mkdirSync(out, { recursive: true }); ${write}\n`,
  );
  return dir;
}

describe('release', () => {
  it('refuses a remote built without its server build, and stores nothing', () => {
    const outDir = folder();
    expect(() => release({ app: 'mfe-blog', sourceDir: appSource('mfe-blog', { remoteEntry: { name: 'remoteEntry.js', path: '' } }), outDir, log: () => {} })).toThrow(
      'mfe-blog was not released: its mf-manifest.json names no server build (metaData.ssrRemoteEntry)',
    );
    expect(existsSync(join(outDir, 'mfe-blog')) ? readdirSync(join(outDir, 'mfe-blog')) : []).toEqual([]);
  });

  it('releases the shell, which has no server build, as before', () => {
    const shell = release({ app: 'shell', sourceDir: appSource('shell', null), outDir: folder(), log: () => {} });
    expect(shell.reused).toBe(false);
    expect(existsSync(join(shell.dir, 'release.json'))).toBe(true);
  });
});
