/**
 * Proving control of a self-hosted address (decision 247): the server issues a message with a
 * one-time nonce for this customer, network and address; the customer's wallet signs it; the
 * server checks the signature by the network's scheme and keeps the proof, once per address.
 * - A challenge takes one answer, right or wrong (claimed before the check, atomically): a replay,
 *   or two answers sent at once, find it used.
 * - A challenge is the customer's own: another customer's id is as unknown as a made-up one, and
 *   the message names the customer, so another customer's signature does not fit it.
 * - Challenges are limited to 20 per customer per hour (they are rows in the database).
 * - Where the network's wallets cannot sign (Tron), the challenge is a test deposit of an exact
 *   amount instead (decision 307, test-deposits.ts); the proof call refuses such a challenge.
 */
import { randomUUID } from 'node:crypto';
import { accountOf, routesSharingAddresses } from '../../../contract/addresses/identity.js';
import { isValidAddressForRoute } from '../../../contract/addresses/index.js';
import { COINS } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import { fromUnits } from '../../../contract/money.js';
import { type PaymentRoute, routeById } from '../../../contract/routes.js';
import { TRAVEL_RULE_MESSAGES as M, type OwnershipChallengeAnswer } from '../../../contract/travel-rule.js';
import type { Database } from '../../db/index.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { waitText } from '../accounts/index.js';
import { CHALLENGE_TTL_MS, challengeText, newNonce } from './challenge.js';
import { searchDirectory } from './directory.js';
import { signatureSchemeOf, verifyOwnership } from './signatures.js';
import { freeTestAmount, ownDepositAddress, testDepositText } from './test-deposits.js';

const CHALLENGE_RULE = { windowMs: 3_600_000, max: 20 };

/**
 * The route with this id if it is on (the wallet's rule, WALLET_ROUTES_OFF), read here rather than
 * from the wallet, which asks this module about deposits: the two never import each other in a circle.
 */
function activeRoute(config: { walletRoutesOff: ReadonlySet<number> }, id: unknown): PaymentRoute | undefined {
  const route = routeById(id);
  return route && !config.walletRoutesOff.has(route.id) ? route : undefined;
}

const ownershipChallenge = defineCall(CALLS.ownershipChallenge, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const userId = requireUser(ctx).id;
    const route = activeRoute(deps.config, p.paymentRouteId);
    if (!route) throw validationError({ paymentRouteId: 'Choose a network.' });
    if (!isValidAddressForRoute(route, p.address))
      throw validationError({ address: `This is not a valid ${route.currency} address on ${route.networkName}.` });
    const scheme = signatureSchemeOf(route.chain);
    const wait = await hitRateLimit(deps.db, `ownership-challenge:${userId}`, [CHALLENGE_RULE], deps.clock.now());
    if (wait !== null)
      throw new ApiError('RATE_LIMITED', `Too many messages asked for. Please wait ${waitText(wait)} and try again.`, {
        retryAfterSeconds: wait,
      });
    const now = deps.clock.now();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
    if (!scheme) return { data: await testDepositChallenge(deps.db, { id, userId, route, address: p.address, now }) };
    const message = challengeText({
      address: p.address,
      networkName: route.networkName,
      customerNumber: customerNumberOf(userId),
      nonce: newNonce(),
      issuedAt: now,
    });
    await deps.db
      .insertInto('ownership_challenges')
      .values({
        id,
        user_id: userId,
        route_id: route.id,
        address: p.address,
        message,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return { data: { challengeId: id, message, scheme, testDeposit: null, expiresAt: expiresAt.toISOString() } };
  },
});

const ownershipProof = defineCall(CALLS.ownershipProof, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const userId = requireUser(ctx).id;
    const now = deps.clock.now();
    // Claimed before the signature is looked at: one answer per challenge, whatever it is.
    const challenge = await deps.db
      .updateTable('ownership_challenges')
      .set({ used_at: now })
      .where('id', '=', p.challengeId)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('test_amount', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!challenge) throw validationError({ challengeId: M.challengeExpired });
    const route = activeRoute(deps.config, challenge.route_id);
    const scheme = route ? signatureSchemeOf(route.chain) : null;
    if (!route || !scheme) throw validationError({ challengeId: M.challengeExpired });
    const publicKey = p.publicKey.trim() || undefined;
    const proof = { signature: p.signature, ...(publicKey ? { publicKey } : {}) };
    // The signature is the account's (an X-address's classic account, bech32 in lower case).
    const account = accountOf(route.chain, challenge.address);
    if (!(await verifyOwnership(scheme, account, challenge.message, proof)))
      throw validationError({ signature: M.proofInvalid });
    await deps.db
      .insertInto('address_proofs')
      .values({
        user_id: userId,
        route_id: route.id,
        address: account,
        scheme,
        message: challenge.message,
        signature: p.signature,
        public_key: publicKey ?? null,
        proven_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'route_id', 'address']).doNothing())
      .execute();
    return { data: { paymentRouteId: route.id, address: challenge.address, provenAt: now.toISOString() } };
  },
});

/** Networks whose wallets cannot sign (decision 307): an exact amount to deposit from the address. */
async function testDepositChallenge(
  db: Database,
  c: { id: string; userId: string; route: PaymentRoute; address: string; now: Date },
): Promise<OwnershipChallengeAnswer> {
  const depositAddress = await ownDepositAddress(db, c.userId, c.route.id);
  if (!depositAddress) throw validationError({ paymentRouteId: M.noDepositAddress });
  const amount = await freeTestAmount(db, c.route, c.now);
  if (amount === null) throw new ApiError('RATE_LIMITED', 'Please try again in a minute.', { retryAfterSeconds: 60 });
  const message = testDepositText(c.route, amount, c.address, depositAddress);
  const expiresAt = new Date(c.now.getTime() + CHALLENGE_TTL_MS);
  await db
    .insertInto('ownership_challenges')
    .values({
      id: c.id,
      user_id: c.userId,
      route_id: c.route.id,
      address: c.address,
      message,
      created_at: c.now,
      expires_at: expiresAt,
      test_amount: amount.toString(),
      deposit_address: depositAddress,
    })
    .execute();
  return {
    challengeId: c.id,
    message,
    scheme: 'test_deposit',
    testDeposit: {
      amount: fromUnits(amount, COINS[c.route.currency].scale),
      currency: c.route.currency,
      depositAddress,
    },
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The customer's proof of the account `address` names (decision 344): kept under the account, it
 * counts for every spelling of it and on every route sharing its addresses (a 0x address proven
 * on Ethereum is proven on its ERC-20 routes; an XRP account for each destination tag).
 */
export async function proofOf(db: Pick<Database, 'selectFrom'>, userId: string, routeId: number, address: string) {
  const route = routeById(routeId);
  if (!route) return undefined;
  return db
    .selectFrom('address_proofs')
    .select(['scheme', 'proven_at'])
    .where('user_id', '=', userId)
    .where('route_id', 'in', routesSharingAddresses(route))
    .where('address', '=', accountOf(route.chain, address))
    .orderBy('proven_at')
    .executeTakeFirst();
}

/** Whether the customer has proven the account `address` names on the route theirs. */
export async function hasProof(
  deps: { db: Pick<Database, 'selectFrom'> },
  userId: string,
  routeId: number,
  address: string,
): Promise<boolean> {
  return (await proofOf(deps.db, userId, routeId, address)) !== undefined;
}

const ownershipStatus = defineCall(CALLS.ownershipStatus, {
  async handle(ctx, p) {
    const userId = requireUser(ctx).id;
    const route = activeRoute(ctx.deps.config, p.paymentRouteId);
    if (!route) throw validationError({ paymentRouteId: 'Choose a network.' });
    const row = await proofOf(ctx.deps.db, userId, route.id, p.address);
    return { data: { proven: row !== undefined, provenAt: row ? new Date(row.proven_at).toISOString() : null } };
  },
});

const providerDirectory = defineCall(CALLS.providerDirectory, {
  async handle(ctx, p) {
    requireUser(ctx);
    return { data: { providers: searchDirectory(ctx.deps.config.mode, p.query) } };
  },
});

export const travelRuleCalls = [ownershipChallenge, ownershipProof, ownershipStatus, providerDirectory];
