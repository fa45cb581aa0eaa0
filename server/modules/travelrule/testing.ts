/**
 * Travel Rule test support: a customer's deposit origins answered as they would in the app
 * (decision 274), and a crypto withdrawal to a customer at another provider with the providers
 * that record what they were asked (decision 295).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { WithdrawalBroadcaster } from '../../providers/chain/index.js';
import type { TransferInquiry, TravelRuleProvider } from '../../providers/travelrule/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { ApiClient, TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { creditForTest } from '../ledger/testing.js';

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

/**
 * A new customer holding 1 ETH withdraws 0.1 ETH to another person's account at `providerId`;
 * the call must succeed. Answers the customer and what the call answered.
 */
export async function withdrawEthToProvider(
  env: TestEnv,
  providerId = 'sandbox-vasp',
): Promise<{ u: TestUser; data: { withdrawal_id: string; travel_rule: { state: string } } }> {
  const u = await createUser(env.deps, { kycStatus: 'approved', city: 'Sydney', address: '1 George St' });
  await creditForTest(env.deps, u.id, 'ETH', '1');
  const res = await env.api.call(
    CALLS.createWithdrawal,
    {
      amount: '0.1',
      cryptoAddress: OTHER_EVM,
      paymentRouteId: 2,
      beneficiary: { owner: 'other', wallet: 'provider', providerId, kind: 'person', name: 'Ana Pérez' },
      ...(await withdrawalProof(env, u)),
    },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return { u, data: (res.answer as { data: { withdrawal_id: string; travel_rule: { state: string } } }).data };
}
