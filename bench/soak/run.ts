/**
 * A soak: the real server in its own process, customers made through its calls, N clients for a
 * while, optional faults on the way (SIGKILL of the server then a restart on the same data; an
 * immediate PostgreSQL stop then a start), then the ledger checked with the server stopped.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ThrowawayPostgres } from '../../scripts/postgres.js';
import { checkLedger, type LedgerCheck } from './checks.js';
import { makeCustomer, type SoakCustomer } from './customers.js';
import { type LoadStats, newStats, type Op, percentile, runClient } from './load.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

export interface SoakOptions {
  clients: number;
  seconds: number;
  port: number;
  /** PostgreSQL to run on (a database the soak may fill); the embedded database when absent. */
  databaseUrl?: string;
  /** The server's data folder: a new empty one when absent (a first start, as an operator's). */
  dataDir?: string;
  faults?: {
    /** Seconds into the load at which the server is killed with SIGKILL and started again. */
    killServerAt?: number[];
    /** PostgreSQL stopped immediately at `at` seconds into the load, started `downFor` seconds later. */
    stopPostgres?: { cluster: ThrowawayPostgres; at: number; downFor: number };
  };
  /** Progress lines (setup, faults, memory samples). */
  say?: (line: string) => void;
}

export interface SoakReport {
  requests: number;
  errors: Record<string, number>;
  /** Seconds into the load at which the first answer that was not a success came, or null. */
  firstErrorAfter: number | null;
  /** Milliseconds, over answered requests, per kind and for all. */
  latency: Record<Op | 'all', { p50: number; p99: number; count: number }>;
  /** Server resident memory in MB, sampled every few seconds (seconds since the load began). */
  rss: Array<{ at: number; mb: number }>;
  confirmed: number;
  restarts: number;
  ledger: LedgerCheck;
}

const RSS_EVERY_MS = 5_000;
const SETUP_CONCURRENCY = 8;

export async function runSoak(opts: SoakOptions): Promise<SoakReport> {
  const say = opts.say ?? (() => {});
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'coinvault-soak-'));
  const serverOpts = { port: opts.port, dataDir, databaseUrl: opts.databaseUrl };
  let server: ServerProcess = await startServerProcess(serverOpts);
  let restarts = 0;
  const stats = newStats();
  const rss: SoakReport['rss'] = [];
  let began = Date.now();
  try {
    say(`server up (pid ${server.pid}); making ${opts.clients} customers`);
    const customers = await makeCustomers(server.base, opts.clients);
    say(`load: ${opts.clients} clients for ${opts.seconds} s`);
    began = Date.now();
    const until = began + opts.seconds * 1000;
    const sample = () => {
      const mb = server.rssMb();
      if (mb !== null) rss.push({ at: Math.round((Date.now() - began) / 1000), mb });
    };
    sample();
    const sampler = setInterval(sample, RSS_EVERY_MS);
    const faults = scheduleFaults(opts, began, {
      restart: async () => {
        say('fault: SIGKILL of the server');
        await server.kill9();
        server = await startServerProcess(serverOpts);
        restarts++;
        say(`server started again (pid ${server.pid})`);
      },
      say,
    });
    try {
      await Promise.all(customers.map((c) => runClient(server.base, c, until, stats)));
      await faults;
    } finally {
      clearInterval(sampler);
    }
    sample();
  } finally {
    await server.stop();
  }
  say('checking the ledger');
  const ledger = await checkLedger(serverOpts, stats.confirmed);
  return report(stats, began, rss, restarts, ledger);
}

async function makeCustomers(base: string, n: number): Promise<SoakCustomer[]> {
  const customers: SoakCustomer[] = [];
  for (let i = 0; i < n; i += SETUP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY, n - i) }, (_, k) => makeCustomer(base, i + k + 1));
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

function scheduleFaults(
  opts: SoakOptions,
  began: number,
  act: { restart: () => Promise<void>; say: (line: string) => void },
): Promise<unknown> {
  const at = (seconds: number) => new Promise((r) => setTimeout(r, Math.max(0, began + seconds * 1000 - Date.now())));
  const jobs: Promise<unknown>[] = [];
  const kills = [...(opts.faults?.killServerAt ?? [])].sort((a, b) => a - b);
  if (kills.length > 0) {
    jobs.push(
      (async () => {
        for (const s of kills) {
          await at(s);
          await act.restart();
        }
      })(),
    );
  }
  const pg = opts.faults?.stopPostgres;
  if (pg) {
    jobs.push(
      (async () => {
        await at(pg.at);
        act.say('fault: PostgreSQL stopped immediately');
        pg.cluster.stopImmediately();
        await at(pg.at + pg.downFor);
        pg.cluster.start();
        act.say('PostgreSQL started again');
      })(),
    );
  }
  return Promise.all(jobs);
}

function report(
  stats: LoadStats,
  began: number,
  rss: SoakReport['rss'],
  restarts: number,
  ledger: LedgerCheck,
): SoakReport {
  const latency = {} as SoakReport['latency'];
  const all: number[] = [];
  for (const [op, list] of stats.latencies) {
    const sorted = [...list].sort((a, b) => a - b);
    all.push(...sorted);
    latency[op] = summary(sorted);
  }
  latency.all = summary(all.sort((a, b) => a - b));
  return {
    requests: stats.requests,
    errors: Object.fromEntries([...stats.errors].sort((a, b) => b[1] - a[1])),
    firstErrorAfter: stats.firstErrorAt === null ? null : (stats.firstErrorAt - began) / 1000,
    latency,
    rss,
    confirmed: stats.confirmed.length,
    restarts,
    ledger,
  };
}

function summary(sorted: number[]) {
  return { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), count: sorted.length };
}
