/**
 * The short form of `npm run soak` on the embedded database: the real server in its own process
 * under a few clients, then the ledger checked; and the same with the server killed (SIGKILL)
 * while confirmations are in flight, restarted on the same data folder. The server starts on a copy
 * of the run's migrated database (server/test/migrated-folder.ts): its first start is not what
 * these check.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from '../../server/test/free-port.js';
import { migratedDataFolder } from '../../server/test/migrated-folder.js';
import { runSoak } from './run.js';

const CLIENTS = 6;

describe('soak on the embedded database', () => {
  it('conserves money, keeps the invariants and every confirmed swap under load', async () => {
    const r = await runSoak({
      clients: CLIENTS,
      seconds: 8,
      port: await freePort(),
      dataDir: await migratedDataFolder(),
    });
    expect(r.confirmed).toBeGreaterThan(0);
    expect(r.errors).toEqual({});
    expect(r.ledger.violations).toEqual([]);
    expect(r.ledger.missingSwaps).toEqual([]);
    expect(r.ledger.swapsInLedger).toBe(r.confirmed);
    expect(r.rss.length).toBeGreaterThan(0);
  }, 120_000);

  it('survives kill -9 of the server during confirmations: restart, then the same checks', async () => {
    const r = await runSoak({
      clients: CLIENTS,
      seconds: 8,
      port: await freePort(),
      dataDir: await migratedDataFolder(),
      faults: { killServerAt: [4] },
    });
    expect(r.restarts).toBe(1);
    expect(r.confirmed).toBeGreaterThan(0);
    expect(r.ledger.violations).toEqual([]);
    expect(r.ledger.missingSwaps).toEqual([]);
    // A confirmation whose answer died with the server may have moved money: never fewer.
    expect(r.ledger.swapsInLedger).toBeGreaterThanOrEqual(r.confirmed);
  }, 180_000);
});
