/**
 * The short form of `npm run soak` on the embedded database: the real server in its own process
 * under a few clients, killed (SIGKILL) halfway while confirmations are in flight and restarted on
 * the same data folder, then the ledger checked. Until the kill, every answer is a success; after
 * the restart, money is conserved, the invariants hold and every confirmed swap is in the ledger.
 * One run for both: each start of the server is seconds of CPU, and the restart waits out the
 * embedded database's lease. The server starts on a copy of the run's migrated database
 * (server/test/migrated-folder.ts): its first start is not what this checks.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from '../../server/test/free-port.js';
import { migratedDataFolder } from '../../server/test/migrated-folder.js';
import { runSoak } from './run.js';

const CLIENTS = 6;
const KILL_AT = 5;

describe('soak on the embedded database', () => {
  it('holds under load with no failed answer, survives kill -9 during confirmations, and keeps every confirmed swap', async () => {
    const r = await runSoak({
      clients: CLIENTS,
      seconds: 10,
      port: await freePort(),
      dataDir: await migratedDataFolder(),
      faults: { killServerAt: [KILL_AT] },
    });
    // Under load alone, before the kill, every answer was a success.
    expect(r.requests).toBeGreaterThan(0);
    expect(r.firstErrorAfter === null || r.firstErrorAfter >= KILL_AT, JSON.stringify(r.errors)).toBe(true);
    expect(r.restarts).toBe(1);
    expect(r.confirmed).toBeGreaterThan(0);
    expect(r.ledger.violations).toEqual([]);
    expect(r.ledger.missingSwaps).toEqual([]);
    // A confirmation whose answer died with the server may have moved money: never fewer.
    expect(r.ledger.swapsInLedger).toBeGreaterThanOrEqual(r.confirmed);
    expect(r.rss.length).toBeGreaterThan(0);
  }, 180_000);
});
