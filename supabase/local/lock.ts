// Two backends over one database folder would fight over its server: this pid lock file makes
// the second refuse clearly, naming the first, before it touches the folder.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(lockFile: string, pid: number) {
    super(
      `The database folder is in use by another running backend (pid ${pid}; lock file ${lockFile}). ` +
        'Stop that process, or use another folder with SUPABASE_DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` (beside the folder, since Postgres wants its data folder to itself).
 * A lock left by a dead process is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          // Only remove the lock if it is still ours.
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    } catch {
      // Removed between our attempt and this read: try again.
      continue;
    }
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(lockFile, holder);
    }
    if (holder === process.pid) {
      throw new DataDirLockedError(lockFile, holder);
    }
    // Stale lock from a process that is gone (or garbage): remove it and retry.
    try {
      fs.unlinkSync(lockFile);
    } catch {
      // Someone else removed it first.
    }
  }
  throw new Error(`Could not take the database lock ${lockFile}`);
}
