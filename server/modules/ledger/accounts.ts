/**
 * Account ids. House accounts exist from the migration; a user's accounts (one per coin) are
 * created on first use. Ids never change, so both are cached per database.
 *
 * ensureUserAccounts must run outside any transaction: it commits on its own, so an id in the
 * cache always names a row that exists (a rolled-back transaction cannot leave a stale id).
 */
import { COIN_SYMBOLS } from '../../../contract/assets.js';
import type { Database } from '../../db/index.js';
import { type AccountRef, BANK_CURRENCIES, type HouseKind, type LedgerCurrency } from './types.js';

/** A customer's accounts: one per coin, and one per cash currency (decision 240). */
const USER_CURRENCIES: readonly LedgerCurrency[] = [...COIN_SYMBOLS, ...BANK_CURRENCIES];

interface Cache {
  house: Map<string, number>;
  user: Map<string, number>;
}

const caches = new WeakMap<Database, Cache>();
const USER_CACHE_LIMIT = 200_000;

function cacheOf(db: Database): Cache {
  let c = caches.get(db);
  if (!c) {
    c = { house: new Map(), user: new Map() };
    caches.set(db, c);
  }
  return c;
}

async function loadHouse(db: Database, cache: Cache): Promise<void> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'house_kind', 'currency'])
    .where('owner', '=', 'house')
    .execute();
  for (const r of rows) cache.house.set(`${r.house_kind}:${r.currency}`, r.id);
}

export async function houseAccountId(db: Database, kind: HouseKind, currency: LedgerCurrency): Promise<number> {
  const cache = cacheOf(db);
  if (cache.house.size === 0) await loadHouse(db, cache);
  const id = cache.house.get(`${kind}:${currency}`);
  if (id === undefined) throw new Error(`no house account ${kind} ${currency}`);
  return id;
}

/** Creates the user's accounts if missing (idempotent, safe under concurrency). */
async function ensureUserAccounts(db: Database, userId: string): Promise<void> {
  const cache = cacheOf(db);
  if (USER_CURRENCIES.every((c) => cache.user.has(`${userId}:${c}`))) return;
  const now = new Date();
  await db
    .insertInto('ledger_accounts')
    .values(USER_CURRENCIES.map((currency) => ({ owner: 'user' as const, user_id: userId, currency, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'currency'])
    .where('owner', '=', 'user')
    .where('user_id', '=', userId)
    .execute();
  if (cache.user.size > USER_CACHE_LIMIT) cache.user.clear();
  for (const r of rows) cache.user.set(`${userId}:${r.currency}`, r.id);
}

/** Id of an account, creating the user's accounts if needed: outside any transaction only. */
export async function accountId(db: Database, ref: AccountRef): Promise<number> {
  if ('house' in ref) return houseAccountId(db, ref.house, ref.currency);
  const cache = cacheOf(db);
  const key = `${ref.userId}:${ref.currency}`;
  let id = cache.user.get(key);
  if (id === undefined) {
    await ensureUserAccounts(db, ref.userId);
    id = cache.user.get(key);
  }
  if (id === undefined) throw new Error(`no ledger account for ${ref.currency}`);
  return id;
}

/** Ids of a user's accounts by currency (creating them if needed): outside any transaction only. */
export async function userAccountIds(db: Database, userId: string): Promise<Map<string, number>> {
  await ensureUserAccounts(db, userId);
  const cache = cacheOf(db);
  return new Map(COIN_SYMBOLS.map((c) => [c, cache.user.get(`${userId}:${c}`)!]));
}

/** Ids of a user's cash accounts (AUD, EUR) by currency: outside any transaction only. */
export async function userCashAccountIds(db: Database, userId: string): Promise<Map<string, number>> {
  await ensureUserAccounts(db, userId);
  const cache = cacheOf(db);
  return new Map(BANK_CURRENCIES.map((c) => [c, cache.user.get(`${userId}:${c}`)!]));
}
