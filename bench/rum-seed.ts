/**
 * The real-user benchmark's customers, written into a server's data folder while that server is
 * stopped, through that server's own code. Run with a side's checkout as the working folder, it
 * loads that checkout's modules (its database layer and migrations, its factories, its ledger), so
 * every side's database has its own schema and a baseline older than this checkout's newest
 * migration can be measured (decision 425). Where a module moved between versions, it is looked
 * up where each keeps it.
 *
 *   cd <checkout> && node --import tsx <this file> <data folder> <history rows>
 *
 * Prints one line, `SEEDED {"buyer":{email,password},"history":{email,password}}`:
 * - buyer: KYC approved, full address, holding BTC and USDT (reopen, swap, buy);
 * - history: the same, with <history rows> deposits in its history.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CoinSymbol } from '../contract/assets.js';
import type { AppDeps } from '../server/deps.js';

const [dataDir, rowsArg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: bench/rum-seed.ts <data folder> <history rows>');
const rows = Number(rowsArg ?? 10_000);
const root = process.cwd();

/** The first of `candidates` (paths in the checkout) that the checkout has, loaded from there. */
async function load<T>(...candidates: string[]): Promise<T> {
  for (const rel of candidates) {
    if (existsSync(join(root, rel.replace(/\.js$/, '.ts'))))
      return (await import(pathToFileURL(join(root, rel)).href)) as T;
  }
  throw new Error(`the checkout at ${root} has none of ${candidates.join(', ')}`);
}

type Mod<K extends string, F> = Record<K, F>;
const { systemClock } = await load<typeof import('../server/clock.js')>('server/clock.js');
const { openDatabase } = await load<typeof import('../server/db/index.js')>('server/db/index.js');
const { loadConfig } = await load<Mod<'loadConfig', (env: Record<string, string>) => AppDeps['config']>>(
  'server/load-config.js',
  'server/config.js',
);
const { createLogger } = await load<typeof import('../server/log.js')>('server/log.js');
const { creditForTest } = await load<typeof import('../server/modules/ledger/testing.js')>(
  'server/modules/ledger/testing.js',
);
const { createProviders } = await load<typeof import('../server/providers/index.js')>('server/providers/index.js');
const { loadSecrets } = await load<typeof import('../server/secrets.js')>('server/secrets.js');
const { createUser } = await load<typeof import('../server/test/factories.js')>('server/test/factories.js');
// The outage tracker came later; older servers' code has no use for it.
const faults = existsSync(join(root, 'server/db/faults.ts'))
  ? await load<typeof import('../server/db/faults.js')>('server/db/faults.js')
  : null;

const config = loadConfig({ APP_MODE: 'local', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
const log = createLogger('error');
const opened = await openDatabase({ dataDir });
const deps = {
  config,
  db: opened.db,
  dbKind: opened.kind,
  clock: systemClock,
  log,
  // Older versions read the secrets without the database, synchronously: awaiting either is the same.
  secrets: await loadSecrets(config, log, opened.db),
  providers: createProviders(config, opened.db, log, systemClock),
  ...(faults ? { outage: new faults.DatabaseOutage(log) } : {}),
} as AppDeps;

const ADDRESS = { address: '1 Harbour Street', city: 'Sydney', state: 'NSW', postal: '2000' };
const HOLDINGS: [CoinSymbol, string][] = [
  ['BTC', '1'],
  ['ETH', '5'],
  ['USDT', '10000'],
];

async function customer(name: string) {
  const u = await createUser(deps, { kycStatus: 'approved', currency: 'AUD', firstName: name, ...ADDRESS });
  for (const [coin, amount] of HOLDINGS) await creditForTest(deps, u.id, coin, amount);
  return { email: u.email, password: u.password };
}

const buyer = await customer('Buyer');
const history = await customer('History');
const user = await opened.db
  .selectFrom('users')
  .select('id')
  .where('email', '=', history.email)
  .executeTakeFirstOrThrow();
// Small deposits, one movement each, as the deposit watcher posts them.
for (let i = 0; i < rows - HOLDINGS.length; i++) await creditForTest(deps, user.id, 'BTC', '0.0001');
await opened.close();
process.stdout.write(`SEEDED ${JSON.stringify({ buyer, history })}\n`);
