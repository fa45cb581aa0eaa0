/**
 * What custody sent since the restored backup's time, applied to the restored database once each
 * (decision 377). A payment whose withdrawal is pending here is settled as sent, by the wallet's
 * own settlement; one this database never heard of (asked for after the backup), or one it
 * returned to the customer although custody sent it, is debited from the customer custody names,
 * through the ledger, so the restored balance no longer counts it. Each is recorded, unique on
 * custody's id, in restore_found_payments: a second run changes nothing.
 */
import { routeById } from '../../../contract/routes.js';
import type { CustodyPayment } from '../../providers/chain/index.js';
import { settleWithdrawal } from '../wallet/index.js';
import { alreadyFound, debitFound, type FoundDeps, recordSettled } from './found.js';

export async function applyCustodyPayment(deps: FoundDeps, restoreId: string, p: CustodyPayment): Promise<void> {
  if (await alreadyFound(deps, 'custody', p.id)) return;
  const route = routeById(p.routeId);
  const coin = route?.currency ?? null;
  const base = { restoreId, source: 'custody' as const, paymentId: p.id, withdrawalId: p.id, paidAt: p.sentAt };
  const w = await deps.db
    .selectFrom('withdrawals')
    .select(['state', 'user_id', 'amount', 'currency'])
    .where('id', '=', p.id)
    .executeTakeFirst();
  if (w?.state === 'sent') return; // known here as sent: nothing was counted twice
  if (w?.state === 'pending') {
    await settleWithdrawal(deps, p.id, { state: 'sent', txHash: p.txHash });
    await recordSettled(deps, base, w);
    return;
  }
  // Never heard of, or returned here: the customer's balance still holds what custody paid.
  const customerId = w?.user_id ?? p.customerId;
  const charged = w ? BigInt(w.amount) : p.charged !== null && p.charged >= p.amount ? p.charged : p.amount;
  await debitFound(deps, {
    ...base,
    userId: customerId,
    currency: coin ?? 'unknown',
    charged,
    movement:
      coin && route
        ? {
            kind: 'withdrawal_post',
            note: `Withdrawal sent to ${p.address}, found at custody after a restore`,
            network: route.networkName,
            recipient: p.address,
            details: { withdrawal_id: p.id, tx_hash: p.txHash, found_after_restore: true },
            transfers: (userId) => [
              { from: { userId, currency: coin }, to: { house: 'deposits_world', currency: coin }, amount: p.amount },
              ...(charged > p.amount
                ? [
                    {
                      from: { userId, currency: coin },
                      to: { house: 'fee_revenue' as const, currency: coin },
                      amount: charged - p.amount,
                    },
                  ]
                : []),
            ],
          }
        : null,
  });
}
