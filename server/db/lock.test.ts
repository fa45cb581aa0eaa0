/**
 * The embedded database's lock between processes that cannot see each other's pids: each holder
 * runs under `unshare --pid --fork`, as a container sharing the data folder would (both are pid 1).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock.js';

const canUnshare = process.getuid?.() === 0 && spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
const STALE_MS = 3_000;

/** A process in its own PID namespace that takes the lock, says so, and holds it until killed. */
function holder(dir: string): { child: ChildProcess; outcome: Promise<string> } {
  const script = `
    import { acquireDataDirLock } from './server/db/lock.ts';
    try {
      await acquireDataDirLock(${JSON.stringify(dir)}, 'server', { staleMs: ${STALE_MS} });
      console.log('locked as pid ' + process.pid);
      setInterval(() => {}, 1000);
    } catch (e) { console.log('refused: ' + e.message); process.exit(3); }`;
  const child = spawn(
    'unshare',
    ['--pid', '--fork', '--kill-child', process.execPath, '--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  const outcome = new Promise<string>((resolve) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve(out.trim());
    });
    child.on('exit', () => resolve(out.trim()));
  });
  return { child, outcome };
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  vi.useRealTimers();
});

/**
 * Takes the lock with the clock's timers stopped: the file system answers, but a wait never ends.
 * So it resolves only when the lock was free to take at once, whatever the machine's load; a lock
 * that waited fails the test by its time limit instead of by a measured duration.
 */
async function acquireWithoutWaiting(...args: Parameters<typeof acquireDataDirLock>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
  try {
    return await acquireDataDirLock(...args);
  } finally {
    vi.useRealTimers();
  }
}

describe.skipIf(!canUnshare)('embedded database lock across PID namespaces', () => {
  it('refuses a second server in another PID namespace while the first runs, both being pid 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cv-lock-'));
    const first = holder(dir);
    expect(await first.outcome).toBe('locked as pid 1');
    const second = holder(dir);
    expect(await second.outcome).toMatch(/^refused: The embedded database in .* is in use by the server/);
  }, 60_000);

  it('is taken over after the holder is killed with -9, without deleting anything', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cv-lock-'));
    writeFileSync(join(dir, 'PG_VERSION'), '17');
    const first = holder(dir);
    expect(await first.outcome).toBe('locked as pid 1');
    const gone = new Promise((resolve) => first.child.on('exit', resolve));
    first.child.kill('SIGKILL');
    await gone;
    const second = holder(dir);
    expect(await second.outcome).toBe('locked as pid 1');
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
  }, 60_000);
});

describe('embedded database lock', () => {
  it('takes a lock left long ago at once, whatever process now has the pid it names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cv-lock-'));
    const left = join(dir, 'database.lock');
    mkdirSync(left);
    writeFileSync(`${left}.owner`, JSON.stringify({ owner: 'server', host: 'elsewhere', pid: process.pid }));
    const old = new Date(Date.now() - 60_000);
    utimesSync(left, old, old);
    const release = await acquireWithoutWaiting(dir, 'server');
    await release();
  });

  it('refuses the folder while it is held, and lets it be locked again at once when released', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cv-lock-'));
    const opts = { staleMs: STALE_MS };
    const release = await acquireDataDirLock(dir, 'server', opts);
    await expect(acquireDataDirLock(dir, 'admin tool', opts)).rejects.toBeInstanceOf(DataDirLockedError);
    expect(existsSync(join(dir, 'database.lock'))).toBe(true);
    await release();
    expect(existsSync(join(dir, 'database.lock'))).toBe(false);
    const again = await acquireWithoutWaiting(dir, 'admin tool', opts);
    await again();
  }, 30_000);
});
