import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import type { CustomerPage } from '../../../contract/desk.js';
import { referenceOf } from '../../../contract/references.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { issueRecoveryCodes } from '../accounts/index.js';
import { creditForTest } from '../ledger/testing.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

let env: TestEnv;
let customer: TestUser;
let support: TestUser;
let recoveryCodes: string[];
beforeAll(async () => {
  env = await createTestEnv();
  customer = await createUser(env.deps, {
    firstName: 'Matilda',
    lastName: 'Quokka',
    totpSecret: SECRET,
    kycStatus: 'approved',
  });
  support = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
  await creditForTest(env.deps, customer.id, 'BTC', '1');
  recoveryCodes = await issueRecoveryCodes(env.deps, env.deps.db, customer.id, new Date());
  await env.deps.db
    .insertInto('saved_cards')
    .values({ user_id: customer.id, gateway_token: 'tok_card_4242424242424242', last4: '4242', created_at: new Date() })
    .execute();
  await env.deps.db
    .insertInto('deposit_addresses')
    .values({
      user_id: customer.id,
      route_id: 1,
      scheme: 'test',
      derivation_index: 999_001,
      address: ADDRESS,
      created_at: new Date(),
    })
    .execute();
});
afterAll(() => env.close());

const as = (call: Parameters<TestEnv['api']['call']>[0], payload: unknown, token = support.token) =>
  env.api.call(call, payload, { token });
const found = async (query: string) => {
  const res = await as(CALLS.findCustomer, { query });
  if (res.answer.status !== 'success' || !res.answer.data) throw new Error(JSON.stringify(res.answer));
  return (res.answer.data as Array<{ customerId: string; matchedBy: string }>).map((m) => [m.customerId, m.matchedBy]);
};

describe('finding a customer', () => {
  it('by email, name, customer number, transaction reference and address', async () => {
    const movement = await env.deps.db
      .selectFrom('ledger_movements')
      .select('public_id')
      .where('user_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(await found(customer.email.toUpperCase())).toEqual([[customer.id, 'email']]);
    expect(await found('matilda quok')).toEqual([[customer.id, 'name']]);
    expect(await found(customerNumberOf(customer.id))).toEqual([[customer.id, 'customer number']]);
    expect(await found(referenceOf(movement.public_id))).toEqual([[customer.id, 'reference']]);
    expect(await found(ADDRESS)).toEqual([[customer.id, 'address']]);
  });

  it('by address in any spelling of the same account', async () => {
    // One EVM account (EIP-55 spelling saved) and one XRP account (saved as an X-address with a tag).
    const EVM = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
    const XRP = 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66';
    const XRP_X = 'X75KjMo4pw9UQ9H7hbpCZUDfskq2PL3MEZS3AoCF1J86KTL';
    const XRP_X_TAG1 = 'X75KjMo4pw9UQ9H7hbpCZUDfskq2PLDUYKF83KutAsukMKu';
    const evmHolder = await createUser(env.deps, { kycStatus: 'approved' });
    const xrpSaver = await createUser(env.deps, { kycStatus: 'approved' });
    await env.deps.db
      .insertInto('deposit_addresses')
      .values({
        user_id: evmHolder.id,
        route_id: 2,
        scheme: 'test',
        derivation_index: 999_002,
        address: EVM,
        created_at: new Date(),
      })
      .execute();
    const now = new Date();
    await env.deps.db
      .insertInto('address_book')
      .values({
        id: 'desk-find-xrp',
        user_id: xrpSaver.id,
        route_id: 5,
        address: XRP_X_TAG1,
        label: 'Exchange',
        created_at: now,
        confirm_token_hash: 'desk-find-xrp-token',
        confirm_expires_at: now,
      })
      .execute();
    for (const spelling of [EVM, EVM.toLowerCase(), `0x${EVM.slice(2).toUpperCase()}`])
      expect(await found(spelling), spelling).toEqual([[evmHolder.id, 'address']]);
    for (const spelling of [XRP_X_TAG1, XRP, XRP_X])
      expect(await found(spelling), spelling).toEqual([[xrpSaver.id, 'address']]);
    expect(await found(ADDRESS.toUpperCase())).toEqual([[customer.id, 'address']]);
    // Base58 reads letter case: another case is another text, and finds no one.
    expect(await found(XRP.toLowerCase())).toEqual([]);
  });

  it('never finds staff, treats % and _ as text, and refuses a one-letter search', async () => {
    expect(await found(support.email)).toEqual([]);
    expect(await found('%_%')).toEqual([]);
    expect((await as(CALLS.findCustomer, { query: 'a' })).status).toBe(400);
  });
});

describe("a customer's page", () => {
  it('shows what support needs and no secret, and the view is recorded', async () => {
    const res = await as(CALLS.getCustomer, { customerId: customer.id });
    expect(res.status).toBe(200);
    const page = (res.answer as { data: CustomerPage }).data;
    expect(page.profile).toMatchObject({
      email: customer.email,
      twoFactor: true,
      customerNumber: customerNumberOf(customer.id),
    });
    expect(page.verification.status).toBe('approved');
    expect(page.balances.BTC).toBe('100000000');
    expect(page.devices.map((d) => d.sessionId)).toContain(customer.sessionId);
    // Named as the customer's own session list names it, not by the key sign-ins are matched on.
    for (const d of page.devices) expect(d.device).toMatch(/^[^|]+ on [^|]+$/);
    const moves = await as(CALLS.getCustomerTransactions, { customerId: customer.id });
    expect(moves.answer).toMatchObject({ data: { items: [{ kind: 'demo_credit', asset: 'BTC', amount: '1' }] } });

    const row = await env.deps.db
      .selectFrom('users')
      .select(['password_hash', 'totp_secret_enc'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const text = JSON.stringify(res.answer);
    for (const secret of [row.password_hash, row.totp_secret_enc ?? 'x', SECRET, customer.password, ...recoveryCodes])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('tok_card_');
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toMatch(/password|totp_secret|recovery|gateway_token/i);

    const views = await env.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.view')
      .where('subject_id', '=', customer.id)
      .execute();
    expect(views).toEqual([expect.objectContaining({ actor_id: support.id, actor_role: 'support' })]);
  });

  it('answers NOT_FOUND for a staff account or an unknown id, VALIDATION for a bad one', async () => {
    expect((await as(CALLS.getCustomer, { customerId: support.id })).answer).toMatchObject({ code: 'NOT_FOUND' });
    expect((await as(CALLS.getCustomer, { customerId: crypto.randomUUID() })).status).toBe(404);
    expect((await as(CALLS.getCustomer, { customerId: "1' or '1'='1" })).status).toBe(400);
  });
});

describe('actions on a customer', () => {
  it('need a reason', async () => {
    for (const [call, payload] of [
      [CALLS.signOutCustomer, { customerId: customer.id }],
      [CALLS.holdCustomerWithdrawals, { customerId: customer.id, hours: 24 }],
      [CALLS.addCustomerNote, { customerId: customer.id, note: 'Called about a deposit' }],
    ] as const) {
      const res = await as(call, payload);
      expect([call.path, res.status, res.answer]).toMatchObject([
        call.path,
        400,
        { errors: { reason: expect.any(String) } },
      ]);
    }
  });

  it('hold withdrawals for N hours: the withdrawal call refuses until then', async () => {
    const held = await as(CALLS.holdCustomerWithdrawals, {
      customerId: customer.id,
      hours: 48,
      reason: 'caller could not confirm identity',
    });
    expect(held.status).toBe(200);
    const payload = { amount: '0.1', cryptoAddress: ADDRESS, paymentRouteId: 1, beneficiary: TEST_BENEFICIARY };
    const refused = await env.api.call('/exchange/create-withdrawal-action', payload, { token: customer.token });
    expect(refused.answer).toMatchObject({ code: 'WITHDRAWALS_HELD' });
    const entry = await env.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.hold_withdrawals')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_id: support.id,
      subject_id: customer.id,
      reason: 'caller could not confirm identity',
      before: { heldUntil: null },
    });
    expect(
      (await as(CALLS.holdCustomerWithdrawals, { customerId: customer.id, hours: 0, reason: 'x'.repeat(5) })).status,
    ).toBe(400);
  });

  it('add a note, shown on the page', async () => {
    const res = await as(CALLS.addCustomerNote, {
      customerId: customer.id,
      note: ' Asked about fees. ',
      reason: 'phone call',
    });
    expect(res.status).toBe(200);
    const page = await as(CALLS.getCustomer, { customerId: customer.id });
    expect((page.answer as { data: CustomerPage }).data.notes).toEqual([
      expect.objectContaining({ staffId: support.id, text: 'Asked about fees.' }),
    ]);
  });

  it('sign out everywhere: the customer token stops working', async () => {
    const res = await as(CALLS.signOutCustomer, { customerId: customer.id, reason: 'customer reported a lost phone' });
    expect(res.status).toBe(200);
    expect((await env.api.call(CALLS.getHelp, {}, { token: customer.token })).status).toBe(401);
    const entry = await env.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.sign_out_everywhere')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      subject_id: customer.id,
      reason: 'customer reported a lost phone',
      after: { sessionsEnded: 1 },
    });
  });

  it('send a reset email: the customer gets a code support never sees, and a reason is needed', async () => {
    expect((await as(CALLS.sendCustomerResetEmail, { customerId: customer.id, reason: '' })).status).toBe(400);
    const res = await as(CALLS.sendCustomerResetEmail, { customerId: customer.id, reason: 'locked out on the phone' });
    expect([res.status, JSON.stringify(res.answer)]).toEqual([200, expect.not.stringMatching(/\d{6}/)]);
    const mails = await env.deps.db.selectFrom('mail_outbox').select('to').where('to', '=', customer.email).execute();
    expect(mails.length).toBeGreaterThan(0);
    const entry = await env.deps.db
      .selectFrom('audit_log')
      .select(['subject_id', 'reason'])
      .where('action', '=', 'customer.send_reset_email')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ subject_id: customer.id, reason: 'locked out on the phone' });
  });
});
