/**
 * The real-user benchmark's customers, written into a server's data folder while that server is
 * stopped, through the server's own code: accounts by the test factory, coins by the ledger's own
 * movement (as a deposit credits them).
 *
 *   node --import tsx bench/rum-seed.ts <data folder> <history rows>
 *
 * Prints one line, `SEEDED {"buyer":{email,password},"history":{email,password}}`:
 * - buyer: KYC approved, full address, holding BTC and USDT (reopen, swap, buy);
 * - history: the same, with <history rows> deposits in its history.
 */
import type { CoinSymbol } from '../contract/assets.js';
import { systemClock } from '../server/clock.js';
import { DatabaseOutage } from '../server/db/faults.js';
import { openDatabase } from '../server/db/index.js';
import type { AppDeps } from '../server/deps.js';
import { loadConfig } from '../server/load-config.js';
import { createLogger } from '../server/log.js';
import { creditForTest } from '../server/modules/ledger/testing.js';
import { createProviders } from '../server/providers/index.js';
import { loadSecrets } from '../server/secrets.js';
import { createUser } from '../server/test/factories.js';

const [dataDir, rowsArg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: bench/rum-seed.ts <data folder> <history rows>');
const rows = Number(rowsArg ?? 10_000);

const config = loadConfig({ APP_MODE: 'local', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
const log = createLogger('error');
const opened = await openDatabase({ dataDir });
const deps: AppDeps = {
  config,
  db: opened.db,
  dbKind: opened.kind,
  clock: systemClock,
  log,
  secrets: await loadSecrets(config, log, opened.db),
  providers: createProviders(config, opened.db, log, systemClock),
  outage: new DatabaseOutage(log),
};

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
