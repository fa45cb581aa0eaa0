/**
 * A cash withdrawal is told to the customer as a crypto withdrawal is, in the account's language:
 * one email when it is requested, one when it ends (paid out, refused by the bank, or not
 * approved by compliance's second officer), never a second for the same end.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { outboxFor, withdrawalProof } from '../accounts/testing.js';
import { getUserCashBalances } from '../ledger/index.js';
import { askApproval, decideApproval } from '../staff/testing.js';
import { customerWithBankAccount, deliver, sandboxBankOf } from './testing.js';

const HOLD_S = 60;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({
    env: { ...HIGHEST_WITHDRAWAL_LIMITS, ADDRESS_HOLD_SECONDS: String(HOLD_S), FOUR_EYES_WITHDRAWAL_AUD: '1000' },
  });
});
afterAll(() => env.close());

async function germanCustomer() {
  const c = await customerWithBankAccount(env, 500_000n);
  await env.api.call(CALLS.setLanguage, { language: 'de' }, { token: c.u.token });
  env.deps.clock.advance(HOLD_S * 1000);
  return c;
}

const withdraw = async (u: TestUser, payeeId: string, amount: string) => {
  const r = await env.api.call(
    CALLS.createCashWithdrawal,
    { amount, bank_account_id: payeeId, ...(await withdrawalProof(env, u)) },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  expect(r.status, JSON.stringify(r.answer)).toBe(200);
  return (r.answer as { data: { withdrawal_id: string } }).data.withdrawal_id;
};

/** The subjects mailed to the customer about withdrawals, oldest first. */
const subjects = async (u: TestUser) =>
  (await outboxFor(env, u.email))
    .map((m) => m.subject)
    .filter((s) => s.includes('Auszahlung'))
    .reverse();

// Amounts are written as the account's language writes them: a no-break space before the currency.
describe('cash withdrawal emails', () => {
  it('say the request and the payout once each, in the account language', async () => {
    const { u, payeeId } = await germanCustomer();
    const id = await withdraw(u, payeeId, '200');
    expect(await subjects(u)).toEqual(['Auszahlung von 200,00\u00a0AU$ beantragt']);
    const row = await env.deps.db
      .selectFrom('bank_withdrawals')
      .select('payout_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const n = await sandboxBankOf(env).finishPayout(row.payout_id!, 'paid');
    expect((await deliver(env, n!)).status).toBe(200);
    expect((await deliver(env, n!)).status).toBe(200);
    expect(await subjects(u)).toEqual([
      'Auszahlung von 200,00\u00a0AU$ beantragt',
      'Auszahlung von 200,00\u00a0AU$ ausgeführt',
    ]);
  });

  it('say a refusal by the bank after the payout was asked for', async () => {
    const { u, payeeId } = await germanCustomer();
    const id = await withdraw(u, payeeId, '150');
    const row = await env.deps.db
      .selectFrom('bank_withdrawals')
      .select('payout_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const n = await sandboxBankOf(env).finishPayout(row.payout_id!, 'failed');
    expect((await deliver(env, n!)).status).toBe(200);
    expect(await subjects(u)).toEqual([
      'Auszahlung von 150,00\u00a0AU$ beantragt',
      'Ihre Auszahlung ist zurück in Ihrem Fiat-Guthaben',
    ]);
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(500_000n);
  });

  it('say that compliance did not approve it, without saying why', async () => {
    const { u, payeeId } = await germanCustomer();
    const id = await withdraw(u, payeeId, '1000');
    const asker = await createUser(env.deps, { role: 'compliance' });
    const second = await createUser(env.deps, { role: 'compliance' });
    const request = await askApproval(env, asker, { kind: 'withdrawal', withdrawalId: id, reason: 'payslips checked' });
    const decided = await decideApproval(env, request.id, second, false, 'source of funds unclear');
    expect(decided.status, JSON.stringify(decided.answer)).toBe(200);
    const mails = await outboxFor(env, u.email);
    expect(await subjects(u)).toEqual([
      'Auszahlung von 1.000,00\u00a0AU$ beantragt',
      'Ihre Auszahlung ist zurück in Ihrem Fiat-Guthaben',
    ]);
    expect(mails[0]!.text).toContain('konnte nicht abgeschlossen werden');
    expect(mails[0]!.text).not.toContain('source of funds');
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(500_000n);
  });
});
