/**
 * Account closure is refused while a card purchase or a withdrawal is open, so nothing can be
 * credited to or sent from a closed account; a customer whose identity check was rejected (who
 * cannot withdraw) may close with a balance, which is held for return (decision 100).
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { CLOSURE_MESSAGES } from '../../../contract/closure.js';
import { PROFILE_MESSAGES } from '../../../contract/profile.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { setSandboxPrice } from '../../test/sandbox-market.js';
import { latestMail, withdrawalProof } from '../accounts/testing.js';
import { requestCashWithdrawal, sandboxBankOf } from '../bank/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { placeLimitOrder } from '../orders/testing.js';
import { customer, initPayload, submitCard } from '../payments/testing.js';

let env: TestEnv;
beforeAll(async () => {
  // A saved bank account usable a minute after it is confirmed, so a cash withdrawal needs no day.
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0', ADDRESS_HOLD_SECONDS: '60' } });
});
afterAll(() => env.close());

// The password is sent too: closure may ask for it; the rules tested here come after it.
const close = (u: TestUser) => env.api.call(CALLS.deleteAccount, { password: u.password }, { token: u.token });
const status = async (u: TestUser) =>
  (await env.deps.db.selectFrom('users').select('status').where('id', '=', u.id).executeTakeFirstOrThrow()).status;

describe('closure with something open', () => {
  it('refuses while a card purchase is open; paying it then credits the still-open account', async () => {
    const u = await customer(env);
    const init = await env.api.call(CALLS.initTransaction, initPayload('50', '0.0001'), { token: u.token });
    expect(init.answer.status).toBe('success');
    const r = await close(u);
    expect(r.status).toBe(422);
    expect(r.answer).toMatchObject({ code: 'PURCHASE_OPEN', message: CLOSURE_MESSAGES.purchaseOpen });
    expect(await status(u)).toBe('active');

    const paid = await submitCard(env, (init.answer as any).data.checkout.token, { number: '4200 0000 0000 0000' });
    expect(paid.status).toBe(303);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(10_000n);
    // Now the customer holds funds: the ordinary rule applies.
    expect((await close(u)).answer).toMatchObject({ code: 'BALANCE_NOT_EMPTY' });
  });

  it('refuses while a withdrawal is being sent, naming it', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    await creditForTest(env.deps, u.id, 'BTC', '0.1');
    const w = await env.api.call(
      CALLS.createWithdrawal,
      {
        amount: '0.1',
        cryptoAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
        paymentRouteId: 1,
        beneficiary: TEST_BENEFICIARY,
        ...(await withdrawalProof(env, u)),
      },
      { token: u.token },
    );
    expect(w.status, JSON.stringify(w.answer)).toBe(200);
    const r = await close(u);
    expect(r.answer).toMatchObject({ code: 'WITHDRAWAL_OPEN', message: CLOSURE_MESSAGES.withdrawalOpen });
    expect(await status(u)).toBe('active');
  });
});

describe('closure with money that may still come back', () => {
  it('refuses while a cash withdrawal of the whole balance is still being sent', async () => {
    // The bank away: the payout stays pending, to be asked again, and may yet be refused.
    sandboxBankOf(env).failNextPayout('unavailable');
    const { u, status: sent } = await requestCashWithdrawal(env, {
      amount: '100',
      cents: 10_000n,
      holdSeconds: 60,
    });
    expect(sent).toBe('pending');
    const r = await close(u);
    expect(r.answer).toMatchObject({ code: 'WITHDRAWAL_OPEN', message: CLOSURE_MESSAGES.withdrawalOpen });
    expect(await status(u)).toBe('active');
  });

  it('refuses while an open order holds the whole balance: its fill or expiry would credit a closed account', async () => {
    await setSandboxPrice(env, 'SOL', '200');
    await setSandboxPrice(env, 'USDC', '1');
    const u = await customer(env, { kycStatus: 'approved' });
    await creditForTest(env.deps, u.id, 'SOL', '4');
    const placed = await placeLimitOrder(env, u);
    expect(placed.status, JSON.stringify(placed.answer)).toBe(200);
    expect((await getUserBalances(env.deps.db, u.id)).SOL).toBe(0n);
    expect((await close(u)).answer).toMatchObject({
      code: 'BALANCE_NOT_EMPTY',
      message: PROFILE_MESSAGES.balanceNotEmpty,
    });
    expect(await status(u)).toBe('active');
  });
});

describe('closure of a customer whose identity check was rejected', () => {
  it('closes with a balance, keeps it in the ledger held for return, and says so', async () => {
    const u = await customer(env, { kycStatus: 'rejected' });
    await creditForTest(env.deps, u.id, 'ETH', '0.5');
    const r = await close(u);
    expect(r.answer).toEqual({
      status: 'success',
      message: CLOSURE_MESSAGES.closedWithFundsHeld,
      data: { fundsHeld: true },
    });
    expect(await status(u)).toBe('closed');
    expect((await getUserBalances(env.deps.db, u.id)).ETH).toBe(500_000_000_000_000_000n);
    const mail = await latestMail(env, u.email);
    expect(mail.subject).toMatch(/account is closed/);
    expect(mail.text).toMatch(/remaining balance is held for return/);
    const audit = await env.deps.db
      .selectFrom('audit_log')
      .select(['outcome', 'details'])
      .where('actor_id', '=', u.id)
      .where('action', '=', 'account.close')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ outcome: 'allowed' });
    const details = typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details;
    expect(details).toEqual({ fundsHeldForReturn: true });
  });

  it('still refuses a verified or unverified customer with a balance', async () => {
    for (const kycStatus of ['approved', 'not_started']) {
      const u = await customer(env, { kycStatus });
      await creditForTest(env.deps, u.id, 'ETH', '0.5');
      expect((await close(u)).answer).toMatchObject({
        code: 'BALANCE_NOT_EMPTY',
        message: PROFILE_MESSAGES.balanceNotEmpty,
      });
    }
  });
});
