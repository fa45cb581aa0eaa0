/**
 * The operator is told what a restore's reconciliation found (decision 377): one line at error
 * level listing every payment custody or the bank made that the restored database had not counted
 * as paid (source, payment, withdrawal, customer, amount, what was done), so the alerting on error
 * lines pages someone; `short` and `unattributed` ones need a person. Nothing found is said at info.
 */
import type { AppDeps } from '../../deps.js';

export async function alertFound(
  deps: Pick<AppDeps, 'db' | 'log'>,
  restoreIds: readonly string[],
  since: Date,
): Promise<void> {
  const found = await deps.db
    .selectFrom('restore_found_payments')
    .select(['source', 'payment_id', 'withdrawal_id', 'user_id', 'currency', 'amount', 'paid_at', 'outcome'])
    .where('restore_id', 'in', [...restoreIds])
    .orderBy('id')
    .execute();
  if (found.length === 0) {
    deps.log.info('restore reconciled: custody and the bank paid nothing this database had not counted', {
      since: since.toISOString(),
    });
    return;
  }
  deps.log.error('restore reconciled: payments made since the backup were found and applied', {
    since: since.toISOString(),
    count: found.length,
    needsOperator: found.filter((f) => f.outcome === 'short' || f.outcome === 'unattributed').length,
    payments: found.map((f) => ({
      source: f.source,
      paymentId: f.payment_id,
      withdrawalId: f.withdrawal_id,
      customerId: f.user_id,
      amount: `${f.amount} ${f.currency}`,
      paidAt: new Date(f.paid_at).toISOString(),
      outcome: f.outcome,
    })),
  });
}
