/**
 * The hold on deposits that wait for the customer's answer (decision 274). The coins stay on the
 * customer's ledger account, so they can be swapped, but no withdrawal may leave any coin's
 * balance below what its unanswered deposits hold. A swap of held coins therefore leaves their
 * coin short, and every withdrawal waits for the answer: the value cannot leave through another coin.
 */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { DEPOSIT_ORIGIN_MESSAGES as M } from '../../../contract/deposit-origin.js';
import { fromUnits } from '../../../contract/money.js';
import type { Database } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { getUserBalances } from '../ledger/index.js';

/** What the customer's unanswered deposits hold, per coin, in base units. */
async function heldForInformation(db: Database, userId: string): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('transfer_records')
    .select(['currency', 'amount'])
    .where('user_id', '=', userId)
    // Answered but in compliance's review (decision 368): held as if unanswered until released.
    .where('state', 'in', ['information_needed', 'review'])
    .execute();
  const held = new Map<string, bigint>();
  for (const r of rows) held.set(r.currency, (held.get(r.currency) ?? 0n) + BigInt(r.amount));
  return held;
}

/**
 * Refuses (WITHDRAWALS_HELD) a withdrawal of `amount` of `currency` that would leave any coin's
 * balance below its held amount. Called again inside the withdrawal's transaction, after the
 * customer's row is locked, so parallel withdrawals are judged one at a time.
 */
export async function assertHeldFundsStay(
  db: Database,
  userId: string,
  currency: string,
  amount: bigint,
): Promise<void> {
  const held = await heldForInformation(db, userId);
  if (held.size === 0) return;
  const balances = await getUserBalances(db, userId);
  for (const [coin, units] of held) {
    const left = (balances[coin as CoinSymbol] ?? 0n) - (coin === currency ? amount : 0n);
    if (left < units) {
      const text = fromUnits(units, COINS[coin as CoinSymbol]?.scale ?? 8);
      throw new ApiError('WITHDRAWALS_HELD', M.withdrawalsHeld(text, coin), { field: 'amount' });
    }
  }
}
