import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_MESSAGES as BM } from '../../../contract/bank-accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { newTotpSecret, totpFor } from '../accounts/index.js';
import { outboxFor, passkeyProofs, withdrawalProof } from '../accounts/testing.js';
import { findInvariantViolations, getUserCashBalances } from '../ledger/index.js';
import { deliver, finishCashPayout, fundCash, sandboxBankOf, verifiedCustomer } from './testing.js';

const HOLD_S = 60;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({
    env: { ADDRESS_HOLD_SECONDS: String(HOLD_S), WITHDRAW_LIMIT_24H: '1000', WITHDRAW_LIMIT_2FA_24H: '1000' },
  });
});
afterAll(() => env.close());

const cash = async (u: TestUser) => (await getUserCashBalances(env.deps.db, u.id)).AUD;

/** A verified Australian customer with `amount` deposited and a saved account past its hold. */
async function ready(amount: bigint, o: { totpSecret?: string } = {}) {
  const u = await verifiedCustomer(env, o);
  await fundCash(env, u, amount);
  const otp = o.totpSecret ? totpFor(o.totpSecret, 'test').generate({ timestamp: env.deps.clock.now().getTime() }) : '';
  const added = await env.api.call(
    CALLS.addBankAccount,
    {
      label: 'Everyday',
      holder_name: 'Alex Morgan',
      bsb: '062-000',
      account_number: '12345678',
      password: u.password,
      otp,
    },
    { token: await tokenFor(env.deps, u) },
  );
  expect(added.status).toBe(200);
  const mail = (await outboxFor(env, u.email)).find((m) => m.subject.startsWith('Confirm the new bank account'));
  const token = /\/bank-accounts\/confirm#(\S+)/.exec(mail?.text ?? '')![1]!;
  expect((await env.api.call(CALLS.confirmBankAccount, { token })).status).toBe(200);
  const payeeId = (added.answer.status === 'success' && added.answer.data?.account.id) || '';
  return { u, payeeId };
}

const withdraw = async (u: TestUser, payeeId: string, amount: string, o: Record<string, unknown> = {}) =>
  env.api.call(
    CALLS.createCashWithdrawal,
    { amount, bank_account_id: payeeId, ...(await withdrawalProof(env, u)), ...o },
    { token: await tokenFor(env.deps, u), idempotencyKey: randomUUID() },
  );

async function finish(withdrawalId: string, outcome: 'paid' | 'failed' | 'returned') {
  const n = await finishCashPayout(env, withdrawalId, outcome);
  // The same word again moves nothing.
  expect((await deliver(env, n!)).status).toBe(200);
}

describe('cash withdrawals', () => {
  it('refuse an account still in its hold, then hold the amount, pay it out and settle it once', async () => {
    const { u, payeeId } = await ready(50_000n);
    expect((await withdraw(u, payeeId, '200')).answer).toMatchObject({
      code: 'ADDRESS_NOT_ALLOWED',
      message: BM.notAllowed,
    });
    env.deps.clock.advance(HOLD_S * 1000);
    const r = await withdraw(u, payeeId, '200.00');
    expect(r.answer).toMatchObject({ status: 'success', data: { status: 'pending' } });
    expect(await cash(u)).toBe(30_000n);
    const id = r.answer.status === 'success' ? r.answer.data!.withdrawal_id : '';
    const payout = (await sandboxBankOf(env).recentPayments(50)).find(
      (p) => p.direction === 'out' && p.status === 'submitted',
    );
    expect(payout).toMatchObject({
      amountMinor: 20_000n,
      counterpartyName: 'Alex Morgan',
      counterpartyAccount: '062000 12345678',
    });
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
    await finish(id, 'paid');
    expect(
      await env.deps.db.selectFrom('bank_withdrawals').select('state').where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ state: 'sent' });
    expect(await cash(u)).toBe(30_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('give a failed or bounced payout back to the balance', async () => {
    const { u, payeeId } = await ready(50_000n);
    env.deps.clock.advance(HOLD_S * 1000);
    for (const outcome of ['failed', 'returned'] as const) {
      const r = await withdraw(u, payeeId, '100');
      const id = r.answer.status === 'success' ? r.answer.data!.withdrawal_id : '';
      const listed = async () => {
        const b = await env.api.call(CALLS.getCashBalance, {}, { token: await tokenFor(env.deps, u) });
        return b.answer.status === 'success' ? b.answer.data?.withdrawals.find((w) => w.id === id) : undefined;
      };
      // The customer follows it: pending while the bank pays, failed once it gave the money back.
      expect(await listed()).toMatchObject({
        amount: '100.00',
        currency: 'AUD',
        state: 'pending',
        bank_account: 'Everyday',
        beneficiary: '062-000 12345678',
        settled_at: null,
      });
      await finish(id, outcome);
      expect(await listed()).toMatchObject({ state: 'failed', settled_at: expect.any(String) });
      expect(await cash(u)).toBe(50_000n);
    }
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('cannot overdraw the balance with parallel withdrawals', async () => {
    const { u, payeeId } = await ready(50_000n);
    env.deps.clock.advance(HOLD_S * 1000);
    // Each confirmed by the customer, each with its own passkey answer.
    const proofs = await passkeyProofs(env, u, 5);
    const answers = await Promise.all(proofs.map((proof) => withdraw(u, payeeId, '200', proof)));
    const codes = answers.map((r) => (r.answer.status === 'success' ? 'ok' : r.answer.code)).sort();
    expect(codes).toEqual(['INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE', 'ok', 'ok']);
    expect(await cash(u)).toBe(10_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('refuse an amount with more than two decimals, above the tier limit, or without the 2FA code', async () => {
    const secret = newTotpSecret();
    const { u, payeeId } = await ready(200_000n, { totpSecret: secret });
    env.deps.clock.advance(HOLD_S * 1000);
    const code = () => totpFor(secret, 'test').generate({ timestamp: env.deps.clock.now().getTime() });
    expect((await withdraw(u, payeeId, '10.001', { otp: code() })).answer).toMatchObject({
      code: 'VALIDATION',
      errors: { amount: BM.amountInvalid },
    });
    expect((await withdraw(u, payeeId, '100')).answer).toMatchObject({ code: 'OTP_REQUIRED' });
    expect((await withdraw(u, payeeId, '1000.01', { otp: code() })).answer).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(await cash(u)).toBe(200_000n);
    expect((await withdraw(u, payeeId, '1000', { otp: code() })).status).toBe(200);
    env.deps.clock.advance(31_000);
    expect((await withdraw(u, payeeId, '1', { otp: code() })).answer).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(await cash(u)).toBe(100_000n);
  });
});
