/**
 * Travel Rule test support: a customer's deposit origins answered as they would in the app
 * (decision 274), and a crypto withdrawal to a customer at another provider with the providers
 * that record what they were asked (decision 295).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { ObservedDeposit, WithdrawalBroadcaster } from '../../providers/chain/index.js';
import type { TransferInquiry, TravelRuleProvider } from '../../providers/travelrule/index.js';
import { counterpartyPayload, SANDBOX_VASP_ID } from '../../providers/travelrule/index.js';
import { createUser, type TestUser, type UserOverrides } from '../../test/factories.js';
import { type ApiClient, createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { setSandboxPrice } from '../../test/sandbox-market.js';
import { withdrawalProof } from '../accounts/testing.js';
import { creditForTest } from '../ledger/testing.js';
import { processPendingWithdrawals } from '../wallet/index.js';

/** An EVM address of nobody the tests know: where withdrawals to another provider go. */
export const OTHER_EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The receiving provider's accept, as it posts it to the callback address. */
export const CALLBACK_APPROVED = { approved: { address: OTHER_EVM, callback: '' } };

export async function answerDepositOriginsForTest(api: ApiClient, token: string): Promise<void> {
  const list = await api.call(CALLS.depositOrigins, {}, { token });
  for (const d of (list.answer as { data: { deposits: { id: string }[] } }).data.deposits)
    await api.call(
      CALLS.answerDepositOrigin,
      { depositId: d.id, owner: 'self', wallet: 'provider', providerId: 'coinbase-eu' },
      { token },
    );
}

/**
 * A BTC deposit seen on route 1 to `address`, with the sending provider's Travel Rule payload
 * (from Erika Mustermann to `beneficiary`, or `payload` as given) when either is given.
 */
export function observedBtcDeposit(
  address: string,
  o: { amount?: bigint; beneficiary?: string; payload?: unknown; from?: string; txid?: string } = {},
): ObservedDeposit {
  return {
    routeId: 1,
    address,
    txid: o.txid ?? `tx-${randomUUID()}`,
    outputIndex: 0,
    amount: o.amount ?? 5_000_000n,
    ...(o.from ? { from: o.from } : {}),
    ...(o.beneficiary || o.payload
      ? {
          travelRule: {
            provider: SANDBOX_VASP_ID,
            payload: o.payload ?? counterpartyPayload('Erika Mustermann', o.beneficiary ?? '', address, ''),
          },
        }
      : {}),
  };
}

/** A TRP provider that keeps every inquiry in `inquiries` and answers each with `outcome`. */
export function recordingTravelRule(inquiries: TransferInquiry[], outcome: 'pending' | 'accepted'): TravelRuleProvider {
  return {
    kind: 'trp',
    inquire: async (i) => {
      inquiries.push(i);
      return { outcome };
    },
  };
}

/** A chain broadcaster that keeps the id of every withdrawal it is given and says it was sent. */
export function recordingBroadcaster(tracked: string[]): WithdrawalBroadcaster {
  return {
    kind: 'sandbox',
    async track(w: { id: string }) {
      tracked.push(w.id);
      return { state: 'sent', txHash: `0x${'cd'.repeat(32)}` };
    },
    async lookup() {
      return { state: 'unknown' };
    },
    async paymentsSince() {
      return [];
    },
  } as WithdrawalBroadcaster;
}

type WithdrawalData = { withdrawal_id: string; travel_rule: { state: string } };

/**
 * A test env whose sandbox market holds ETH at USD 1,000 without spread, and whose withdrawal
 * limits are the highest: whether a Travel Rule threshold is crossed rests on the amount alone.
 */
export async function createEthPricedEnv(opts: Parameters<typeof createTestEnv>[0] = {}): Promise<TestEnv> {
  const env = await createTestEnv({
    ...opts,
    env: { MARKET_VOLATILITY_BPS: '0', ...HIGHEST_WITHDRAWAL_LIMITS, ...opts.env },
  });
  await setSandboxPrice(env, 'ETH', '1000');
  return env;
}

/** A verified customer, José María García, holding 10 ETH. */
export async function garciaWithEth(env: TestEnv, o: UserOverrides = {}): Promise<TestUser> {
  const u = await createUser(env.deps, { kycStatus: 'approved', firstName: 'José María', lastName: 'García', ...o });
  await creditForTest(env.deps, u.id, 'ETH', '10');
  return u;
}

/** `u` (signed in by `token`) withdraws `amount` ETH to `beneficiary` at OTHER_EVM; the call must succeed. */
export async function withdrawEth(
  env: TestEnv,
  u: TestUser,
  beneficiary: Record<string, unknown>,
  amount = '0.1',
  token = u.token,
): Promise<WithdrawalData> {
  const res = await env.api.call(
    CALLS.createWithdrawal,
    { amount, cryptoAddress: OTHER_EVM, paymentRouteId: 2, beneficiary, ...(await withdrawalProof(env, u)) },
    { token, idempotencyKey: randomUUID() },
  );
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as { data: WithdrawalData }).data;
}

/**
 * A withdrawal the receiving provider refused (the sandbox provider refuses this name): it failed
 * at once, and settlement has run since, so the amount is back. Answers its id.
 */
export async function refusedWithdrawal(env: TestEnv, u: TestUser): Promise<string> {
  const data = await withdrawEth(env, u, {
    owner: 'other',
    wallet: 'provider',
    providerId: SANDBOX_VASP_ID,
    kind: 'person',
    name: 'Ana Refuse',
  });
  expect(data.travel_rule.state).toBe('refused');
  await processPendingWithdrawals(env.deps);
  return data.withdrawal_id;
}

/**
 * A new customer holding 1 ETH withdraws 0.1 ETH to another person's account at `providerId`;
 * the call must succeed. Answers the customer and what the call answered.
 */
export async function withdrawEthToProvider(
  env: TestEnv,
  providerId = 'sandbox-vasp',
): Promise<{ u: TestUser; data: WithdrawalData }> {
  const u = await createUser(env.deps, { kycStatus: 'approved', city: 'Sydney', address: '1 George St' });
  await creditForTest(env.deps, u.id, 'ETH', '1');
  const data = await withdrawEth(env, u, {
    owner: 'other',
    wallet: 'provider',
    providerId,
    kind: 'person',
    name: 'Ana Pérez',
  });
  return { u, data };
}
