/**
 * `npm run soak`: N clients for M minutes against the real server, then the ledger checked.
 *
 *   npm run soak                                   50 clients, 5 minutes, embedded database
 *   npm run soak -- --clients 20 --minutes 1
 *   npm run soak -- --postgres                     on a throwaway PostgreSQL cluster (fsync on)
 *   npm run soak -- --postgres=postgres://…        on that server (a scratch database is made)
 *   npm run soak -- --kill-every 60                SIGKILL of the server every 60 s, then a restart
 *   npm run soak -- --postgres --pg-stop-at 30     PostgreSQL stopped immediately 30 s in, for 10 s
 *
 * Prints requests, errors by kind, p50/p99 per kind, the server's RSS over time, the confirmed
 * swaps and the ledger checks; exits 1 when a check fails. SOAK_PORT sets the port (default 9130).
 */
import { parseArgs } from 'node:util';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/postgres.js';
import { createScratchDatabase } from '../server/modules/ledger/testing.js';
import { runSoak, type SoakOptions } from './soak/run.js';

// `--postgres` alone means a throwaway cluster; `--postgres=<url>` names a server.
const args = process.argv.slice(2);
const wantsPostgres = args.some((a) => a === '--postgres' || a.startsWith('--postgres='));
const { values } = parseArgs({
  args: args.filter((a) => a !== '--postgres'),
  options: {
    clients: { type: 'string', default: '50' },
    minutes: { type: 'string', default: '5' },
    postgres: { type: 'string' },
    'kill-every': { type: 'string' },
    'pg-stop-at': { type: 'string' },
  },
});
const clients = Number(values.clients);
const seconds = Math.round(Number(values.minutes) * 60);

let cluster: ThrowawayPostgres | null = null;
let scratch: { url: string; drop(): Promise<void> } | null = null;
if (wantsPostgres) {
  if (values.postgres) scratch = await createScratchDatabase(values.postgres);
  else cluster = await startThrowawayPostgres({ durable: true });
}
const databaseUrl = scratch?.url ?? cluster?.url;
const killEvery = values['kill-every'] ? Number(values['kill-every']) : 0;
const pgStopAt = values['pg-stop-at'] ? Number(values['pg-stop-at']) : null;
if (pgStopAt !== null && !cluster) throw new Error('--pg-stop-at needs the throwaway cluster: use --postgres alone');

const faults: SoakOptions['faults'] = {};
if (killEvery > 0)
  faults.killServerAt = Array.from({ length: Math.floor((seconds - 1) / killEvery) }, (_, i) => (i + 1) * killEvery);
if (pgStopAt !== null && cluster) faults.stopPostgres = { cluster, at: pgStopAt, downFor: 10 };

const started = Date.now();
try {
  const r = await runSoak({
    clients,
    seconds,
    port: Number(process.env.SOAK_PORT ?? 9130),
    databaseUrl,
    faults,
    say: (line) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${line}`),
  });
  console.log(`\ndatabase: ${databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)'}; ${clients} clients, ${seconds} s`);
  console.log(
    `requests: ${r.requests} (${Math.round(r.requests / seconds)}/s); confirmed swaps: ${r.confirmed}; restarts: ${r.restarts}`,
  );
  console.log('errors by kind:', Object.keys(r.errors).length === 0 ? 'none' : r.errors);
  console.table(r.latency);
  console.log(`server RSS (MB) over time: ${r.rss.map((s) => `${s.at}s ${s.mb}`).join(', ')}`);
  console.log('per-currency sums over all accounts (conservation: each 0):', r.ledger.totals);
  console.log(`swap movements in the ledger: ${r.ledger.swapsInLedger}`);
  console.log(`invariant violations: ${r.ledger.violations.length === 0 ? 'none' : r.ledger.violations.join('\n')}`);
  console.log(`confirmed swaps missing from the ledger: ${r.ledger.missingSwaps.length}`);
  const failed = r.ledger.violations.length > 0 || r.ledger.missingSwaps.length > 0;
  process.exitCode = failed ? 1 : 0;
} finally {
  await scratch?.drop();
  await cluster?.stop();
}
