/**
 * The trades paid from or into a customer's cash balance, newest first: purchases from the balance
 * (the cash leg of a 'trade' movement) and sales to cash (the cash leg of a 'conversion'). Each
 * comes with the coin leg of the same movement, so the cash screen can say what was bought or
 * sold. Read through the customer history's own base query (customerTransfers), so the cash
 * screen and the history list the same transfers.
 */
import { COINS, type CoinSymbol, isCoin } from '../../../contract/assets.js';
import { fromUnits } from '../../../contract/money.js';
import type { Database } from '../../db/index.js';
import { userAccountIds } from './accounts.js';
import { customerTransfers } from './customer-transfers.js';

interface CashTradeLeg {
  /** The cash leg's transfer id: the history's account_transaction_id of the same row. */
  transferId: number;
  /** Cents moved on the cash balance: paid (a purchase) or received (a sale). */
  cents: bigint;
  cashCurrency: string;
  /** True when the cash left the balance: a purchase. */
  paid: boolean;
  coin: CoinSymbol;
  /** The coin's amount, a decimal string. */
  coinAmount: string;
  createdAt: Date;
}

export async function cashTrades(
  db: Database,
  userId: string,
  cashAccountId: number,
  limit: number,
): Promise<CashTradeLeg[]> {
  const legs = await customerTransfers(db, [cashAccountId])
    .select(['m.id as movement_id'])
    .where('m.transaction_class', 'in', ['conversion', 'trade'])
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
  if (legs.length === 0) return [];
  const coinAccounts = [...(await userAccountIds(db, userId)).values()];
  const coinLegs = await db
    .selectFrom('ledger_transfers')
    .select(['movement_id', 'currency', 'amount'])
    .where(
      'movement_id',
      'in',
      legs.map((l) => l.movement_id),
    )
    .where((eb) => eb.or([eb('debit_account_id', 'in', coinAccounts), eb('credit_account_id', 'in', coinAccounts)]))
    .execute();
  const coinOf = new Map(coinLegs.map((c) => [c.movement_id, c]));
  return legs.flatMap((l) => {
    const c = coinOf.get(l.movement_id);
    if (!c || !isCoin(c.currency)) return [];
    return [
      {
        transferId: l.id,
        cents: BigInt(l.amount),
        cashCurrency: l.currency,
        paid: l.debit_account_id === cashAccountId,
        coin: c.currency,
        coinAmount: fromUnits(BigInt(c.amount), COINS[c.currency].scale),
        createdAt: new Date(l.created_at),
      },
    ];
  });
}
