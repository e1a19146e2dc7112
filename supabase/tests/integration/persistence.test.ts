// The local database's folder: data and applied migrations survive a restart, a later start
// applies only new migration files, and a second backend on the same folder is refused.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../local/lock.ts';
import { startBackend } from '../../local/server.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-persist-'));
// Reachable by the user the server runs as when the tests run as root.
fs.chmodSync(root, 0o755);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('data folder lock', () => {
  it('refuses a folder held by a live process and takes over one left by a dead process', async () => {
    const dir = path.join(root, 'locked');
    const holder = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(`${dir}.lock`, `${holder.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
    await new Promise((resolve) => holder.once('exit', resolve));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe('restart on the same folder', () => {
  it('keeps data, applies only new migrations and refuses a second owner', async () => {
    const dataDir = path.join(root, 'postgres');
    const migrationsDir = path.join(root, 'migrations');
    fs.mkdirSync(migrationsDir);
    fs.writeFileSync(
      path.join(migrationsDir, '20260101000000_first.sql'),
      `create table public.persist_probe (id int primary key, label text not null);
       insert into public.persist_probe values (1, 'from migration');`,
    );
    const common = {
      port: 0,
      dbPort: 0,
      dataDir,
      migrationsDir,
      seed: false,
      databaseUrl: '',
      seedFile: path.join(root, 'no-seed.sql'),
    };

    const first = await startBackend(common);
    try {
      expect(first.schema).toEqual({ bootstrapped: true, migrationsApplied: ['20260101000000_first.sql'], seeded: false });
      await expect(startBackend(common)).rejects.toThrow(/in use by another running backend/);
      const service = createClient(first.url, first.serviceKey, { auth: { persistSession: false } });
      const insert = await service.from('persist_probe').insert({ id: 2, label: 'from REST' });
      expect(insert.error).toBeNull();

      // A function made outside migrations is callable only once the schema is reloaded.
      await first.sql(`create function public.late_answer() returns int language sql as 'select 42'`);
      const before = await service.rpc('late_answer');
      expect(before.error?.code).toBe('PGRST202');
      await first.reloadSchema();
      const after = await service.rpc('late_answer');
      expect(after.error).toBeNull();
      expect(after.data).toBe(42);
    } finally {
      await first.stop();
    }
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);

    fs.writeFileSync(
      path.join(migrationsDir, '20260102000000_second.sql'),
      `alter table public.persist_probe add column extra text not null default 'added later';`,
    );
    const second = await startBackend(common);
    try {
      expect(second.schema).toEqual({ bootstrapped: false, migrationsApplied: ['20260102000000_second.sql'], seeded: false });
      const service = createClient(second.url, second.serviceKey, { auth: { persistSession: false } });
      const { data, error } = await service.from('persist_probe').select('id, label, extra').order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 1, label: 'from migration', extra: 'added later' },
        { id: 2, label: 'from REST', extra: 'added later' },
      ]);
    } finally {
      await second.stop();
    }
  });
});
