/** Helpers for the bank tests: verified customers by region, and transfers through the sandbox bank. */
import { randomUUID } from 'node:crypto';
import type { DepositDetailsData } from '../../../contract/bank.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { PayoutRequest, SandboxBank } from '../../providers/bank/index.js';
import { BANK_NOTIFICATION_PATH, type BankNotificationRequest } from '../../providers/bank/index.js';
import type { Providers } from '../../providers/index.js';
import { createUser, type TestUser, type UserOverrides } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { outboxFor, withdrawalProof } from '../accounts/testing.js';

export function sandboxBankOf(env: TestEnv): SandboxBank {
  return env.deps.providers.bank as SandboxBank;
}

/**
 * The sandbox bank with every payout request shown to `seen`: as it is asked (`seen` may hold it
 * back by not settling), or, with `when: 'taken'`, only once the bank has taken it.
 */
export function watchedBank(
  seen: (req: PayoutRequest) => unknown,
  when: 'asked' | 'taken' = 'asked',
): (base: Providers) => Partial<Providers> {
  return (base) => {
    const real = base.bank;
    return {
      bank: {
        ...real,
        async createPayout(req) {
          if (when === 'asked') await seen(req);
          const payout = await real.createPayout(req);
          if (when === 'taken') await seen(req);
          return payout;
        },
      },
    };
  };
}

export function verifiedCustomer(env: TestEnv, o: UserOverrides = {}): Promise<TestUser> {
  return createUser(env.deps, { kycStatus: 'approved', firstName: 'Alex', lastName: 'Morgan', currency: 'AUD', ...o });
}

/** Delivers a notification to the server's real endpoint, as the bank does. */
export function deliver(env: TestEnv, n: BankNotificationRequest): Promise<Response> {
  return Promise.resolve(
    env.app.request(BANK_NOTIFICATION_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(n.timestamp ? { 'x-timestamp': n.timestamp } : {}),
        ...(n.signature ? { 'x-signature': n.signature } : {}),
      },
      body: n.rawBody,
    }),
  );
}

/** The customer's deposit details, opened on first ask; throws on a refusal. */
export async function depositDetails(env: TestEnv, token: string): Promise<DepositDetailsData> {
  const r = await env.api.call(CALLS.getBankDepositDetails, {}, { token });
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error(JSON.stringify(r.answer));
  return r.answer.data;
}

/** A transfer of `cents` to the customer's deposit details from their own account; its notification is not yet delivered. */
export async function sendBankDeposit(env: TestEnv, u: TestUser, cents: bigint, payerName = 'Alex Morgan') {
  const d = await depositDetails(env, u.token);
  const sent = await sandboxBankOf(env).sendTransfer({
    to: d.payid ?? d.iban!,
    reference: d.reference,
    payerName,
    payerAccount: d.payid ? '062000 1' : 'DE89370400440532013000',
    amountMinor: cents,
  });
  if (!sent) throw new Error('the sandbox bank did not take the transfer');
  return sent;
}

/** Credits `cents` to a verified customer's cash as a bank deposit from their own account. */
export async function fundCash(env: TestEnv, u: TestUser, cents: bigint, payerName = 'Alex Morgan'): Promise<void> {
  const sent = await sendBankDeposit(env, u, cents, payerName);
  const res = await deliver(env, sent.notification);
  if (res.status !== 200) throw new Error(`deposit notification answered ${res.status}`);
}

/**
 * A verified Australian customer with `cents` deposited and a saved, confirmed account; the
 * account is usable once the clock has passed ADDRESS_HOLD_SECONDS. Needs a customer without 2FA.
 */
export async function customerWithBankAccount(env: TestEnv, cents: bigint, o: UserOverrides = {}) {
  const u = await verifiedCustomer(env, o);
  await fundCash(env, u, cents);
  const added = await env.api.call(
    CALLS.addBankAccount,
    { label: 'Everyday', holder_name: 'Alex Morgan', bsb: '062-000', account_number: '12345678', password: u.password },
    { token: u.token },
  );
  const account = added.answer.status === 'success' ? added.answer.data?.account : undefined;
  if (!account) throw new Error(JSON.stringify(added.answer));
  const mail = (await outboxFor(env, u.email)).find((m) => m.subject.startsWith('Confirm the new bank account'));
  const token = /\/bank-accounts\/confirm#(\S+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no confirmation link was emailed');
  const confirmed = await env.api.call(CALLS.confirmBankAccount, { token });
  if (confirmed.status !== 200) throw new Error(JSON.stringify(confirmed.answer));
  return { u, payeeId: account.id };
}

/**
 * `count` cash withdrawals of one customer, due for their payout, written straight to the table
 * (one hold stands for all of them): the payouts job's input, nothing more.
 */
export async function insertDueCashWithdrawals(env: TestEnv, count: number): Promise<string[]> {
  const { u, payeeId } = await customerWithBankAccount(env, 50_000n);
  const hold = await env.deps.db.selectFrom('ledger_movements').select('id').executeTakeFirstOrThrow();
  const now = env.deps.clock.now();
  const rows = Array.from({ length: count }, () => ({
    id: randomUUID(),
    user_id: u.id,
    payee_id: payeeId,
    currency: 'AUD',
    amount: '100',
    beneficiary: '062-000 12345678',
    state: 'pending' as const,
    idempotency_key: randomUUID(),
    hold_movement_id: hold.id,
    value_usd: '1.00',
    value_eur: '1.00',
    value_aud: '1.00',
    created_at: now,
    next_send_at: now,
  }));
  await env.deps.db.insertInto('bank_withdrawals').values(rows).execute();
  return rows.map((r) => r.id);
}

/** The bank's last word on a withdrawal's payout, delivered as the bank does; returns it to be sent again. */
export async function finishCashPayout(env: TestEnv, withdrawalId: string, outcome: 'paid' | 'failed' | 'returned') {
  const row = await env.deps.db
    .selectFrom('bank_withdrawals')
    .select('payout_id')
    .where('id', '=', withdrawalId)
    .executeTakeFirstOrThrow();
  const n = await sandboxBankOf(env).finishPayout(row.payout_id!, outcome);
  const res = await deliver(env, n!);
  if (res.status !== 200) throw new Error(`payout notification answered ${res.status}`);
  return n!;
}

/** The payouts job's run, for the benchmark. */
/**
 * A customer with `cents` of cash and a saved bank account whose hold (`holdSeconds`, the env's
 * ADDRESS_HOLD_SECONDS) has passed asks for a cash withdrawal of `amount`, confirmed as the
 * customer does; it waits for its payout (or for four eyes, at or above the threshold).
 */
export async function requestCashWithdrawal(
  env: TestEnv,
  o: { amount: string; cents: bigint; holdSeconds: number; language?: string },
) {
  const { u, payeeId } = await customerWithBankAccount(env, o.cents);
  if (o.language) await env.deps.db.updateTable('users').set({ language: o.language }).where('id', '=', u.id).execute();
  env.deps.clock.advance(o.holdSeconds * 1000);
  const r = await env.api.call(
    CALLS.createCashWithdrawal,
    { amount: o.amount, bank_account_id: payeeId, ...(await withdrawalProof(env, u)) },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error(JSON.stringify(r.answer));
  return { u, id: r.answer.data.withdrawal_id, status: r.answer.data.status };
}

export { retryCashPayouts } from './payouts.js';
