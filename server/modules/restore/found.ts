/**
 * A payment found at custody or the bank after a restore (decision 377): recorded once in
 * restore_found_payments (unique on source and payment id), and, where the restored balance still
 * holds it, debited from the customer through the ledger's own posting, in the same transaction as
 * the record, so a second run finds the record and moves nothing. A customer whose balance no
 * longer holds the amount (spent since) is recorded `short` and one not named `unattributed`: both
 * are listed for the operator, nothing is moved.
 */
import type { AppDeps } from '../../deps.js';
import {
  type AccountRef,
  InsufficientFundsError,
  inTransaction,
  type MovementKind,
  postMovement,
  prepareMovement,
} from '../ledger/index.js';

export type FoundDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>;

interface Found {
  restoreId: string;
  source: 'custody' | 'bank';
  paymentId: string;
  withdrawalId: string;
  paidAt: Date;
}

async function recordFound(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  f: Found & {
    userId: string | null;
    currency: string;
    amount: bigint;
    outcome: 'settled' | 'debited' | 'unattributed' | 'short';
    movementId: number | null;
  },
): Promise<void> {
  await deps.db
    .insertInto('restore_found_payments')
    .values({
      restore_id: f.restoreId,
      source: f.source,
      payment_id: f.paymentId,
      withdrawal_id: f.withdrawalId,
      user_id: f.userId,
      currency: f.currency,
      amount: f.amount.toString(),
      paid_at: f.paidAt,
      outcome: f.outcome,
      movement_id: f.movementId,
      found_at: deps.clock.now(),
    })
    .onConflict((oc) => oc.columns(['source', 'payment_id']).doNothing())
    .execute();
}

/** True once this payment of custody or the bank was applied by an earlier run. */
export async function alreadyFound(
  deps: Pick<AppDeps, 'db'>,
  source: Found['source'],
  paymentId: string,
): Promise<boolean> {
  const seen = await deps.db
    .selectFrom('restore_found_payments')
    .select('id')
    .where('source', '=', source)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return seen !== undefined;
}

/** Records a payment of a withdrawal known here, settled by its own module's rule: nothing is debited. */
export function recordSettled(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  f: Found,
  w: { user_id: string; currency: string; amount: string | number | bigint },
): Promise<void> {
  return recordFound(deps, {
    ...f,
    userId: w.user_id,
    currency: w.currency,
    amount: BigInt(w.amount),
    outcome: 'settled',
    movementId: null,
  });
}

/** The debit of a payment the restored balance still counts: the customer's transfers out. */
interface FoundMovement {
  kind: MovementKind;
  note: string;
  network: string | null;
  recipient: string | null;
  details: Record<string, unknown>;
  transfers: (userId: string) => Array<{ from: AccountRef; to: AccountRef; amount: bigint }>;
}

export async function debitFound(
  deps: FoundDeps,
  f: Found & { userId: string | null; currency: string; charged: bigint; movement: FoundMovement | null },
): Promise<void> {
  const record = { ...f, amount: f.charged };
  const user = f.userId
    ? await deps.db.selectFrom('users').select('id').where('id', '=', f.userId).executeTakeFirst()
    : undefined;
  if (!user || !f.movement) {
    await recordFound(deps, { ...record, userId: user?.id ?? null, outcome: 'unattributed', movementId: null });
    return;
  }
  const prepared = await prepareMovement(deps.db, {
    kind: f.movement.kind,
    ref: `restore-found:${f.source}:${f.paymentId}`,
    userId: user.id,
    transactionClass: 'payment',
    trackingId: f.withdrawalId,
    note: f.movement.note,
    network: f.movement.network,
    recipient: f.movement.recipient,
    details: f.movement.details,
    at: deps.clock.now(),
    transfers: f.movement.transfers(user.id),
  });
  try {
    await inTransaction(deps.db, async (trx) => {
      const movement = await postMovement(trx, prepared);
      await recordFound(
        { ...deps, db: trx },
        { ...record, userId: user.id, outcome: 'debited', movementId: movement?.id ?? null },
      );
    });
  } catch (e) {
    if (!(e instanceof InsufficientFundsError)) throw e;
    await recordFound(deps, { ...record, userId: user.id, outcome: 'short', movementId: null });
  }
}
