/**
 * Benchmark of the money core: confirmed swaps per second and get-wallet-list latency at 50
 * concurrent clients, on embedded PGlite and on PostgreSQL, through the real HTTP server, the
 * envelope and the whole call pipeline. Figures go to bench/README.md; tests never assert them.
 *
 *   npm run bench                  PGlite, then PostgreSQL: the server BENCH_DATABASE_URL (or
 *                                  TEST_DATABASE_URL) names, where a scratch database is created
 *                                  and dropped afterwards; otherwise a throwaway local cluster with
 *                                  default durability (fsync on)
 *   BENCH_ONLY=postgres npm run bench     PostgreSQL only
 *
 * The server runs in a child process (so the load generator does not share its thread) on port
 * BENCH_PORT (default 9120). Quotes are created beforehand (ttl 60 s); for 10 s each confirm-swap
 * request takes the next one with a fresh Idempotency-Key; only confirmed swaps (2xx) count.
 */

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { at } from '../contract/at.js';
import type { CallSpec, PayloadOf } from '../contract/calls/define.js';
import { CALLS } from '../contract/calls/index.js';
import { sealCall } from '../contract/calls/wire.js';

const CONNECTIONS = 50;
const USERS = 50;
const QUOTES_PER_USER = 200;
const SECONDS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 9120);

// ------------------------------------------------------------------ server side (child)

/**
 * A module of this checkout's server, or the same module of the checkout BENCH_SERVER_ROOT names:
 * bench/swaps-compare.ts measures two servers with this one load generator.
 */
function serverModule<T>(path: string, own: () => Promise<T>): Promise<T> {
  const root = process.env.BENCH_SERVER_ROOT;
  return root ? import(pathToFileURL(resolve(root, path)).href) : own();
}

async function serve(target: string): Promise<void> {
  const { serve: honoServe } = await import('@hono/node-server');
  const { systemClock } = await serverModule('server/clock.ts', () => import('../server/clock.js'));
  // Before the settings were read through the modules' descriptors, loadConfig lived in config.ts.
  const configFile = existsSync(resolve(process.env.BENCH_SERVER_ROOT ?? '.', 'server/load-config.ts'))
    ? 'server/load-config.ts'
    : 'server/config.ts';
  const { loadConfig } = await serverModule(configFile, () => import('../server/load-config.js'));
  const { openDatabase } = await serverModule('server/db/index.ts', () => import('../server/db/index.js'));
  const { DatabaseOutage } = await serverModule('server/db/faults.ts', () => import('../server/db/faults.js'));
  const { createApp } = await serverModule('server/http/app.ts', () => import('../server/http/app.js'));
  const { createLogger } = await serverModule('server/log.ts', () => import('../server/log.js'));
  const { createProviders } = await serverModule(
    'server/providers/index.ts',
    () => import('../server/providers/index.js'),
  );
  const { generatedSecrets } = await serverModule('server/secrets.ts', () => import('../server/secrets.js'));
  const { createUser } = await serverModule('server/test/factories.ts', () => import('../server/test/factories.js'));
  const { creditForTest } = await serverModule(
    'server/modules/ledger/testing.ts',
    () => import('../server/modules/ledger/testing.js'),
  );
  const { createQuote } = await serverModule(
    'server/modules/market/index.ts',
    () => import('../server/modules/market/index.js'),
  );

  const config = loadConfig({ APP_MODE: 'local', DATA_DIR: '/nonexistent-bench-dir', LOG_LEVEL: 'error' });
  const log = createLogger('error');
  const opened = await openDatabase({ databaseUrl: target === 'pglite' ? undefined : target });
  const deps = {
    config,
    db: opened.db,
    dbKind: opened.kind,
    clock: systemClock,
    log,
    secrets: generatedSecrets(),
    providers: createProviders(config, opened.db, log, systemClock),
    outage: new DatabaseOutage(log),
  };
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const u = await createUser(deps, { kycStatus: 'approved' });
    await creditForTest(deps, u.id, 'BTC', '10');
    await creditForTest(deps, u.id, 'USDT', '100000');
    users.push(u);
  }
  const app = createApp(deps);
  const server = honoServe({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  process.stdout.write(`READY ${JSON.stringify({ kind: opened.kind, tokens: users.map((u) => u.token) })}\n`);

  for await (const line of createInterface({ input: process.stdin })) {
    if (line.startsWith('quotes')) {
      const quotes: [number, string][] = [];
      await Promise.all(
        users.map(async (u, i) => {
          for (let n = 0; n < QUOTES_PER_USER; n++) {
            const q = await createQuote(deps, u.id, {
              source: 'BTC',
              target: 'USDT',
              sourceUnits: 100_000n,
              ttlSeconds: 60,
            });
            quotes.push([i, q.conversion_quote_id]);
          }
        }),
      );
      process.stdout.write(`QUOTES ${JSON.stringify(quotes)}\n`);
    } else if (line === 'cpu') {
      const used = process.cpuUsage();
      process.stdout.write(`CPU ${used.user + used.system}\n`);
    } else if (line === 'stop') {
      server.close();
      await opened.close();
      process.exit(0);
    }
  }
}

// ------------------------------------------------------------------ load side (parent)

interface Child {
  ready: Promise<{ kind: string; tokens: string[] }>;
  ask(line: string, prefix: string): Promise<string>;
  stop(): Promise<void>;
}

function startChild(target: string): Child {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server process there.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', fileURLToPath(import.meta.url), '--serve', target],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiting: { prefix: string; resolve: (rest: string) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const i = waiting.findIndex((w) => line.startsWith(`${w.prefix} `));
    if (i < 0) return;
    const [w] = waiting.splice(i, 1);
    w?.resolve(line.slice(w.prefix.length + 1));
  });
  const expect = (prefix: string) =>
    new Promise<string>((resolve) => waiting.push({ prefix, resolve: (rest) => resolve(rest.trim()) }));
  return {
    ready: expect('READY').then((s) => JSON.parse(s)),
    ask(line, prefix) {
      const answer = expect(prefix);
      child.stdin!.write(`${line}\n`);
      return answer;
    },
    stop: () =>
      new Promise((r) => {
        child.once('exit', () => r());
        child.stdin!.write('stop\n');
      }),
  };
}

const KEY = Buffer.from('1tYynbU5scqaM353+PlQUhQp/w8nFlwu5taAKE4mZi8=', 'base64');

interface Prepared {
  body: string;
  headers: Record<string, string>;
}

/**
 * Requests sealed ahead of the run (sealing is asynchronous; autocannon's hook is not), each with
 * a fresh Idempotency-Key when the call takes one.
 */
async function sealAll<C extends CallSpec>(call: C, items: { payload: PayloadOf<C>; token: string }[]) {
  const out: Prepared[] = [];
  for (const item of items) {
    const sealed = await sealCall(new Uint8Array(KEY), call, item.payload, { token: item.token });
    out.push({ body: sealed.init.body, headers: sealed.init.headers });
  }
  return out;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function benchWalletList(tokens: string[], seconds: number) {
  const { path } = CALLS.getWalletList;
  // Enough sealed requests for 4,000 a second; each nonce is used once.
  const prepared = await sealAll(
    CALLS.getWalletList,
    Array.from({ length: seconds * 4_000 }, (_, i) => ({
      payload: { quoteCurrencyId: 'USD' as const },
      token: at(tokens, i % tokens.length),
    })),
  );
  let n = 0;
  return run({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      { method: 'POST', path: `/api${path}`, setupRequest: (req) => ({ ...req, ...prepared[n++ % prepared.length] }) },
    ],
  });
}

async function benchSwaps(tokens: string[], quotes: [number, string][]) {
  const { path } = CALLS.confirmSwap;
  const prepared = await sealAll(
    CALLS.confirmSwap,
    quotes.map(([user, id]) => ({ payload: { conversionQuoteId: id }, token: at(tokens, user) })),
  );
  let n = 0;
  return run({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      { method: 'POST', path: `/api${path}`, setupRequest: (req) => ({ ...req, ...prepared[n++ % prepared.length] }) },
    ],
  });
}

async function benchBackend(label: string, target: string) {
  const child = startChild(target);
  const { tokens } = await child.ready;
  // The server process's CPU time (user and system) per answered call: unlike the latencies, it
  // changes little when other work shares the machine.
  const cpu = async () => Number(await child.ask('cpu', 'CPU'));
  await benchWalletList(tokens, 3); // warm-up
  let before = await cpu();
  const list = await benchWalletList(tokens, SECONDS);
  const listCpu = (await cpu()) - before;
  const quotes = JSON.parse(await child.ask('quotes', 'QUOTES')) as [number, string][];
  before = await cpu();
  const swaps = await benchSwaps(tokens, quotes);
  const swapCpu = (await cpu()) - before;
  await child.stop();
  const perCall = (micros: number, calls: number) => (micros / 1000 / Math.max(calls, 1)).toFixed(2);
  const confirmed = swaps['2xx'];
  return {
    label,
    swapsPerSecond: Math.round(confirmed / (swaps.duration || 1)),
    confirmed,
    refused: swaps.non2xx,
    swapP50: swaps.latency.p50,
    swapP99: swaps.latency.p99,
    listRps: Math.round(list.requests.average),
    listP50: list.latency.p50,
    listP99: list.latency.p99,
    listErrors: list.non2xx + list.errors,
    swapCpuMs: perCall(swapCpu, swaps['2xx'] + swaps.non2xx),
    listCpuMs: perCall(listCpu, list['2xx'] + list.non2xx),
  };
}

async function benchPostgres(server: string) {
  const { createScratchDatabase } = await import('../server/modules/ledger/testing.js');
  const scratch = await createScratchDatabase(server);
  try {
    return await benchBackend('PostgreSQL', scratch.url);
  } finally {
    await scratch.drop();
  }
}

async function main() {
  // BENCH_ONLY=postgres skips the embedded run.
  const rows = process.env.BENCH_ONLY === 'postgres' ? [] : [await benchBackend('PGlite (embedded)', 'pglite')];
  const pgServer = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgServer) {
    rows.push(await benchPostgres(pgServer));
  } else {
    // No server named: a throwaway cluster with PostgreSQL's default durability (fsync on).
    const { startThrowawayPostgres } = await import('../scripts/postgres.js');
    const pg = await startThrowawayPostgres({ durable: true });
    try {
      rows.push(await benchPostgres(pg.url));
    } finally {
      await pg.stop();
    }
  }
  process.stdout.write(
    `\n| Database | Confirmed swaps/s | confirm-swap p50 / p99 | get-wallet-list req/s | get-wallet-list p50 / p99 | Server CPU per call: confirm-swap / get-wallet-list |\n|---|---|---|---|---|---|\n`,
  );
  for (const r of rows) {
    process.stdout.write(
      `| ${r.label} | ${r.swapsPerSecond} (${r.confirmed} confirmed, ${r.refused} refused) | ${r.swapP50} / ${r.swapP99} ms | ${r.listRps} | ${r.listP50} / ${r.listP99} ms${r.listErrors ? ` (${r.listErrors} errors)` : ''} | ${r.swapCpuMs} / ${r.listCpuMs} ms |\n`,
    );
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3] ?? '');
else await main();
