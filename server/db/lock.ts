/**
 * The embedded database is one process's files: a second process opening them would corrupt
 * them. The lock is a lease (proper-lockfile): a lock directory whose modification time the holder
 * renews every few seconds. It needs no process ids, so it holds between PID namespaces and
 * containers that share the folder (where a pid means nothing, or every server is pid 1), and a
 * reused pid cannot fool it. After a crash the lease simply runs out: the next start waits for
 * that and takes the lock, with nothing to delete by hand.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { CannotStartError } from '../start-error.js';

export class DataDirLockedError extends CannotStartError {}

interface LockOptions {
  /** How long a lease lasts without renewal: how long a start waits after a crash. */
  staleMs?: number;
  /** Called if the lease was lost anyway (the process stalled past it): the files are no longer ours. */
  onLost?: (err: Error) => void;
}

const LOCK_STALE_MS = 15_000;

export async function acquireDataDirLock(
  dataDir: string,
  owner: string,
  opts: LockOptions = {},
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockDir = join(dataDir, 'database.lock');
  const stale = opts.staleMs ?? LOCK_STALE_MS;
  const release = await leaseOrRefuse(dataDir, lockDir, stale, opts.onLost);
  try {
    // Beside the lock, not in it: the lock directory must stay empty to be removed.
    writeFileSync(`${lockDir}.owner`, JSON.stringify({ owner, host: hostname() }));
  } catch {
    // Only used to name the holder in a refusal.
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    // A lock not removed goes stale after LOCK_STALE_MS, and the next start takes it.
    await release().catch(() => {});
  };
}

function describeHolder(lockDir: string): string {
  try {
    const held = JSON.parse(readFileSync(`${lockDir}.owner`, 'utf8')) as { owner: string; host: string };
    const age = Math.round((Date.now() - statSync(lockDir).mtimeMs) / 1000);
    return `the ${held.owner} on ${held.host} (lease renewed ${age}s ago)`;
  } catch {
    return 'another process';
  }
}

/**
 * Takes the lease. A lease that is still being renewed belongs to a live holder: refuse as soon
 * as a renewal is seen. One that is not renewed was left by a crash: wait until it runs out.
 */
async function leaseOrRefuse(
  dataDir: string,
  lockDir: string,
  stale: number,
  onLost: ((err: Error) => void) | undefined,
): Promise<() => Promise<void>> {
  const deadline = Date.now() + stale + 2_000;
  let seen: number | undefined;
  for (;;) {
    try {
      return await lockfile.lock(dataDir, {
        lockfilePath: lockDir,
        realpath: false,
        stale,
        update: Math.max(1_000, Math.floor(stale / 3)),
        onCompromised:
          onLost ??
          ((err) => {
            process.stderr.write(`Stopping: lost the lock on ${dataDir} (${err.message})\n`);
            process.exit(1);
          }),
      });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ELOCKED') throw e;
    }
    let renewed: number | undefined;
    try {
      renewed = statSync(lockDir).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    if ((seen !== undefined && renewed !== seen) || Date.now() > deadline) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by ${describeHolder(lockDir)}. Stop it first, or use DATABASE_URL.`,
      );
    }
    seen = renewed;
    await new Promise((r) => setTimeout(r, 250));
  }
}
