/**
 * A sending address the customer types when asked who sent a deposit is screened as a withdrawal's
 * destination is, by the account it names (decisions 343 and 493): every spelling of a listed
 * account keeps the deposit held, in compliance's review with a sanctions case, and the customer is
 * told only that it is under review. A service that cannot answer leaves the question open.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { ScreeningUnavailable } from '../../providers/screening/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { createAddressHoldEnv } from '../addressbook/testing.js';
import { customerHolding } from '../ledger/testing.js';
import { creditObservedDeposit } from '../wallet/index.js';
import { depositAddressFor } from '../wallet/testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createAddressHoldEnv(60);
});
afterAll(() => env.close());

// On the OFAC SDN list (local copy); the XRP account also as an X-address with a tag.
const LISTED_ETH = '0x098B716B8Aaf21512996dC57EB0615e2383E2f96';
const LISTED_BTC = 'bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc';
const LISTED_X_TAG1 = 'X75KjMo4pw9UQ9H7hbpCZUDfskq2PLDUYKF83KutAsukMKu';
const CLEAN_ETH = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ROUTE = { BTC: 1, ETH: 2, XRP: 5, USDC: 8 } as const;

/** A deposit whose chain named no sender: its record waits for the customer's answer. */
async function depositWithoutSender(u: TestUser, coin: keyof typeof ROUTE, amount: bigint): Promise<string> {
  const routeId = ROUTE[coin];
  const address = await depositAddressFor(env, await tokenFor(env.deps, u), coin, routeId);
  const txid = `tx-${randomUUID()}`;
  expect(await creditObservedDeposit(env.deps, { routeId, address, txid, outputIndex: 0, amount })).toBe('credited');
  const r = await env.deps.db
    .selectFrom('transfer_records')
    .select(['id', 'state'])
    .where('txid', '=', txid)
    .executeTakeFirstOrThrow();
  expect(r.state).toBe('information_needed');
  return r.id;
}

/** The answer that it came from the customer's own account at a listed provider, from `address`. */
const answerFrom = async (u: TestUser, depositId: string, address: string) =>
  env.api.call(
    CALLS.answerDepositOrigin,
    { depositId, owner: 'self', wallet: 'provider', providerId: 'coinbase-eu', address },
    { token: await tokenFor(env.deps, u) },
  );
const casesOf = (u: TestUser) =>
  env.deps.db.selectFrom('screening_cases').selectAll().where('user_id', '=', u.id).orderBy('created_at').execute();
const stateOf = async (id: string) =>
  (await env.deps.db.selectFrom('transfer_records').select('state').where('id', '=', id).executeTakeFirstOrThrow())
    .state;

describe('a sending address typed for a deposit', () => {
  it('of a listed account, in any spelling, keeps the deposit held with a sanctions case', async () => {
    const u = await customerHolding(env.deps, {});
    const upper = `0x${LISTED_ETH.slice(2).toUpperCase()}`;
    const attempts = [
      { coin: 'ETH', amount: 10n ** 15n, address: LISTED_ETH },
      { coin: 'ETH', amount: 10n ** 15n, address: LISTED_ETH.toLowerCase() },
      { coin: 'ETH', amount: 10n ** 15n, address: ` ${upper}  ` },
      { coin: 'USDC', amount: 1_000_000n, address: upper },
      { coin: 'BTC', amount: 10_000n, address: LISTED_BTC.toUpperCase() },
      { coin: 'XRP', amount: 1_000_000n, address: LISTED_X_TAG1 },
    ] as const;
    for (const a of attempts) {
      const id = await depositWithoutSender(u, a.coin, a.amount);
      const r = await answerFrom(u, id, a.address);
      // Told only that it is under review, as for any answer compliance looks at (no tipping off).
      expect(r.status, `${a.address}: ${JSON.stringify(r.answer)}`).toBe(200);
      expect(r.answer, a.address).toMatchObject({ data: { id, state: 'review' } });
      expect(await stateOf(id), a.address).toBe('review');
    }
    const cases = await casesOf(u);
    expect(cases).toHaveLength(attempts.length);
    for (const [i, c] of cases.entries()) {
      expect(c).toMatchObject({ direction: 'deposit', state: 'open', address: attempts[i]!.address.trim() });
      // A sanctions list's case, not a Travel Rule one: its release waits for a second officer.
      expect(c.source.startsWith('travel_rule')).toBe(false);
    }
    // Held: nothing of the deposits may leave while compliance decides.
    const out = await env.api.call(
      CALLS.createWithdrawal,
      {
        amount: '0.002',
        cryptoAddress: CLEAN_ETH,
        paymentRouteId: ROUTE.ETH,
        beneficiary: TEST_BENEFICIARY,
        ...(await withdrawalProof(env, u)),
      },
      { token: await tokenFor(env.deps, u), idempotencyKey: randomUUID() },
    );
    expect(out.answer, JSON.stringify(out.answer)).toMatchObject({ code: 'WITHDRAWALS_HELD' });
  });

  it('of an account not listed is recorded, with no case', async () => {
    const u = await customerHolding(env.deps, {});
    const id = await depositWithoutSender(u, 'ETH', 10n ** 15n);
    const r = await answerFrom(u, id, CLEAN_ETH.toLowerCase());
    expect(r.answer).toMatchObject({ data: { id, state: 'answered' } });
    expect(await casesOf(u)).toEqual([]);
  });

  it('is not taken while the screening service cannot answer: the question stays open', async () => {
    const u = await customerHolding(env.deps, {});
    const id = await depositWithoutSender(u, 'ETH', 10n ** 15n);
    const providers = env.deps.providers as { screening: unknown };
    const local = providers.screening;
    providers.screening = {
      kind: 'down',
      screen: () => Promise.reject(new ScreeningUnavailable('down')),
    };
    try {
      const r = await answerFrom(u, id, CLEAN_ETH);
      expect(r.answer).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      providers.screening = local;
    }
    expect(await stateOf(id)).toBe('information_needed');
  });
});
