import { isValidIBAN } from 'ibantools';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { NOTIFICATION_TOLERANCE_MS } from '../../providers/bank/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { findInvariantViolations, getUserCashBalances } from '../ledger/index.js';
import { deliver, depositDetails, sandboxBankOf, verifiedCustomer } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { BANK_DEPOSIT_MIN: '10', BANK_DEPOSIT_MAX: '20000' } });
});
afterAll(() => env.close());

const details = (token: string) => env.api.call(CALLS.getBankDepositDetails, {}, { token });
const cash = async (userId: string) => (await getUserCashBalances(env.deps.db, userId)).AUD;
const depositRows = (userId: string) =>
  env.deps.db.selectFrom('bank_deposits').selectAll().where('user_id', '=', userId).execute();

async function send(to: string, amount: bigint, payerName = 'Alex Morgan', reference = '') {
  const sent = await sandboxBankOf(env).sendTransfer({
    to,
    reference,
    payerName,
    payerAccount: '062000 12345678',
    amountMinor: amount,
  });
  if (!sent) throw new Error('no account has these details');
  return sent;
}

describe('deposit details', () => {
  it('refuses customers who are not verified, and regions without a cash currency', async () => {
    for (const kycStatus of ['not_started', 'pending']) {
      const u = await verifiedCustomer(env, { kycStatus });
      expect((await details(u.token)).answer).toMatchObject({ status: 'error', code: 'KYC_REQUIRED' });
    }
    const rejected = await verifiedCustomer(env, { kycStatus: 'rejected' });
    expect((await details(rejected.token)).answer).toMatchObject({ code: 'KYC_REJECTED' });
    const us = await verifiedCustomer(env, { currency: 'USD' });
    expect((await details(us.token)).answer).toMatchObject({ code: 'REGION_NOT_SUPPORTED' });
    expect(await env.deps.db.selectFrom('bank_deposit_details').select('user_id').execute()).toEqual([]);
  });

  it('gives an Australian customer a PayID, BSB and account number, the same every time', async () => {
    const u = await verifiedCustomer(env);
    const first = await details(u.token);
    expect(first.answer).toMatchObject({
      status: 'success',
      data: {
        currency: 'AUD',
        account_name: 'Alex Morgan',
        bsb: '802985',
        iban: null,
        girocode: null,
        min_amount: '10.00',
        max_amount: '20000.00',
      },
    });
    const d = await depositDetails(env, u.token);
    expect(d.payid).toMatch(/^[a-z0-9]+@pay\.coinvault\.test$/);
    expect(d.account_number).toMatch(/^\d{9}$/);
    expect(await depositDetails(env, u.token)).toEqual(d);
  });

  it('gives an EU customer a virtual IBAN with a reference and the EPC QR payload', async () => {
    const u = await verifiedCustomer(env, { currency: 'EUR', firstName: 'Jonas', lastName: 'Weber' });
    const d = await depositDetails(env, u.token);
    expect(d).toMatchObject({ currency: 'EUR', payid: null, bsb: null });
    expect(isValidIBAN(d.iban!)).toBe(true);
    expect(d.girocode!.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      d.bic,
      'Jonas Weber',
      d.iban,
      '',
      '',
      '',
      d.reference,
    ]);
  });
});

describe('incoming payments', () => {
  it('credits a PayID payment from the customer’s own account once, in cents, and the ledger balances', async () => {
    const u = await verifiedCustomer(env);
    const d = await depositDetails(env, u.token);
    const { notification } = await send(d.payid!, 50_000n, 'MORGAN, ALEX');
    const res = await deliver(env, notification);
    expect(res.status).toBe(200);
    expect(await cash(u.id)).toBe(50_000n);
    // The same delivery again: answered, nothing moves.
    expect((await deliver(env, notification)).status).toBe(200);
    expect(await cash(u.id)).toBe(50_000n);
    const balance = await env.api.call(CALLS.getCashBalance, {}, { token: u.token });
    expect(balance.answer).toMatchObject({
      data: {
        currency: 'AUD',
        balance: '500.00',
        deposits: [{ amount: '500.00', state: 'credited' }],
      },
    });
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('credits a payment once when the bank tells of it in several events, even at the same time', async () => {
    const u = await verifiedCustomer(env);
    const d = await depositDetails(env, u.token);
    const { notification } = await send(`${d.bsb} ${d.account_number}`, 12_345n);
    const body = JSON.parse(notification.rawBody);
    const again = Array.from({ length: 4 }, (_, i) =>
      sandboxBankOf(env).sign(JSON.stringify({ ...body, id: `${body.id}-${i}` }), env.deps.clock.now()),
    );
    const answers = await Promise.all([notification, ...again].map((n) => deliver(env, n)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await cash(u.id)).toBe(12_345n);
    expect(await depositRows(u.id)).toHaveLength(1);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('refuses a forged notification with 401 even when its refusal cannot be recorded', async () => {
    const u = await verifiedCustomer(env);
    const d = await depositDetails(env, u.token);
    const { notification } = await send(d.payid!, 20_000n);
    // The refusal's row cannot be written (as when its insert failed on PostgreSQL's generic plan).
    await sql`alter table bank_notifications add constraint refusals_unwritable check (accepted) not valid`.execute(
      env.deps.db,
    );
    try {
      const res = await deliver(env, { ...notification, signature: 'b'.repeat(64) });
      expect(res.status).toBe(401);
    } finally {
      await sql`alter table bank_notifications drop constraint refusals_unwritable`.execute(env.deps.db);
    }
    expect(env.deps.log.lines.some((l) => l.msg === 'bank notification refusal not recorded')).toBe(true);
    expect(await cash(u.id)).toBe(0n);
  });

  it('refuses forged, tampered and replayed notifications and moves nothing', async () => {
    const u = await verifiedCustomer(env);
    const d = await depositDetails(env, u.token);
    const { notification } = await send(d.payid!, 20_000n);
    const tampered = { ...notification, rawBody: notification.rawBody.replace('200.00', '9000.00') };
    const unsigned = { ...notification, signature: undefined };
    const otherKey = { ...notification, signature: 'a'.repeat(64) };
    for (const n of [tampered, unsigned, otherKey]) expect((await deliver(env, n)).status).toBe(401);
    env.deps.clock.advance(NOTIFICATION_TOLERANCE_MS + 1000);
    expect((await deliver(env, notification)).status).toBe(401);
    expect(await cash(u.id)).toBe(0n);
    const refused = await env.deps.db
      .selectFrom('bank_notifications')
      .select('reason')
      .where('accepted', '=', false)
      .execute();
    expect(refused.map((r) => r.reason)).toEqual(
      expect.arrayContaining(['bad signature', 'missing signature', 'stale timestamp']),
    );
  });

  it('returns a payment from someone else’s account to its sender and keeps it for review', async () => {
    const u = await verifiedCustomer(env);
    const d = await depositDetails(env, u.token);
    // A name that shows as the customer's but carries text-direction or control characters is not theirs.
    for (const name of [
      'Sam Lee',
      'Alex Morgan Pty Ltd',
      'A Morgan & B Morgan',
      'Alex Morgan\u202e',
      '\u202enagroM xelA',
      'Alex\u200bMorgan',
    ]) {
      const { notification, paymentId } = await send(d.payid!, 20_000n, name);
      expect((await deliver(env, notification)).status).toBe(200);
      const row = await env.deps.db
        .selectFrom('bank_deposits')
        .selectAll()
        .where('provider_payment_id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'returned', user_id: u.id, movement_id: null });
      expect(row.reason).toMatch(/not in your verified name/);
      const sandboxRow = (await sandboxBankOf(env).recentPayments(50)).find((p) => p.id === paymentId);
      expect(sandboxRow?.status).toBe('returned');
    }
    expect(await cash(u.id)).toBe(0n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('opens one compliance case for a payment from someone else’s account, however often it is told', async () => {
    const u = await verifiedCustomer(env);
    const officer = await createUser(env.deps, { role: 'compliance' });
    const d = await depositDetails(env, u.token);
    const { notification, paymentId } = await send(d.payid!, 30_000n, 'Sam Lee');
    const body = JSON.parse(notification.rawBody);
    const again = Array.from({ length: 4 }, (_, i) =>
      sandboxBankOf(env).sign(JSON.stringify({ ...body, id: `${body.id}-${i}` }), env.deps.clock.now()),
    );
    const answers = await Promise.all([notification, notification, ...again].map((n) => deliver(env, n)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await deliver(env, again[0]!)).status).toBe(200);

    const cases = await env.deps.db
      .selectFrom('compliance_cases')
      .selectAll()
      .where('customer_id', '=', u.id)
      .execute();
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ source: 'bank', kind: 'bank_deposit_returned', state: 'open' });
    const opened = await env.deps.db
      .selectFrom('compliance_case_events')
      .select('event')
      .where('case_id', '=', cases[0]!.id)
      .execute();
    expect(opened).toEqual([{ event: 'opened' }]);

    // The officer reads who sent it and that it went back; no decision can move it again.
    const shown = await env.api.call(CALLS.getCase, { caseId: cases[0]!.id }, { token: officer.token });
    expect(shown.answer).toMatchObject({
      data: {
        kind: 'bank_deposit_returned',
        facts: { paymentId, senderName: 'Sam Lee', currency: 'AUD', amount: '300.00' },
        transfer: { direction: 'deposit', state: 'returned', amount: '300.00', canReturn: false, sanctioned: false },
      },
    });
    const decided = await env.api.call(
      CALLS.decideCase,
      { caseId: cases[0]!.id, decision: 'release', reason: 'Customer paid from a partner account' },
      { token: officer.token },
    );
    expect(decided.answer).toMatchObject({ data: { state: 'closed', transfer: { state: 'returned' } } });
    expect(await cash(u.id)).toBe(0n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('opens no case for a payment returned only for its amount', async () => {
    const u = await verifiedCustomer(env);
    const d = await depositDetails(env, u.token);
    expect((await deliver(env, (await send(d.payid!, 999n)).notification)).status).toBe(200);
    expect(
      await env.deps.db.selectFrom('compliance_cases').select('id').where('customer_id', '=', u.id).execute(),
    ).toEqual([]);
  });

  it('returns amounts outside the limits, and payments to a customer no longer verified', async () => {
    const u = await verifiedCustomer(env);
    const d = await depositDetails(env, u.token);
    const below = await send(d.payid!, 999n);
    const above = await send(d.payid!, 2_000_001n);
    for (const s of [below, above]) expect((await deliver(env, s.notification)).status).toBe(200);
    await env.deps.db.updateTable('users').set({ kyc_status: 'rejected' }).where('id', '=', u.id).execute();
    const later = await send(d.payid!, 20_000n);
    expect((await deliver(env, later.notification)).status).toBe(200);
    const reasons = (await depositRows(u.id)).map((r) => [r.state, r.reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['returned', expect.stringMatching(/below the minimum/)],
        ['returned', expect.stringMatching(/above the maximum/)],
        ['returned', expect.stringMatching(/cannot take deposits/)],
      ]),
    );
    expect(await cash(u.id)).toBe(0n);
  });

  it('refuses a notification whose amount has more than two decimals', async () => {
    const body = JSON.stringify({
      id: 'evt-decimals',
      name: 'deposit.settled',
      data: {
        id: 'p-decimals',
        global_account_id: 'x',
        currency: 'AUD',
        amount: '10.005',
        payer: { name: 'Alex Morgan', account: '1' },
      },
    });
    const res = await deliver(env, sandboxBankOf(env).sign(body, env.deps.clock.now()));
    expect(res.status).toBe(401);
    expect(
      await env.deps.db
        .selectFrom('bank_deposits')
        .select('id')
        .where('provider_payment_id', '=', 'p-decimals')
        .execute(),
    ).toEqual([]);
  });
});
