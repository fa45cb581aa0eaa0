/**
 * Proof by test deposit (decision 307), for networks whose wallets cannot sign (Tron): the
 * challenge names an exact small amount, unique among the route's open challenges, and the
 * customer's own deposit address; a deposit of exactly that amount from the address to the
 * customer, before the challenge expires, proves the address theirs, once. The deposit itself is
 * credited as any other, and its own Travel Rule record is answered at once as from the
 * customer's own self-hosted wallet (decision 336): the customer is not asked who sent it, nor is
 * it held. Another amount, sender, customer or network, or a late or second deposit, proves nothing.
 */
import { randomInt } from 'node:crypto';
import { accountOf } from '../../../contract/addresses/identity.js';
import { COINS } from '../../../contract/assets.js';
import { fromUnits } from '../../../contract/money.js';
import { type PaymentRoute, routeById } from '../../../contract/routes.js';
import type { Database } from '../../db/index.js';
import { sealRecord } from './records.js';

/** 1 plus random micro digits: a test deposit costs next to nothing and is credited back. */
function pickAmount(route: PaymentRoute): bigint {
  const scale = COINS[route.currency].scale;
  const one = 10n ** BigInt(scale);
  const micro = 10n ** BigInt(Math.max(scale - 6, 0));
  return one + BigInt(randomInt(1, 1_000_000)) * micro;
}

/** An amount no open challenge of the route names, or null after a few tries (never in practice). */
export async function freeTestAmount(db: Database, route: PaymentRoute, now: Date): Promise<bigint | null> {
  for (let i = 0; i < 8; i += 1) {
    const amount = pickAmount(route);
    const taken = await db
      .selectFrom('ownership_challenges')
      .select('id')
      .where('route_id', '=', route.id)
      .where('test_amount', '=', amount.toString())
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!taken) return amount;
  }
  return null;
}

/** The customer's own deposit address on the route, if they have opened it. */
export async function ownDepositAddress(db: Database, userId: string, routeId: number): Promise<string | null> {
  const row = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('user_id', '=', userId)
    .where('route_id', '=', routeId)
    .executeTakeFirst();
  return row?.address ?? null;
}

export function testDepositText(route: PaymentRoute, amount: bigint, from: string, to: string): string {
  const text = fromUnits(amount, COINS[route.currency].scale);
  return `Send exactly ${text} ${route.currency} from ${from} to ${to} on ${route.networkName}.`;
}

interface SeenDeposit {
  userId: string;
  routeId: number;
  /** Our address it arrived at. */
  address: string;
  from: string | null;
  amount: bigint;
  txid: string;
  outputIndex: number;
  at: Date;
}

/**
 * Called in the deposit's crediting transaction, after its record is written: claims the open
 * challenge this deposit answers (one at most, atomically), keeps the proof and answers the
 * deposit's own record. True when it proved an address.
 */
export async function proveByTestDeposit(db: Database, key: Uint8Array, d: SeenDeposit): Promise<boolean> {
  if (!d.from) return false;
  const challenge = await db
    .updateTable('ownership_challenges')
    .set({ used_at: d.at })
    .where('user_id', '=', d.userId)
    .where('route_id', '=', d.routeId)
    .where('test_amount', '=', d.amount.toString())
    .where('deposit_address', '=', d.address)
    .where('address', '=', d.from)
    .where('used_at', 'is', null)
    .where('expires_at', '>', d.at)
    .returningAll()
    .executeTakeFirst();
  if (!challenge) return false;
  await db
    .insertInto('address_proofs')
    .values({
      user_id: d.userId,
      route_id: d.routeId,
      address: accountOf(routeById(d.routeId)?.chain ?? 'tron', challenge.address),
      scheme: 'test_deposit',
      message: challenge.message,
      signature: `${d.txid}:${d.outputIndex}`,
      public_key: null,
      proven_at: d.at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'route_id', 'address']).doNothing())
    .execute();
  await answerAsOwnWallet(db, key, d, challenge.address);
  return true;
}

/**
 * The proof deposit came from the customer's own self-hosted wallet: that is its answer, as the
 * customer would give it on the deposit-origin screen, with no hold left on it.
 */
async function answerAsOwnWallet(db: Database, key: Uint8Array, d: SeenDeposit, from: string): Promise<void> {
  const record = await db
    .selectFrom('transfer_records')
    .select('id')
    .where('route_id', '=', d.routeId)
    .where('txid', '=', d.txid)
    .where('output_index', '=', d.outputIndex)
    .where('user_id', '=', d.userId)
    .where('state', '=', 'information_needed')
    .executeTakeFirst();
  if (!record) return;
  const answer = {
    owner: 'self',
    wallet: 'self_hosted',
    providerId: null,
    providerName: null,
    kind: null,
    name: null,
    address: from,
  };
  await db
    .updateTable('transfer_records')
    .set({ state: 'answered', answered_at: d.at, answer_sealed: sealRecord(key, record.id, answer) })
    .where('id', '=', record.id)
    .where('state', '=', 'information_needed')
    .execute();
}
