/**
 * Test support for money tests: a fresh PostgreSQL database per test file (created with a random
 * name on the server of TEST_DATABASE_URL, dropped afterwards), a direct ledger credit, and a
 * customer holding coins.
 */
import { randomBytes } from 'node:crypto';
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { toUnits } from '../../../contract/money.js';
import type { TestClock } from '../../clock.js';
import type { AppDeps } from '../../deps.js';
import { createUser, type TestUser, type UserOverrides } from '../../test/factories.js';
import { adminQuery, databaseUrl, dropDatabaseWhenFree } from '../../test/pg-admin.js';
import { postMovement, prepareMovement } from './post.js';
import { inTransaction } from './transaction.js';
import type { MovementSpec } from './types.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `money_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return { url: databaseUrl(serverUrl, name), drop: () => dropDatabaseWhenFree(serverUrl, name) };
}

let creditCounter = 0;

/** Credits a customer from the world account, as a deposit would. */
export async function creditForTest(deps: AppDeps, userId: string, coin: CoinSymbol, amount: string): Promise<void> {
  creditCounter += 1;
  const prepared = await prepareMovement(deps.db, {
    kind: 'demo_credit',
    ref: `test-credit:${userId}:${coin}:${creditCounter}:${randomBytes(4).toString('hex')}`,
    userId,
    transactionClass: 'manual',
    trackingId: `test-${creditCounter}`,
    note: 'Test credit',
    at: deps.clock.now(),
    transfers: [
      {
        from: { house: 'deposits_world', currency: coin },
        to: { userId, currency: coin },
        amount: toUnits(amount, COINS[coin].scale),
      },
    ],
  });
  await inTransaction(deps.db, (trx) => postMovement(trx, prepared));
}

/** A verified customer (with `o` on top) holding `holdings`, coin to amount, credited as deposits would be. */
export async function customerHolding(
  deps: AppDeps,
  holdings: Record<string, string>,
  o: UserOverrides = {},
): Promise<TestUser> {
  const u = await createUser(deps, { kycStatus: 'approved', ...o });
  for (const [coin, amount] of Object.entries(holdings)) await creditForTest(deps, u.id, coin as CoinSymbol, amount);
  return u;
}

/** Posts a movement a test describes (its kind, time and transfers), as a manual one: its id. */
export async function postForTest(
  deps: Pick<AppDeps, 'db'>,
  spec: Omit<MovementSpec, 'ref' | 'trackingId' | 'note' | 'transactionClass'>,
): Promise<number> {
  const prepared = await prepareMovement(deps.db, {
    ...spec,
    ref: `test-movement:${randomBytes(8).toString('hex')}`,
    trackingId: randomBytes(8).toString('hex'),
    note: 'Test',
    transactionClass: 'manual',
  });
  const posted = await inTransaction(deps.db, (trx) => postMovement(trx, prepared));
  if (!posted) throw new Error('not posted');
  return posted.id;
}

/**
 * A movement of `kind` for one customer, recording `details` (the rates of its time), posted in a
 * transaction of its own; the clock then moves a minute on, so movements keep their order. Its ref.
 */
export async function postKindForTest(
  deps: Pick<AppDeps, 'db'> & { clock: TestClock },
  userId: string,
  kind: string,
  transfers: MovementSpec['transfers'],
  details: object,
): Promise<string> {
  const ref = `${kind}:${randomBytes(8).toString('hex')}`;
  const prepared = await prepareMovement(deps.db, {
    kind: kind as MovementSpec['kind'],
    ref,
    userId,
    transactionClass: 'trade',
    trackingId: randomBytes(8).toString('hex'),
    note: kind,
    details: details as Record<string, unknown>,
    at: deps.clock.now(),
    transfers,
  });
  deps.clock.advance(60_000);
  await inTransaction(deps.db, (trx) => postMovement(trx, prepared));
  return ref;
}

/** A customer's movements of one kind (their ids), oldest first. */
export function movementsOfKind(deps: Pick<AppDeps, 'db'>, userId: string, kind: MovementSpec['kind']) {
  return deps.db
    .selectFrom('ledger_movements')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}
