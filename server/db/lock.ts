/**
 * The embedded database is one process's files: a second process opening them would corrupt
 * them. A lock file with the owner's pid keeps the server and the admin tool from both opening it.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string, owner: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'embedded.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, owner }), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let held: { pid: number; owner: string } | null = null;
      try {
        held = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        held = null;
      }
      if (held && alive(held.pid) && held.pid !== process.pid) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by the ${held.owner} (pid ${held.pid}). Stop it first, or use DATABASE_URL.`,
        );
      }
      rmSync(file, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}
