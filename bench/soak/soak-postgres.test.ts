/**
 * The short form of the PostgreSQL crash checks, on a throwaway cluster of this test's own (it is
 * stopped on purpose): the server killed (SIGKILL) during confirmations and restarted, and
 * PostgreSQL stopped immediately (`pg_ctl stop -m immediate`) under load, then started. Each ends
 * with the soak's checks: conservation, the ledger invariants, every confirmed swap in the ledger.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/postgres.js';
import { createScratchDatabase } from '../../server/modules/ledger/testing.js';
import { freePort } from '../../server/test/free-port.js';
import { runSoak, type SoakOptions, type SoakReport } from './run.js';

const CLIENTS = 6;

/** Swaps were confirmed, and the ledger holds every one of them, conserved and consistent. */
function expectLedgerHeld(r: SoakReport): void {
  expect(r.confirmed).toBeGreaterThan(0);
  expect(r.ledger.violations).toEqual([]);
  expect(r.ledger.missingSwaps).toEqual([]);
  // A confirmation whose answer died with the server may have moved money: never fewer.
  expect(r.ledger.swapsInLedger).toBeGreaterThanOrEqual(r.confirmed);
}

describe.skipIf(!existsSync('/usr/lib/postgresql'))('soak faults on PostgreSQL', () => {
  let cluster: ThrowawayPostgres;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  /** A soak on a scratch database of the cluster, dropped after. */
  async function soakOnScratch(seconds: number, faults: SoakOptions['faults']): Promise<SoakReport> {
    const scratch = await createScratchDatabase(cluster.url);
    try {
      return await runSoak({ clients: CLIENTS, seconds, port: await freePort(), databaseUrl: scratch.url, faults });
    } finally {
      await scratch.drop();
    }
  }

  it('survives kill -9 of the server during confirmations: restart, then the same checks', async () => {
    const r = await soakOnScratch(8, { killServerAt: [4] });
    expect(r.restarts).toBe(1);
    expectLedgerHeld(r);
  }, 180_000);

  it('survives PostgreSQL stopped immediately under load, then started: the same checks', async () => {
    const r = await soakOnScratch(10, { stopPostgres: { cluster, at: 3, downFor: 3 } });
    expect(r.restarts).toBe(0);
    // While the database is away calls answer 503 or fail to connect, never 500.
    expect(Object.keys(r.errors).filter((k) => / 5\d\d/.test(k) && !/ 503/.test(k))).toEqual([]);
    expectLedgerHeld(r);
    // The server lived through it: no key stayed held by the outage, and every confirmation that
    // moved money got its answer (decision 170).
    expect(r.errors['confirm 409 IDEMPOTENCY_CONFLICT']).toBeUndefined();
    expect(r.ledger.swapsInLedger).toBe(r.confirmed);
  }, 180_000);
});
