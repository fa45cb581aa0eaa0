/**
 * What may stop an account from closing (decision 100), checked inside the closing transaction.
 * The user's row is locked first: opening a card purchase locks the same row, so a purchase
 * cannot open while the account closes, and a closure cannot slip between a purchase's checks.
 * - an open card purchase (PURCHASE_OPEN): paying it afterwards would credit a closed account;
 * - a withdrawal of coins or cash still being sent (WITHDRAWAL_OPEN);
 * - a balance above zero, or an open order holding the customer's money (BALANCE_NOT_EMPTY): its
 *   fill or expiry would credit a closed account. Except for a customer whose identity check was
 *   rejected: they cannot withdraw, so their account closes and the balance is held for return.
 */
import type { Transaction } from 'kysely';
import { CLOSURE_MESSAGES } from '../../../contract/closure.js';
import { PROFILE_MESSAGES } from '../../../contract/profile.js';
import type { DB } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';
import { userHasBalance, userHasPendingWithdrawal } from '../ledger/index.js';
import { userHasOpenOrder } from '../orders/index.js';
import { openPurchaseSince } from '../payments/index.js';

interface ClosureCheck {
  /** Why the account may not close now, or null. */
  refusal: ApiError | null;
  /** Whether a balance stays held for return when it closes. */
  fundsHeld: boolean;
}

export async function checkClosure(trx: Transaction<DB>, userId: string, now: Date): Promise<ClosureCheck> {
  const user = await trx
    .selectFrom('users')
    .select(['kyc_status'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // Lock the user's ledger accounts so a credit posted at this moment waits for the check.
  await trx.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).forUpdate().execute();
  const purchase = await trx
    .selectFrom('card_purchases')
    .select('tracking_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('created_at', '>', openPurchaseSince(now))
    .limit(1)
    .executeTakeFirst();
  if (purchase) return { refusal: new ApiError('PURCHASE_OPEN', CLOSURE_MESSAGES.purchaseOpen), fundsHeld: false };
  if (await userHasPendingWithdrawal(trx, userId))
    return { refusal: new ApiError('WITHDRAWAL_OPEN', CLOSURE_MESSAGES.withdrawalOpen), fundsHeld: false };
  // No withdrawal is pending (checked just above), so what remains held is a balance, free or
  // held by an open order.
  const holds = (await userHasBalance(trx, userId)) || (await userHasOpenOrder(trx, userId));
  if (holds && user.kyc_status !== 'rejected')
    return { refusal: new ApiError('BALANCE_NOT_EMPTY', PROFILE_MESSAGES.balanceNotEmpty), fundsHeld: false };
  return { refusal: null, fundsHeld: holds };
}
