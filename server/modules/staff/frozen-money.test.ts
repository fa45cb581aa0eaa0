/**
 * A frozen customer moves no money through any call (decision 237, 291): every customer call that
 * carries an Idempotency-Key (the contract's mark of a call that moves money or creates something)
 * is either refused for a frozen account or named below as moving none. A new money call that
 * nobody added to contract/frozen.ts fails here.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { FROZEN_REFUSED } from '../../../contract/frozen.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { findInvariantViolations, getUserBalances, getUserCashBalances } from '../ledger/index.js';

/** Customer calls with an Idempotency-Key that create something but move no money. */
const MOVES_NO_MONEY = new Set([CALLS.generateAddress.path, CALLS.createPriceAlert.path, CALLS.contactSupport.path]);

/** A well-formed payload for each refused call: the refusal must not hang on a malformed one. */
const PAYLOADS: Record<string, Record<string, unknown>> = {
  [CALLS.swapCrypto.path]: { fromCurrency: 'BTC', toCurrency: 'AUD', amount: '0.001' },
  [CALLS.confirmSwap.path]: { quoteId: randomUUID() },
  [CALLS.createWithdrawal.path]: {
    amount: '0.001',
    cryptoAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    paymentRouteId: 1,
    beneficiary: TEST_BENEFICIARY,
  },
  [CALLS.createCashWithdrawal.path]: { amount: '50.00', bank_account_id: randomUUID(), otp: '' },
  [CALLS.initTransaction.path]: { amount: '20', coin: 'BTC' },
  [CALLS.insertTransaction.path]: { tracking_id: randomUUID() },
  [CALLS.buyWithBalance.path]: { amount: '20', coin: 'BTC' },
  [CALLS.createRecurringBuy.path]: { coin: 'BTC', amount: '20', frequency: 'weekly', funding: 'balance' },
  [CALLS.updateRecurringBuy.path]: { id: randomUUID(), amount: '30' },
  [CALLS.resumeRecurringBuy.path]: { id: randomUUID() },
  [CALLS.createOrder.path]: {
    kind: 'limit',
    sourceCurrencyId: 'BTC',
    targetCurrencyId: 'USDT',
    sourceCurrencyAmount: '0.001',
    price: '100000',
  },
  [CALLS.cancelOrder.path]: { order_id: randomUUID() },
};

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('a frozen customer', () => {
  it('is refused by every call that moves money, and nothing changes', async () => {
    const customerCalls = Object.values(CALLS).filter((c) => c.access === 'user' || c.access === 'any');
    for (const c of customerCalls.filter((c) => c.idempotent))
      expect(FROZEN_REFUSED.has(c.path) || MOVES_NO_MONEY.has(c.path), `${c.path} is neither refused nor listed`).toBe(
        true,
      );
    for (const path of FROZEN_REFUSED) expect(PAYLOADS[path], `a payload for ${path}`).toBeDefined();

    const u = await verifiedCustomer(env);
    await fundCash(env, u, 50_000n);
    await env.deps.db.updateTable('users').set({ frozen_at: env.deps.clock.now() }).where('id', '=', u.id).execute();
    const cashBefore = await getUserCashBalances(env.deps.db, u.id);
    const coinsBefore = await getUserBalances(env.deps.db, u.id);

    for (const path of FROZEN_REFUSED) {
      const res = await env.api.call(path, PAYLOADS[path], { token: u.token, idempotencyKey: randomUUID() });
      expect([path, res.status, res.answer]).toMatchObject([
        path,
        403,
        { code: 'ACCOUNT_FROZEN', message: expect.stringMatching(/contact support/) },
      ]);
    }
    expect(await getUserCashBalances(env.deps.db, u.id)).toEqual(cashBefore);
    expect(await getUserBalances(env.deps.db, u.id)).toEqual(coinsBefore);
    for (const table of ['bank_withdrawals', 'withdrawals', 'card_purchases', 'recurring_plans'] as const) {
      const rows = await env.deps.db.selectFrom(table).select('user_id').where('user_id', '=', u.id).execute();
      expect([table, rows]).toEqual([table, []]);
    }
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('learns it from the sign-in answer and from each token refresh, and learns an unfreeze the same way', async () => {
    const u = await verifiedCustomer(env);
    const signIn = async () => {
      const r = await env.api.call(CALLS.login, { email: u.email, password: u.password });
      if (r.answer.status !== 'success' || !r.answer.data) throw new Error(JSON.stringify(r.answer));
      return r.answer.data;
    };
    expect((await signIn()).user.frozen).toBe(false);
    await env.deps.db.updateTable('users').set({ frozen_at: env.deps.clock.now() }).where('id', '=', u.id).execute();
    const session = await signIn();
    expect(session.user.frozen).toBe(true);
    const refreshed = await env.api.call(CALLS.getNewToken, { refreshToken: session.refreshToken });
    expect(refreshed.answer).toMatchObject({ status: 'success', data: { frozen: true } });
    await env.deps.db.updateTable('users').set({ frozen_at: null }).where('id', '=', u.id).execute();
    const next = refreshed.answer.status === 'success' ? refreshed.answer.data!.refreshToken : '';
    expect((await env.api.call(CALLS.getNewToken, { refreshToken: next })).answer).toMatchObject({
      data: { frozen: false },
    });
  });

  it('learns a freeze and an unfreeze from the sealed answer of any signed-in call, a replayed one included', async () => {
    const u = await verifiedCustomer(env);
    const setFrozen = (on: boolean) =>
      env.deps.db
        .updateTable('users')
        .set({ frozen_at: on ? env.deps.clock.now() : null })
        .where('id', '=', u.id)
        .execute();
    const read = () => env.api.call(CALLS.getCashBalance, {}, { token: u.token });
    const alertKey = randomUUID();
    const alert = () =>
      env.api.call(
        CALLS.createPriceAlert,
        { coin: 'BTC', kind: 'above', price: '150000.5' },
        { token: u.token, idempotencyKey: alertKey },
      );

    expect(await read()).toMatchObject({ answer: { status: 'success' }, standing: { frozen: false } });
    expect(await alert()).toMatchObject({ answer: { status: 'success' }, standing: { frozen: false } });

    // The same access token: the answers say so without waiting for a refresh.
    await setFrozen(true);
    expect(await read()).toMatchObject({ answer: { status: 'success' }, standing: { frozen: true } });
    // A stored answer replayed tells the account's state now, not when it was stored.
    expect(await alert()).toMatchObject({ answer: { status: 'success' }, standing: { frozen: true } });
    const refused = await env.api.call(
      CALLS.buyWithBalance,
      { amount: '20', coin: 'BTC' },
      { token: u.token, idempotencyKey: randomUUID() },
    );
    expect(refused).toMatchObject({ status: 403, answer: { code: 'ACCOUNT_FROZEN' }, standing: { frozen: true } });

    await setFrozen(false);
    expect(await read()).toMatchObject({ answer: { status: 'success' }, standing: { frozen: false } });
    expect(await alert()).toMatchObject({ answer: { status: 'success' }, standing: { frozen: false } });

    // Nothing is said without a live session: there is no account to speak of.
    const publicCall = await env.api.call(CALLS.login, { email: u.email, password: 'wrong-password-1!' });
    expect(publicCall.standing).toBeUndefined();
    const noSession = await env.api.call(CALLS.getCashBalance, {}, { token: 'not-a-token' });
    expect([noSession.answer.status, noSession.standing]).toEqual(['error', undefined]);
    // The call's own answer stays the call's: the standing is read off it.
    expect((await read()).answer).not.toHaveProperty('frozen');
  });
});
