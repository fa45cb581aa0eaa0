import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { withdrawalProof } from '../../modules/accounts/testing.js';
import {
  customerWithBankAccount,
  depositDetails,
  sandboxBankOf,
  verifiedCustomer,
} from '../../modules/bank/testing.js';
import { findInvariantViolations, getUserCashBalances } from '../../modules/ledger/index.js';
import { tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import type { PayoutRequest } from './port.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const post = (path: string, fields: Record<string, string>) =>
  env.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** A PayID transfer of `amount` from Alex Morgan to a new verified customer's deposit details. */
async function payIdTransfer(amount: string) {
  const u = await verifiedCustomer(env);
  const d = await depositDetails(env, u.token);
  return {
    u,
    fields: { payerName: 'Alex Morgan', payerAccount: '062000 12345678', to: d.payid!, reference: '', amount },
  };
}

const ALEX = { name: 'Alex Morgan', bsb: '062000', accountNumber: '12345678' };

/** A payout CoinVault asks of the bank: `amountMinor` AUD to Alex Morgan's account unless `more` says otherwise. */
const payoutRequest = (requestId: string, amountMinor: bigint, more: Partial<PayoutRequest> = {}): PayoutRequest => ({
  requestId,
  currency: 'AUD',
  amountMinor,
  beneficiary: ALEX,
  reference: 'Withdrawal',
  ...more,
});

describe('the sandbox bank page', () => {
  it('shows the transfer form and its labelled fields', async () => {
    const res = await env.app.request('/sandbox/bank');
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const label of ['From (account holder)', 'From account', 'Pay to', 'Reference', 'Amount'])
      expect(html).toContain(`>${label}</label>`);
  });

  it('sends a PayID transfer the customer is credited for, through the signed notification', async () => {
    const { u, fields } = await payIdTransfer('500.00');
    const res = await post('/sandbox/bank/transfer', fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/sandbox/bank?done=sent');
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(50_000n);
  });

  it('sends a SEPA transfer only with the customer’s reference', async () => {
    const u = await verifiedCustomer(env, { currency: 'EUR', firstName: 'Jonas', lastName: 'Weber' });
    const d = await depositDetails(env, u.token);
    const fields = { payerName: 'Jonas Weber', payerAccount: 'DE02120300000000202051', to: d.iban!, amount: '250.5' };
    const wrong = await post('/sandbox/bank/transfer', { ...fields, reference: 'SOMETHING' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('No customer account has these details');
    const right = await post('/sandbox/bank/transfer', { ...fields, reference: d.reference });
    expect(right.status).toBe(303);
    expect((await getUserCashBalances(env.deps.db, u.id)).EUR).toBe(25_050n);
  });

  it('refuses an amount with more than two decimals, and moves nothing', async () => {
    const { u, fields } = await payIdTransfer('10.001');
    const res = await post('/sandbox/bank/transfer', fields);
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('at most two decimals');
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(0n);
  });

  it('refuses a NUL, control, invisible or text-direction characters in any field with 422, moving nothing', async () => {
    const { u, fields: good } = await payIdTransfer('5.00');
    const before = (await sandboxBankOf(env).recentPayments(200)).length;
    for (const field of Object.keys(good))
      for (const bad of ['Alex\u0000Morgan', 'Alex Morgan\u202e', 'Alex\u200bMorgan', 'Alex\u0007']) {
        const res = await post('/sandbox/bank/transfer', { ...good, [field]: bad });
        expect(res.status, `${field} ${JSON.stringify(bad)}`).toBe(422);
        expect(await res.text(), field).toMatch(new RegExp(`id="f-${field}-error" class="error">[^<]+<`));
      }
    expect((await sandboxBankOf(env).recentPayments(200)).length).toBe(before);
    expect(await env.deps.db.selectFrom('bank_deposits').select('id').where('user_id', '=', u.id).execute()).toEqual(
      [],
    );
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(0n);
  });

  it('pays, fails or bounces a payout once, each told by a notification', async () => {
    const bank = sandboxBankOf(env);
    const payout = await bank.createPayout(payoutRequest('w-test-1', 1000n));
    expect(
      (
        await bank.createPayout({
          ...{ requestId: 'w-test-1', currency: 'AUD', amountMinor: 1000n, beneficiary: { name: 'x' }, reference: 'x' },
        })
      ).payoutId,
    ).toBe(payout.payoutId);
    const page = await (await env.app.request('/sandbox/bank')).text();
    expect(page).toContain('>Bounce</button>');
    const done = await post('/sandbox/bank/payout', { id: payout.payoutId, outcome: 'returned' });
    expect(done.headers.get('location')).toBe('/sandbox/bank?done=returned');
    const again = await post('/sandbox/bank/payout', { id: payout.payoutId, outcome: 'paid' });
    expect(again.headers.get('location')).toBe('/sandbox/bank?done=unknown');
  });
});

describe('a payout returned after it was paid', () => {
  it('lists the payouts made or ended since a time, with the customer each was asked for', async () => {
    const bank = sandboxBankOf(env);
    const payout = await bank.createPayout(
      payoutRequest('w-listed', 2500n, {
        currency: 'EUR',
        beneficiary: { name: 'Jonas Weber', iban: 'DE89370400440532013000' },
        customerId: 'user-listed',
      }),
    );
    env.deps.clock.advance(60_000);
    const since = env.deps.clock.now();
    expect((await bank.payoutsSince(since)).map((p) => p.requestId)).not.toContain('w-listed');
    env.deps.clock.advance(1_000);
    await bank.finishPayout(payout.payoutId, 'paid');
    const listed = (await bank.payoutsSince(since)).find((p) => p.requestId === 'w-listed');
    expect(listed).toMatchObject({
      payoutId: payout.payoutId,
      status: 'paid',
      currency: 'EUR',
      amountMinor: 2500n,
      customerId: 'user-listed',
    });
  });

  it('offers the return only on a paid payout, and CoinVault credits the customer back once', async () => {
    const { u, payeeId } = await customerWithBankAccount(env, 50_000n);
    // Past the saved account's hold (a day by default).
    env.deps.clock.advance(2 * 86_400_000);
    const made = await env.api.call(
      CALLS.createCashWithdrawal,
      { amount: '120', bank_account_id: payeeId, ...(await withdrawalProof(env, u)) },
      { token: await tokenFor(env.deps, u), idempotencyKey: randomUUID() },
    );
    expect(made.status, JSON.stringify(made.answer)).toBe(200);
    const payoutId = (await sandboxBankOf(env).recentPayments(50)).find(
      (p) => p.direction === 'out' && p.amountMinor === 12_000n && p.status === 'submitted',
    )!.id;
    const early = await post('/sandbox/bank/payout', { id: payoutId, outcome: 'returned-after-paid' });
    expect(early.headers.get('location')).toBe('/sandbox/bank?done=unknown');

    await post('/sandbox/bank/payout', { id: payoutId, outcome: 'paid' });
    const page = await (await env.app.request('/sandbox/bank')).text();
    expect(page).toContain('>Return after it was paid</button>');
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(38_000n);

    const back = await post('/sandbox/bank/payout', { id: payoutId, outcome: 'returned-after-paid' });
    expect(back.headers.get('location')).toBe('/sandbox/bank?done=returned-after-paid');
    expect(await (await env.app.request('/sandbox/bank?done=returned-after-paid')).text()).toContain(
      'Paid payout returned by the receiving bank. CoinVault was notified.',
    );
    const twice = await post('/sandbox/bank/payout', { id: payoutId, outcome: 'returned-after-paid' });
    expect(twice.headers.get('location')).toBe('/sandbox/bank?done=unknown');
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(50_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});

describe('outside local mode', () => {
  it('makes the bank unavailable for, or refuse, the next payout only', async () => {
    expect(await (await env.app.request('/sandbox/bank')).text()).toContain('The next payout is taken as usual.');
    const res = await post('/sandbox/bank/next-payout', { how: 'unavailable' });
    expect([res.status, res.headers.get('location')]).toEqual([303, '/sandbox/bank?done=next']);
    expect(await (await env.app.request('/sandbox/bank')).text()).toContain('unavailable for the next payout');
    const request = payoutRequest('w-next', 1_000n, { reference: 'CoinVault withdrawal' });
    await expect(sandboxBankOf(env).createPayout(request)).rejects.toMatchObject({ status: 503, permanent: false });
    expect(await sandboxBankOf(env).createPayout(request)).toMatchObject({ requestId: 'w-next', status: 'submitted' });
    await post('/sandbox/bank/next-payout', { how: 'refused' });
    await expect(sandboxBankOf(env).createPayout({ ...request, requestId: 'w-next-2' })).rejects.toMatchObject({
      status: 422,
      permanent: true,
    });
  });

  it('has no sandbox bank when a real bank is configured', async () => {
    const real = await createTestEnv({
      env: { BANK_CLIENT_ID: 'client', BANK_API_KEY: 'key', BANK_WEBHOOK_SECRET: 'a-webhook-secret-long-enough' },
    });
    try {
      expect((await real.app.request('/sandbox/bank')).status).toBe(404);
    } finally {
      await real.close();
    }
  });
});
