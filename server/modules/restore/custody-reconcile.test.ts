/**
 * A backup taken before custody paid two withdrawals, restored and started (decision 377): one
 * the backup holds as pending, one asked for after the backup that the restored database never
 * heard of. Until reconciled no money leaves; reconciling reads custody's payments since the
 * backup's checkpoint, settles the first as sent and debits the second once, so the restored
 * balances equal the original's and no coin is counted twice; a second run moves nothing; the
 * operator is told the list.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markRestored, restoreIntoFolder } from '../../db/backup.js';
import { advanceCheckpoint } from '../../db/checkpoint.js';
import { createUser } from '../../test/factories.js';
import { migratedDataFolder } from '../../test/migrated-folder.js';
import { exitVerdict } from '../exits/index.js';
import { findInvariantViolations, getUserBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { processPendingWithdrawals } from '../wallet/index.js';
import { reconcileRestore } from './index.js';
import { serversSharingCustody, withdrawBtcForTest } from './testing.js';

const servers = serversSharingCustody();
afterAll(() => servers.closeAll());
const open = (dataDir: string) => servers.open(dataDir);
const withdraw = withdrawBtcForTest;

describe('a restore reconciled with custody', () => {
  it('settles what the backup held as pending, debits once what it never knew, and lists both', async () => {
    const original = await open(await migratedDataFolder('cv-original-'));
    const user = await createUser(original.deps, { kycStatus: 'approved' });
    await creditForTest(original.deps, user.id, 'BTC', '1');
    await advanceCheckpoint(original.deps.db, original.deps.clock.now());
    const before = await withdraw(original, user, 'before-backup');
    const backup = await original.dump!();
    // After the backup: another withdrawal, and custody sends both.
    original.deps.clock.advance(60_000);
    const after = await withdraw(original, user, 'after-backup');
    original.deps.clock.advance(3_600_000);
    while ((await processPendingWithdrawals(original.deps)) > 0);
    expect(servers.custody.sandbox.payments(before)).toBe(1);
    expect(servers.custody.sandbox.payments(after)).toBe(1);
    const originalBtc = (await getUserBalances(original.deps.db, user.id)).BTC;
    await original.close();

    const restoredDir = join(mkdtempSync(join(tmpdir(), 'cv-restored-')), 'data');
    await restoreIntoFolder(restoredDir, backup, 'test backup', new Date());
    const restored = await open(restoredDir);
    // The restored balance still counts the second payment: no money may leave meanwhile.
    expect((await getUserBalances(restored.deps.db, user.id)).BTC).toBeGreaterThan(originalBtc);
    expect(await exitVerdict(restored.deps, 'crypto', user.id)).toEqual({ go: false, stop: 'restore_unreconciled' });
    expect(await processPendingWithdrawals(restored.deps)).toBe(0);

    expect(await reconcileRestore(restored.deps)).toBe('reconciled');
    expect((await getUserBalances(restored.deps.db, user.id)).BTC).toBe(originalBtc);
    const w = await restored.deps.db.selectFrom('withdrawals').select(['id', 'state']).execute();
    expect(w).toEqual([{ id: before, state: 'sent' }]);
    const found = await restored.deps.db
      .selectFrom('restore_found_payments')
      .select(['withdrawal_id', 'user_id', 'outcome'])
      .orderBy('withdrawal_id')
      .execute();
    expect(found).toEqual(
      [
        { withdrawal_id: before, user_id: user.id, outcome: 'settled' },
        { withdrawal_id: after, user_id: user.id, outcome: 'debited' },
      ].sort((a, b) => a.withdrawal_id.localeCompare(b.withdrawal_id)),
    );
    const alert = restored.deps.log.lines.find((l) => String(l.msg).startsWith('restore reconciled: payments'));
    expect(alert?.level).toBe('error');
    expect(((alert?.payments ?? []) as Array<{ withdrawalId: string }>).map((p) => p.withdrawalId).sort()).toEqual(
      [before, after].sort(),
    );
    expect(await exitVerdict(restored.deps, 'crypto', user.id)).toEqual({ go: true });

    // Reconciled again (restored once more from the same state): nothing moves twice.
    await markRestored(restored.deps.db, 'again', restored.deps.clock.now());
    expect(await reconcileRestore(restored.deps)).toBe('reconciled');
    expect((await getUserBalances(restored.deps.db, user.id)).BTC).toBe(originalBtc);
    expect(await restored.deps.db.selectFrom('restore_found_payments').select('id').execute()).toHaveLength(2);
    for (const id of [before, after]) expect(servers.custody.sandbox.payments(id)).toBe(1);
    expect(await findInvariantViolations(restored.deps.db)).toEqual([]);
  }, 120_000);
});
