/** Reading a customer's balances (cached balances: equal to the sum of entries by construction). */
import { sql } from 'kysely';
import { COIN_SYMBOLS, type CoinSymbol } from '../../../contract/assets.js';
import type { Database } from '../../db/index.js';
import { BANK_CURRENCIES, type BankCurrency } from './types.js';

/** The customer's balance in each of `currencies` (0 for one never used). */
async function balancesIn<C extends string>(
  db: Database,
  userId: string,
  currencies: readonly C[],
): Promise<Record<C, bigint>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['currency', 'balance'])
    .where('owner', '=', 'user')
    .where('user_id', '=', userId)
    .where('currency', 'in', currencies)
    .execute();
  const out = Object.fromEntries(currencies.map((c) => [c, 0n])) as Record<C, bigint>;
  for (const r of rows) out[r.currency as C] = BigInt(r.balance);
  return out;
}

/** Balance of every coin in base units (0 for coins never used). */
export function getUserBalances(db: Database, userId: string): Promise<Record<CoinSymbol, bigint>> {
  return balancesIn(db, userId, COIN_SYMBOLS);
}

/** The customer's cash balances in cents (0 for a currency never used). */
export function getUserCashBalances(db: Database, userId: string): Promise<Record<BankCurrency, bigint>> {
  return balancesIn(db, userId, BANK_CURRENCIES);
}

/** True when any of the customer's balances (coins or cash) is above zero. */
export async function userHasBalance(db: Database, userId: string): Promise<boolean> {
  const balance = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner', '=', 'user')
    .where('user_id', '=', userId)
    .where('balance', '>', '0')
    .limit(1)
    .executeTakeFirst();
  return balance !== undefined;
}

/**
 * True when the customer still has money with us: a non-zero balance, or a withdrawal that is
 * neither sent nor returned yet. Account deletion refuses while this holds.
 */
export async function userHoldsFunds(db: Database, userId: string): Promise<boolean> {
  return (await userHasBalance(db, userId)) || (await userHasPendingWithdrawal(db, userId));
}

/**
 * True while one of the customer's withdrawals, of coins or of cash, is neither sent nor failed:
 * either may still come back to the account (a refusal, a rejected release, a bank's refusal).
 */
export async function userHasPendingWithdrawal(db: Database, userId: string): Promise<boolean> {
  const { rows } = await sql<{ pending: boolean }>`
    select exists (select 1 from withdrawals where user_id = ${userId} and state = 'pending')
      or exists (select 1 from bank_withdrawals where user_id = ${userId} and state = 'pending') as pending`.execute(
    db,
  );
  return rows[0]?.pending === true;
}
