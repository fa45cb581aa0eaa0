import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import {
  assertKycApproved,
  passWithdrawalGates,
  WITHDRAWAL_GATES,
  type WithdrawalAsk,
  type WithdrawalDestination,
} from './withdrawal-gates.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const codeOf = (e: unknown) => (e instanceof ApiError ? e.code : String(e));

/** A destination that records which of its parts the gates asked, in order. */
function recording(kind: WithdrawalDestination['kind'], asked: string[]): WithdrawalDestination {
  return {
    kind,
    assertUsable: async () => void asked.push('usable'),
    assertAmount: async () => void asked.push('amount'),
    insufficient: () => new ApiError('INSUFFICIENT_BALANCE', 'not enough'),
    value: async () => {
      asked.push('value');
      return { USD: '1.00', EUR: '1.00', AUD: '1.00' };
    },
    assertProof: async () => void asked.push('proof'),
    screen: async () => void asked.push('screen'),
  };
}

async function ask(o: { kind: WithdrawalDestination['kind']; amount: bigint; asked: string[]; kyc?: string }) {
  const u = await createUser(env.deps, { kycStatus: o.kyc ?? 'approved', currency: o.kind === 'cash' ? 'AUD' : 'USD' });
  const proof = await withdrawalProof(env, u);
  const user = {
    kyc_status: o.kyc ?? 'approved',
    withdrawals_held_until: null,
    withdrawals_held_reason: null,
    time_zone: 'UTC',
  };
  const a: WithdrawalAsk = {
    deps: env.deps,
    userId: u.id,
    user,
    currency: o.kind === 'cash' ? 'AUD' : 'BTC',
    amount: o.amount,
    destination: recording(o.kind, o.asked),
    proof,
    ip: '127.0.0.1',
  };
  return { a, u };
}

describe('the withdrawal gates', () => {
  it('are one ordered list: the confirmation is spent after every cheap check, screening only after it', () => {
    expect(WITHDRAWAL_GATES.map((g) => g.name)).toEqual([
      'identity check',
      'withdrawal pause',
      'destination',
      'amount',
      'balance',
      'held deposits',
      'limits',
      'travel rule or proof',
      'confirmation',
      'screening',
    ]);
  });

  it('refuse a customer whose identity check is not approved, saying what it waits for', () => {
    expect(() => assertKycApproved('approved')).not.toThrow();
    expect(codeOf(catchOf(() => assertKycApproved(null)))).toBe('KYC_REQUIRED');
    expect(codeOf(catchOf(() => assertKycApproved('submitted')))).toBe('KYC_REQUIRED');
    expect(codeOf(catchOf(() => assertKycApproved('rejected')))).toBe('KYC_REJECTED');
  });

  for (const kind of ['crypto', 'cash'] as const)
    it(`stop a ${kind} withdrawal over the balance before its confirmation is spent or its receiver screened`, async () => {
      const asked: string[] = [];
      const { a } = await ask({ kind, amount: 1n, asked });
      const refused = await passWithdrawalGates(a).catch((e: unknown) => e);
      expect(codeOf(refused)).toBe('INSUFFICIENT_BALANCE');
      expect(asked).toEqual(['usable', 'amount']);
      // The same code still confirms: it was not spent by the refused request.
      const passed = await passWithdrawalGates({ ...a, amount: 0n }).catch((e: unknown) => e);
      expect(passed).toEqual({ value: { USD: '1.00', EUR: '1.00', AUD: '1.00' } });
      expect(asked.slice(2)).toEqual(['usable', 'amount', 'value', 'proof', 'screen']);
    });

  it('ask nothing of the destination for a customer who may not withdraw at all', async () => {
    const asked: string[] = [];
    const { a } = await ask({ kind: 'cash', amount: 0n, asked, kyc: 'rejected' });
    expect(codeOf(await passWithdrawalGates(a).catch((e: unknown) => e))).toBe('KYC_REJECTED');
    expect(asked).toEqual([]);
  });
});

function catchOf(f: () => void): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return null;
}
