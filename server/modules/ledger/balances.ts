/** Reading a customer's balances (cached balances: equal to the sum of entries by construction). */
import { COIN_SYMBOLS, type CoinSymbol } from '../../../contract/assets.js';
import type { Database } from '../../db/index.js';
import { BANK_CURRENCIES, type BankCurrency } from './types.js';

/** Balance of every coin in base units (0 for coins never used). */
export async function getUserBalances(db: Database, userId: string): Promise<Record<CoinSymbol, bigint>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['currency', 'balance'])
    .where('owner', '=', 'user')
    .where('user_id', '=', userId)
    .where('currency', 'in', COIN_SYMBOLS)
    .execute();
  const out = Object.fromEntries(COIN_SYMBOLS.map((c) => [c, 0n])) as Record<CoinSymbol, bigint>;
  for (const r of rows) out[r.currency as CoinSymbol] = BigInt(r.balance);
  return out;
}

/** The customer's cash balances in cents (0 for a currency never used). */
export async function getUserCashBalances(db: Database, userId: string): Promise<Record<BankCurrency, bigint>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['currency', 'balance'])
    .where('owner', '=', 'user')
    .where('user_id', '=', userId)
    .where('currency', 'in', BANK_CURRENCIES)
    .execute();
  const out = Object.fromEntries(BANK_CURRENCIES.map((c) => [c, 0n])) as Record<BankCurrency, bigint>;
  for (const r of rows) out[r.currency as BankCurrency] = BigInt(r.balance);
  return out;
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
  if (await userHasBalance(db, userId)) return true;
  const pending = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return pending !== undefined;
}
