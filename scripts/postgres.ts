/**
 * A throwaway PostgreSQL cluster for the tests that need real PostgreSQL (concurrency). It lives
 * in a temp folder, listens on a free local port, and is removed afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/test/free-port.js';

function findBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  return null;
}

/**
 * Tests run with fsync off (speed; the cluster is thrown away). `durable: true` keeps PostgreSQL's
 * default durability, for benchmarks whose figures must mean what production would see.
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
  /** Fault tests: `pg_ctl stop -m immediate`, the abrupt drop of every connection. */
  stopImmediately(): void;
  /** Starts the cluster again after stopImmediately (crash recovery runs first). */
  start(): void;
}

export async function startThrowawayPostgres(opts: { durable?: boolean } = {}): Promise<ThrowawayPostgres> {
  const bin = findBin();
  if (!bin) {
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql, or set TEST_DATABASE_URL.');
  }
  const dir = mkdtempSync(join(tmpdir(), 'coinvault-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: run it as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' });
    else execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir}${opts.durable ? '' : ' -c fsync=off'} -c max_connections=200`,
      'start',
    ]);
  start();
  console.log(`PostgreSQL for the tests on port ${port}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopImmediately: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        spawnSync('pkill', ['-f', data]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
