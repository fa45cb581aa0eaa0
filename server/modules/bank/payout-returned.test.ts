/** A cash payout the bank returns after it was paid is credited back once (decision 312). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { outboxFor, withdrawalProof } from '../accounts/testing.js';
import { findInvariantViolations, getUserCashBalances } from '../ledger/index.js';
import { customerWithBankAccount, deliver, requestCashWithdrawal, sandboxBankOf } from './testing.js';

const HOLD_S = 60;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { ADDRESS_HOLD_SECONDS: String(HOLD_S) } });
});
afterAll(() => env.close());

const cash = async (u: TestUser) => (await getUserCashBalances(env.deps.db, u.id)).AUD;
const row = (id: string) =>
  env.deps.db.selectFrom('bank_withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const credits = (id: string) =>
  env.deps.db.selectFrom('ledger_movements').select('id').where('ref', '=', `bank-withdrawal:${id}:returned`).execute();

/** A customer with A$500 who withdrew `amount` and whose payout the bank has paid. */
async function paidWithdrawal(amount: string, language = 'en') {
  const { u, id } = await requestCashWithdrawal(env, { amount, cents: 50_000n, holdSeconds: HOLD_S, language });
  const paid = await sandboxBankOf(env).finishPayout((await row(id)).payout_id!, 'paid');
  expect((await deliver(env, paid!)).status).toBe(200);
  expect((await row(id)).state).toBe('sent');
  return { u, id };
}

describe('a cash payout returned after it was paid', () => {
  it('credits the amount back once, however often and however fast the bank tells it', async () => {
    const { u, id } = await paidWithdrawal('200');
    expect(await cash(u)).toBe(30_000n);
    const back = await sandboxBankOf(env).returnPaidPayout((await row(id)).payout_id!);
    const body = JSON.parse(back!.rawBody);
    const again = Array.from({ length: 4 }, (_, i) =>
      sandboxBankOf(env).sign(JSON.stringify({ ...body, id: `${body.id}-${i}` }), env.deps.clock.now()),
    );
    const answers = await Promise.all([back!, back!, ...again].map((n) => deliver(env, n)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await deliver(env, again[1]!)).status).toBe(200);

    expect(await cash(u)).toBe(50_000n);
    expect(await credits(id)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ state: 'returned', failure_reason: expect.stringMatching(/after payment/) });
    const subjects = (await outboxFor(env, u.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Your withdrawal came back to your cash balance')).toHaveLength(1);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);

    // The customer sees it returned on the Cash screen and in the history.
    const balance = await env.api.call(CALLS.getCashBalance, {}, { token: u.token });
    expect(balance.answer).toMatchObject({ data: { balance: '500.00', withdrawals: [{ id, state: 'returned' }] } });
  });

  it('tells the customer in their language', async () => {
    const { u, id } = await paidWithdrawal('100', 'pl');
    const back = await sandboxBankOf(env).returnPaidPayout((await row(id)).payout_id!);
    expect((await deliver(env, back!)).status).toBe(200);
    const subjects = (await outboxFor(env, u.email)).map((m) => m.subject);
    expect(subjects).toContain('Twoja wypłata wróciła na saldo środków fiat');
  });

  it('changes nothing for a payout that was never paid, or for an unknown one', async () => {
    const { u, payeeId } = await customerWithBankAccount(env, 50_000n);
    env.deps.clock.advance(HOLD_S * 1000);
    const r = await env.api.call(
      CALLS.createCashWithdrawal,
      { amount: '100', bank_account_id: payeeId, ...(await withdrawalProof(env, u)) },
      { token: u.token, idempotencyKey: randomUUID() },
    );
    const id = (r.answer as { data: { withdrawal_id: string } }).data.withdrawal_id;
    // Still waiting at the bank: there is nothing paid to return.
    expect(await sandboxBankOf(env).returnPaidPayout((await row(id)).payout_id!)).toBeNull();
    const forged = sandboxBankOf(env).sign(
      JSON.stringify({
        id: 'evt-unknown-return',
        name: 'payout.transfer.returned',
        data: { id: 'p-unknown', request_id: randomUUID(), failure_reason: 'x' },
      }),
      env.deps.clock.now(),
    );
    expect((await deliver(env, forged)).status).toBe(200);
    expect(await row(id)).toMatchObject({ state: 'pending' });
    expect(await cash(u)).toBe(40_000n);
    expect(await credits(id)).toEqual([]);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});
