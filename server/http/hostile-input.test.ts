/**
 * Every product call, one field at a time, with the values an attacker tries first: NUL, a lone
 * surrogate, a 100 KB string, an 80-digit number, negatives, exponents, arrays and objects where
 * text belongs. No answer may be a 500, text that cannot be stored is refused as VALIDATION on its
 * field, and nothing of it reaches the database.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinSymbol } from '../../contract/assets.js';
import { FIELD_MAX_LENGTH } from '../../contract/validation/limits.js';
import { allCalls } from '../modules/index.js';
import { creditForTest } from '../modules/ledger/testing.js';
import { TEST_BENEFICIARY } from '../test/beneficiary.js';
import { createUser } from '../test/factories.js';
import { createTestEnv, type TestEnv } from '../test/harness.js';

let env: TestEnv;

const QUOTE_ID = '5b1f4a0e-8c7d-4e3b-9a2f-1c0d9e8f7a6b';
const URL = 'http://localhost:8080/trade';

/** A well-formed payload for each call: the walk spoils one field at a time. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  '/users/send-email-otp': { email: 'walker@example.com', type: 1 },
  '/users/create-user': {
    email: 'walker@example.com',
    password: 'Correct-Horse-9!',
    otp: '123456',
    first_name: 'Walker',
    last_name: 'Texas',
    dob: '1990-01-01',
    accept_terms: true,
    terms_version: 'au-2025-08-22',
    country_code: 'AU',
    currency_code: 'AUD',
    is_eu: false,
    ip: '127.0.0.1',
    device_info: 'Mozilla/5.0',
  },
  '/users/login': { email: 'walker@example.com', password: 'Wrong-Horse-9!', otp: '123456' },
  '/users/get-new-token': { refreshToken: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
  '/users/logout': {},
  '/users/verify-otp-and-update-password': {
    email: 'walker@example.com',
    otp: '123456',
    password: 'Correct-Horse-9!',
    totp: 'ABCDE-FGHIJ',
    without2fa: false,
  },
  '/exchange/get-merchant-list': {},
  '/admin/staff/create': {
    email: 'officer@example.com',
    firstName: 'Olga',
    lastName: 'Officer',
    role: 'support',
    reason: 'new support agent',
  },
  '/admin/staff/get-list': {},
  '/admin/staff/set-role': { staffId: QUOTE_ID, role: 'compliance', reason: 'moved to compliance' },
  '/admin/staff/set-disabled': { staffId: QUOTE_ID, disabled: true, reason: 'left the company' },
  '/admin/staff/decide-role': { requestId: QUOTE_ID, approve: true, reason: 'confirmed with the lead' },
  '/staff/enrolment/begin': { email: 'officer@example.com', code: 'x'.repeat(43) },
  '/staff/enrolment/finish': {
    email: 'officer@example.com',
    code: 'x'.repeat(43),
    password: 'Correct-Horse-9!',
    totp: '123456',
  },
  '/staff/audit/get-list': {
    subjectId: 'cust-1',
    actorId: 'staff-1',
    action: 'customer.view',
    beforeSeq: '10',
    limit: 5,
  },
  '/staff/audit/check-chain': {},
  '/staff/customers/find': { query: 'walker@example.com' },
  '/staff/customers/get': { customerId: QUOTE_ID },
  '/staff/customers/sign-out-everywhere': { customerId: QUOTE_ID, reason: 'lost phone' },
  '/staff/customers/hold-withdrawals': { customerId: QUOTE_ID, hours: 24, reason: 'lost phone' },
  '/staff/customers/add-note': { customerId: QUOTE_ID, note: 'Called in', reason: 'phone call' },
  '/staff/approvals/request': { kind: 'freeze', customerId: QUOTE_ID, reason: 'sanctions hit' },
  '/staff/approvals/decide': { approvalId: QUOTE_ID, approve: true, reason: 'checked' },
  '/staff/approvals/get-list': { customerId: QUOTE_ID },
  '/staff/customers/send-reset-email': { customerId: QUOTE_ID, reason: 'locked out' },
  '/staff/customers/send-verification-email': { customerId: QUOTE_ID, reason: 'asked for a reminder' },
  '/staff/customers/transactions': {
    customerId: QUOTE_ID,
    kind: 'deposit',
    status: 'pending',
    from: '2026-01-01',
    to: '2026-01-31',
    before: '10',
    limit: 25,
  },
  '/staff/withdrawals/get-waiting': {},
  '/staff/cases/get-list': { state: 'open', mine: false, customerId: QUOTE_ID },
  '/staff/cases/get': { caseId: 1 },
  '/staff/cases/update': { caseId: 1, action: 'note', note: 'Looked at it' },
  '/staff/cases/decide': { caseId: 1, decision: 'release', reason: 'checked' },
  '/travel-rule/deposit-origins': {},
  '/travel-rule/answer-deposit-origin': {
    depositId: QUOTE_ID,
    owner: 'other',
    wallet: 'provider',
    providerId: 'sandbox-vasp',
    providerName: '',
    kind: 'person',
    name: 'Ana Example',
    address: '',
  },
  '/admin/travel-rule/export-record': { recordId: QUOTE_ID },
  '/admin/travel-rule/export-period': { from: '2026-01-01', to: '2026-01-31', page: 0 },
  '/admin/travel-rule/inquiry-address': { providerId: 'sandbox-vasp' },
  '/admin/travel-rule/records': { direction: 'withdrawal', state: 'refused', page: 0 },
  '/admin/travel-rule/provider-directory': {},
  '/staff/cases/report-draft': { caseId: 1 },
  '/client/payment/merchant/get-transaction-listing': {
    page: 1,
    limit: 10,
    search_key: 'abc',
    order: 'desc',
    sourceSearch: 'card',
    statusSearch: 'completed',
    user_id: 'merchant-au',
  },
  '/users/update-profile': { address: '1 Main St', city: 'Sydney', state: 'NSW', postal: '2000' },
  '/users/change-password': { oldPassword: 'Wrong-Horse-9!', newPassword: 'Correct-Horse-10!' },
  '/users/delete-account': { password: 'Wrong-Horse-9!' },
  '/users/generate-2fa-secret': {},
  '/users/enable-2fa': {
    security_key: 'JBSWY3DPEHPK3PXP',
    otp: '123456',
    password: 'Wrong-Horse-9!',
    passkey: null,
    emailCode: '123456',
  },
  '/users/disable-2fa': { password: 'Wrong-Horse-9!', otp: '123456', passkey: null },
  '/users/regenerate-recovery-codes': { password: 'Wrong-Horse-9!', otp: '123456' },
  '/users/verify-2fa': { otp: '123456' },
  '/users/passkey-register-options': { password: 'Wrong-Horse-9!', otp: '123456', passkey: null, emailCode: '123456' },
  '/users/passkey-register': { response: { id: 'AAAA', response: { clientDataJSON: 'e30' } }, name: 'Laptop' },
  '/users/passkeys': {},
  '/users/passkey-rename': { id: 'AAAA', name: 'Laptop' },
  '/users/passkey-remove': { id: 'AAAA', password: 'Wrong-Horse-9!', otp: '123456', passkey: null },
  '/users/passkey-sign-in-options': {},
  '/users/passkey-confirm-options': {},
  '/users/passkey-login': { response: { id: 'AAAA', response: { clientDataJSON: 'e30' } } },
  '/users/set-anti-phishing-code': { code: 'Kookaburra', password: 'Wrong-Horse-9!' },
  '/users/get-security-settings': {},
  '/users/get-sessions': {},
  '/users/revoke-session': { sessionId: '00000000-0000-4000-8000-000000000000' },
  '/users/revoke-other-sessions': { password: 'Wrong-Horse-9!', passkey: null },
  '/users/secure-account': { token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
  '/users/send-withdrawal-code': {},
  '/users/send-security-code': {},
  '/users/get-address-book': {},
  '/users/add-address': {
    paymentRouteId: 1,
    address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    label: 'Cold wallet',
    password: 'Wrong-Horse-9!',
    otp: '123456',
  },
  '/users/confirm-address': { token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
  '/users/remove-address': { id: '00000000-0000-4000-8000-000000000000' },
  '/users/set-allowlist-only': { enabled: false, password: 'Wrong-Horse-9!', otp: '123456' },
  '/exchange/get-kyc-status': {},
  '/exchange/get-sumsub-token': {},
  '/exchange/update-kyc-status': { kyc_status: 'approved' },
  '/exchange/init-transaction': {
    amount: '100',
    currency: 'AUD',
    crypto_value: '0.001',
    crypto_currency: 'BTC',
    usdc: '65.5',
    success_url: URL,
    decline_url: URL,
    fail_url: URL,
    cancel_url: URL,
    payment_test_env: true,
  },
  '/exchange/insert-transaction': {
    transaction_id: QUOTE_ID,
    amount: '100',
    currency: 'AUD',
    crypto_value: '0.001',
    crypto_currency: 'BTC',
    usdc: '65.5',
    device_type: 'desktop',
    status: 'success',
    data: { reference: 'abc' },
  },
  '/exchange/get-wallet-list': { quoteCurrencyId: 'USD' },
  '/exchange/get-instruments': { limit: 10 },
  '/exchange/get-currency-price': { base_currency: 'BTC', quote_currency: 'USDT' },
  '/exchange/swap-crypto': { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', ttl: 10, sourceCurrencyAmount: '0.01' },
  '/exchange/buy-with-balance': { amount: '100.00', crypto_currency: 'BTC', crypto_value: '0.001' },
  '/exchange/confirm-swap': { conversionQuoteId: QUOTE_ID, userId: 'someone-else' },
  '/exchange/create-order': {
    kind: 'limit',
    sourceCurrencyId: 'SOL',
    targetCurrencyId: 'USDC',
    sourceCurrencyAmount: '1.5',
    price: '250',
    // A week from the test's start: always a date an order may last to, so every other field is
    // what decides.
    expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  },
  '/exchange/cancel-order': { order_id: QUOTE_ID },
  '/exchange/get-orders': {},
  '/exchange/get-market-ticker': { quote_currency: 'USD' },
  '/exchange/get-price-history': { currency_id: 'BTC', range: '24h' },
  '/exchange/get-payment-route-id': { limit: 10, offset: 0 },
  '/exchange/generate-address': { currencyId: 'BTC', paymentRouteId: 1 },
  '/exchange/create-withdrawal-action': {
    amount: '0.001',
    cryptoAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    paymentRouteId: 1,
    otp: '123456',
    passkey: null,
    emailCode: '123456',
    password: 'Wrong-Horse-9!',
    networkFee: '0.00005',
    beneficiary: TEST_BENEFICIARY,
  },
  '/exchange/get-withdrawal-fee': { paymentRouteId: 1 },
  '/exchange/get-card-purchases': {},
  '/exchange/cancel-card-purchase': { tracking_id: QUOTE_ID },
  '/exchange/check-withdrawal': { paymentRouteId: 1, cryptoAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
  '/users/set-display-currency': { currency: 'EUR' },
  '/users/set-language': { language: 'de' },
  '/alerts/create': { coin: 'BTC', kind: 'above', price: '100000', percent: '5' },
  '/alerts/list': {},
  '/alerts/update': { id: QUOTE_ID, coin: 'BTC', kind: 'move', price: '1', percent: '5' },
  '/alerts/delete': { id: QUOTE_ID },
  '/alerts/rearm': { id: QUOTE_ID },
  '/alerts/unseen': {},
  '/alerts/mark-seen': {},
  '/alerts/subscribe-push': {
    endpoint: 'https://push.example.com/send/abc',
    keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
  },
  '/alerts/unsubscribe-push': { endpoint: 'https://push.example.com/send/abc' },
  '/exchange/transaction-history': { limit: 10, cursor: '1', currency_id: 'BTC' },
  '/exchange/get-equivalent-usdc': { transaction_id: QUOTE_ID },
  '/exchange/get-recurring-buys': {},
  '/exchange/create-recurring-buy': { coin: 'BTC', amount: '50.00', frequency: 'weekly' },
  '/exchange/update-recurring-buy': { planId: QUOTE_ID, coin: 'BTC', amount: '50.00', frequency: 'monthly' },
  '/exchange/pause-recurring-buy': { planId: QUOTE_ID },
  '/exchange/resume-recurring-buy': { planId: QUOTE_ID },
  '/exchange/cancel-recurring-buy': { planId: QUOTE_ID },
  '/exchange/remove-saved-card': {},
  '/exchange/get-withdrawal-limits': {},
  '/exchange/export-history': {
    format: 'csv',
    type: 'Swap',
    from: '2025-01-01T00:00:00Z',
    to: '2025-02-01T00:00:00Z',
    timeZone: 'Australia/Sydney',
  },
  '/exchange/get-statement-years': {},
  '/exchange/get-tax-statement': { year: 2025, format: 'pdf' },
  '/exchange/get-portfolio': {},
  '/exchange/get-portfolio-history': { range: '1y' },
  '/exchange/get-tax-report': { year: 2025 },
  '/exchange/get-deposit-costs': { currency_id: 'BTC' },
  '/exchange/correct-deposit-cost': { lot_ref: 'deposit:1', currency_id: 'BTC', cost: '100.00' },
  '/users/get-help': {},
  '/bank/get-deposit-details': {},
  '/bank/get-cash-balance': {},
  '/bank/get-bank-accounts': {},
  '/bank/add-bank-account': {
    label: 'Everyday',
    holder_name: 'Test Customer',
    bsb: '062-000',
    account_number: '12345678',
    iban: '',
    password: 'Correct-Horse-9',
    otp: '',
  },
  '/bank/confirm-bank-account': { token: 'x'.repeat(43) },
  '/bank/remove-bank-account': { id: '00000000-0000-4000-8000-000000000000' },
  '/bank/create-withdrawal': {
    amount: '10.00',
    bank_account_id: '00000000-0000-4000-8000-000000000000',
    otp: '',
    emailCode: '123456',
    password: 'Wrong-Horse-9!',
  },
  '/users/contact-support': { subject: 'A question', message: 'Where is my last deposit?' },
  '/travel-rule/ownership-challenge': { paymentRouteId: 2, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
  '/travel-rule/ownership-proof': { challengeId: QUOTE_ID, signature: '0x00', publicKey: '' },
  '/travel-rule/ownership-status': { paymentRouteId: 2, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
  '/travel-rule/withdrawal-status': { withdrawalId: QUOTE_ID },
  '/travel-rule/provider-directory': { query: 'sandbox' },
};

// The marker holds '~', which no random value the server stores (base64url nonces, hex, UUIDs)
// can: a search for it finds only hostile text, never a nonce that happens to spell it.
const NUL = 'z~\u0000z~';
const LONE_SURROGATE = 'z~\ud800z~';
const HUGE = 'z~'.repeat(50_000);
/** Values no text field may carry: each must be refused as VALIDATION on its field. */
const UNSTORABLE = [NUL, LONE_SURROGATE, HUGE];
const HOSTILE: unknown[] = [
  ...UNSTORABLE,
  1e80,
  '9'.repeat(80),
  -1,
  '-1',
  '1e5',
  1.5e-7,
  [],
  ['walker'],
  { walker: 1 },
  true,
  null,
];

/**
 * Coins the walker holds for a call whose sample would otherwise stop at the balance: a hostile
 * value that slipped past the rules would then write, and the walk would see it.
 */
const HOLDINGS: Record<string, [coin: CoinSymbol, amount: string]> = {
  '/exchange/create-order': ['SOL', '10'],
};

/** Tables whose rows only a successful call may add: money, accounts, purchases, addresses. */
const GUARDED = [
  'users',
  'ledger_movements',
  'ledger_transfers',
  'swap_quotes',
  'deposit_addresses',
  'withdrawals',
  'card_purchases',
  'card_purchase_reports',
  'verifications',
  'mail_outbox',
  'address_book',
  'orders',
] as const;

async function guardedCounts(): Promise<Record<string, number>> {
  const parts = GUARDED.map((t) => `select '${t}' as t, count(*)::int as n from ${t}`).join(' union all ');
  const { rows } = await sql.raw<{ t: string; n: number }>(parts).execute(env.deps.db);
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}

/** Tables that gained rows from `before` to `after` (a refused code may remove one: that is not a write). */
function grownBetween(before: Record<string, number>, after: Record<string, number>): string[] {
  return GUARDED.filter((t) => (after[t] ?? 0) > (before[t] ?? 0));
}

/** Tables that gained rows since `before`. */
async function grown(before: Record<string, number>): Promise<string[]> {
  return grownBetween(before, await guardedCounts());
}

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('hostile values in every field of every call', () => {
  it('has a sample payload for every call and a length cap for every field', () => {
    for (const def of allCalls) expect(SAMPLES[def.path], def.path).toBeDefined();
    for (const [path, sample] of Object.entries(SAMPLES))
      for (const field of Object.keys(sample)) expect(FIELD_MAX_LENGTH[field], `${path} ${field}`).toBeGreaterThan(0);
  });

  for (const def of allCalls) {
    it(`${def.path} answers no 500 and writes nothing`, async () => {
      const role =
        def.access === 'admin' || def.access === 'support' || def.access === 'compliance' ? def.access : 'user';
      const u = await createUser(env.deps, {
        role,
        kycStatus: 'approved',
        address: '1 Main St',
        city: 'Sydney',
        state: 'NSW',
        postal: '2000',
      });
      const sample = SAMPLES[def.path] ?? {};
      const holding = HOLDINGS[def.path];
      if (holding) await creditForTest(env.deps, u.id, holding[0], holding[1]);
      // A call without fields may end the session (logout, closure): each variant gets its own.
      const tokenFor = async () => {
        if (def.access === 'public') return undefined;
        if (Object.keys(sample).length > 0) return u.token;
        return (await createUser(env.deps, { role })).token;
      };
      const variants: Array<{ field: string; value: unknown; payload: unknown }> = [];
      for (const value of HOSTILE) variants.push({ field: 'payload', value, payload: value });
      for (const field of Object.keys(sample))
        for (const value of HOSTILE) variants.push({ field, value, payload: { ...sample, [field]: value } });
      // Text that cannot be stored is refused in fields the call does not know, too.
      for (const value of UNSTORABLE) variants.push({ field: 'extra', value, payload: { ...sample, extra: value } });
      variants.push({ field: 'extra', value: NUL, payload: { ...sample, extra: { deep: [NUL] } } });

      // The counts after one variant are the counts before the next: one count per call, not two.
      let before = await guardedCounts();
      for (const v of variants) {
        const token = await tokenFor();
        if (token !== u.token && token !== undefined) before = await guardedCounts();
        const r = await env.api.call(def.path, v.payload, { token });
        const label = `${def.path} ${v.field}=${JSON.stringify(v.value)?.slice(0, 40)}`;
        expect(r.status, label).toBeLessThan(500);
        const after = await guardedCounts();
        if (r.status !== 200) expect(grownBetween(before, after), `${label} ${JSON.stringify(r.answer)}`).toEqual([]);
        before = after;
        if (UNSTORABLE.includes(v.value as string)) {
          expect(r.status, label).toBe(400);
          expect(r.answer, label).toMatchObject({ status: 'error', code: 'VALIDATION' });
          const errors = (r.answer as { errors?: Record<string, string> }).errors ?? {};
          expect(Object.keys(errors), label).toContain(v.field);
        }
      }
    });
  }

  it('stored none of the hostile text anywhere', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`.execute(
      env.deps.db,
    );
    for (const { table_name, column_name } of rows) {
      const { rows: hits } = await sql
        .raw<{ n: number }>(
          `select count(*)::int as n from "${table_name}" where "${column_name}"::text like '%z~%z~%'
         or length("${column_name}"::text) > 50000`,
        )
        .execute(env.deps.db);
      expect(hits[0]?.n, `${table_name}.${column_name}`).toBe(0);
    }
  });
});

/**
 * Every field that holds a name or a label, as [call, field]; `beneficiary.name` is the name inside
 * the withdrawal's Travel Rule answers.
 */
const NAME_FIELDS: Array<[string, string]> = [
  ['/users/create-user', 'first_name'],
  ['/users/create-user', 'last_name'],
  ['/admin/staff/create', 'firstName'],
  ['/admin/staff/create', 'lastName'],
  ['/users/update-profile', 'city'],
  ['/users/update-profile', 'state'],
  ['/users/passkey-register', 'name'],
  ['/users/passkey-rename', 'name'],
  ['/users/add-address', 'label'],
  ['/bank/add-bank-account', 'label'],
  ['/bank/add-bank-account', 'holder_name'],
  ['/travel-rule/answer-deposit-origin', 'name'],
  ['/travel-rule/answer-deposit-origin', 'providerName'],
  ['/exchange/create-withdrawal-action', 'beneficiary.name'],
];
/** Text that reads one way here and another on a screen, in an email or in a spreadsheet. */
const DECEPTIVE = [
  'Test Customer\u202e',
  '\u202eremotsuC tseT',
  'Test\u200bCustomer',
  'Test\u2066Customer\u2069',
  'Test\u0007Customer',
  '=HYPERLINK("http://x.example","Test")',
  '+Test Customer',
  '-Test Customer',
  '@Test Customer',
  '\uff1dTest',
];

const STATE_FILTERS = new Set(['/staff/cases/get-list state', '/admin/travel-rule/records state']);

describe('names and labels', () => {
  it('lists every field of the calls whose name says it holds a name or a label', () => {
    const named = Object.entries(SAMPLES).flatMap(([path, sample]) =>
      Object.keys(sample)
        // A case's or a Travel Rule record's state is a filter, not a place.
        .filter((f) => /name|label|holder|^city$|^state$/i.test(f) && !STATE_FILTERS.has(`${path} ${f}`))
        .map((f) => `${path} ${f}`),
    );
    const listed = new Set(NAME_FIELDS.map(([path, field]) => `${path} ${field}`));
    expect(named.filter((f) => !listed.has(f))).toEqual([]);
  });

  it('refuses control, text-direction and invisible characters and a formula start as VALIDATION on the field, storing nothing', async () => {
    for (const [path, field] of NAME_FIELDS) {
      const def = allCalls.find((d) => d.path === path);
      const role = def?.access === 'admin' ? 'admin' : 'user';
      const u = await createUser(env.deps, { role, kycStatus: 'approved', firstName: 'Test', lastName: 'Customer' });
      for (const value of DECEPTIVE) {
        const sample = SAMPLES[path] ?? {};
        const [outer, inner] = field.split('.') as [string, string | undefined];
        const payload = inner
          ? { ...sample, [outer]: { ...(sample[outer] as object), [inner]: value } }
          : { ...sample, [outer]: value };
        const before = await guardedCounts();
        const r = await env.api.call(path, payload, { token: u.token });
        const label = `${path} ${field}=${JSON.stringify(value)}`;
        expect(r.status, `${label} ${JSON.stringify(r.answer)}`).toBe(400);
        expect(r.answer, label).toMatchObject({ status: 'error', code: 'VALIDATION' });
        expect(Object.keys((r.answer as { errors?: object }).errors ?? {}), label).toContain(field);
        expect(await grown(before), label).toEqual([]);
      }
    }
  });
});

describe('long amounts', () => {
  const AMOUNT_FIELDS: Array<[string, string]> = [
    ['/exchange/swap-crypto', 'sourceCurrencyAmount'],
    ['/exchange/create-order', 'sourceCurrencyAmount'],
    ['/exchange/create-order', 'price'],
    ['/exchange/create-withdrawal-action', 'amount'],
    ['/exchange/init-transaction', 'amount'],
    ['/exchange/init-transaction', 'crypto_value'],
  ];

  it('refuses an amount longer than 40 characters as VALIDATION on its field, before any arithmetic', async () => {
    const u = await createUser(env.deps, {
      kycStatus: 'approved',
      address: '1 Main St',
      city: 'Sydney',
      postal: '2000',
    });
    for (const [path, field] of AMOUNT_FIELDS) {
      for (const amount of [`1${'0'.repeat(40)}`, `0.${'0'.repeat(39)}1`]) {
        const r = await env.api.call(path, { ...SAMPLES[path], [field]: amount }, { token: u.token });
        expect(r.status, `${path} ${field}`).toBe(400);
        expect(r.answer, `${path} ${field}`).toMatchObject({
          code: 'VALIDATION',
          errors: { [field]: expect.any(String) },
        });
      }
    }
  });

  it('answers a 150,000-digit amount at once', async () => {
    const u = await createUser(env.deps);
    const started = performance.now();
    const r = await env.api.call(
      '/exchange/swap-crypto',
      { ...SAMPLES['/exchange/swap-crypto'], sourceCurrencyAmount: '9'.repeat(150_000) },
      { token: u.token },
    );
    expect(r.answer).toMatchObject({
      code: 'VALIDATION',
      errors: { sourceCurrencyAmount: 'must be at most 40 characters' },
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
