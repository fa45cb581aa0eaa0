/**
 * A backup taken while withdrawals are being settled, restored and started: nothing is settled or
 * paid out before every pending withdrawal was reconciled with custody by its id, and no
 * withdrawal is paid twice (the sandbox custody counts payments per withdrawal id).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreIntoFolder } from '../../db/backup.js';
import type { WithdrawalBroadcaster } from '../../providers/chain/index.js';
import { createUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { migratedDataFolder } from '../../test/migrated-folder.js';
import { findInvariantViolations } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { reconcileRestore } from '../restore/index.js';
import { serversSharingCustody, withdrawBtcForTest } from '../restore/testing.js';
import { restoreAwaitingReconciliation } from './reconciliation.js';
import { processPendingWithdrawals } from './withdrawals.js';

/** The shared custody, with a switch to make it unreachable and a count of submissions. */
let reachable = true;
let tracked = 0;
const unreachable = () => Promise.reject(new Error('custody unreachable'));
const servers = serversSharingCustody((custody): { broadcaster: WithdrawalBroadcaster } => ({
  broadcaster: {
    kind: 'sandbox',
    track: (order) => {
      tracked += 1;
      return custody.broadcaster.track(order);
    },
    lookup: (id) => (reachable ? custody.broadcaster.lookup(id) : unreachable()),
    paymentsSince: (since) => (reachable ? custody.broadcaster.paymentsSince(since) : unreachable()),
  },
}));
afterAll(() => servers.closeAll());
const open = (dataDir: string) => servers.open(dataDir);

const states = async (env: TestEnv) =>
  Object.fromEntries(
    (await env.deps.db.selectFrom('withdrawals').select(['id', 'state', 'tx_hash']).execute()).map((w) => [
      w.id,
      `${w.state}:${w.tx_hash ?? ''}`,
    ]),
  );

describe('a backup restored while withdrawals were being settled', () => {
  it('settles nothing before reconciliation with custody, then pays no withdrawal twice', async () => {
    const original = await open(await migratedDataFolder('cv-original-'));
    const user = await createUser(original.deps, { kycStatus: 'approved' });
    await creditForTest(original.deps, user.id, 'BTC', '1');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(await withdrawBtcForTest(original, user, `key-${i}`));
    }
    original.deps.clock.advance(3_600_000); // custody has sent each by the time it is asked
    expect(await processPendingWithdrawals(original.deps, 4)).toBe(4);
    // The backup is taken while the next batches are being settled.
    const [, backup] = await Promise.all([
      (async () => {
        while ((await processPendingWithdrawals(original.deps, 2)) > 0);
      })(),
      original.dump!(),
    ]);
    expect(Object.values(await states(original)).every((s) => s.startsWith('sent:'))).toBe(true);
    const sentByOriginal = await states(original);
    await original.close();

    const restoredDir = join(mkdtempSync(join(tmpdir(), 'cv-restored-')), 'data');
    await restoreIntoFolder(restoredDir, backup, 'test backup', new Date());
    const restored = await open(restoredDir);
    expect(await restoreAwaitingReconciliation(restored.deps)).toBe(true);
    const pendingInBackup = Object.values(await states(restored)).filter((s) => s.startsWith('pending')).length;
    expect(pendingInBackup).toBeGreaterThan(0);

    // A withdrawal asked for after the restore waits too.
    const late = await withdrawBtcForTest(restored, user, 'key-late');

    // Custody cannot be asked: nothing is settled and nothing is sent.
    reachable = false;
    tracked = 0;
    expect(await processPendingWithdrawals(restored.deps)).toBe(0);
    expect(tracked).toBe(0);
    expect(Object.values(await states(restored)).filter((s) => s.startsWith('pending')).length).toBe(
      pendingInBackup + 1,
    );
    expect(await restoreAwaitingReconciliation(restored.deps)).toBe(true);

    // Custody cannot be asked: the reconciliation waits, and settlement with it.
    expect(await reconcileRestore(restored.deps)).toBe('waiting');
    expect(await restoreAwaitingReconciliation(restored.deps)).toBe(true);

    // Custody answers: the ones it sent are settled as sent with its hash, never sent again.
    reachable = true;
    expect(await reconcileRestore(restored.deps)).toBe('reconciled');
    await processPendingWithdrawals(restored.deps);
    expect(await restoreAwaitingReconciliation(restored.deps)).toBe(false);
    const after = await states(restored);
    for (const id of ids) expect(after[id]).toBe(sentByOriginal[id]);
    expect(tracked).toBe(1); // only the withdrawal custody had never seen
    expect(after[late]).toMatch(/^sent:/);
    for (const id of [...ids, late]) expect(servers.custody.sandbox.payments(id)).toBe(1);
    expect(await findInvariantViolations(restored.deps.db)).toEqual([]);
  }, 120_000);
});
