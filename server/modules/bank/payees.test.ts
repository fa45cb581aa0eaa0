import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_MESSAGES as BM } from '../../../contract/bank-accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { newTotpSecret, totpFor } from '../accounts/index.js';
import { outboxFor } from '../accounts/testing.js';
import { parseBsbDirectory, parseBsbInstitutions, readBsbDirectory } from './bsb.js';
import { BSB_DIRECTORY_EXCERPT } from './data/bsb-directory.js';
import { verifiedCustomer } from './testing.js';

const HOLD_S = 3600;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { ADDRESS_HOLD_SECONDS: String(HOLD_S) } });
});
afterAll(() => env.close());

const AU = { label: 'Everyday', holder_name: 'Alex Morgan', bsb: '062-000', account_number: '12345678' };
const EU = { label: 'Girokonto', holder_name: 'Jonas Weber', iban: 'DE89 3704 0044 0532 0130 00' };

const add = async (u: TestUser, fields: Record<string, unknown>) =>
  env.api.call(CALLS.addBankAccount, { password: u.password, ...fields }, { token: await tokenFor(env.deps, u) });
const list = async (u: TestUser) => {
  const r = await env.api.call(CALLS.getBankAccounts, {}, { token: await tokenFor(env.deps, u) });
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error(JSON.stringify(r.answer));
  return r.answer.data;
};
const rows = () => env.deps.db.selectFrom('bank_payees').select('id').execute();

async function emailedToken(u: TestUser): Promise<string> {
  const mail = (await outboxFor(env, u.email)).find((m) => m.subject.startsWith('Confirm the new bank account'));
  const token = /\/bank-accounts\/confirm#(\S+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no confirmation link emailed');
  return token;
}

describe('saving an Australian bank account', () => {
  it('saves it pending, emails a confirmation link and a security alert; usable after the hold', async () => {
    const u = await verifiedCustomer(env);
    const r = await add(u, AU);
    expect(r.answer).toMatchObject({ status: 'success', message: BM.added });
    expect((await list(u)).accounts).toMatchObject([
      { bsb: '062-000', account_number: '12345678', holder_name: 'Alex Morgan', currency: 'AUD', state: 'pending' },
    ]);
    const subjects = (await outboxFor(env, u.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Confirm the new bank account for withdrawals',
        'CoinVault security alert: A withdrawal address was added',
      ]),
    );
    const token = await emailedToken(u);
    expect((await env.api.call(CALLS.confirmBankAccount, { token })).status).toBe(200);
    expect((await list(u)).accounts[0]!.state).toBe('holding');
    expect((await env.api.call(CALLS.confirmBankAccount, { token })).answer).toMatchObject({
      code: 'LINK_INVALID',
      message: BM.linkUsed,
    });
    env.deps.clock.advance(HOLD_S * 1000);
    expect((await list(u)).accounts[0]!.state).toBe('usable');
  });

  it('refuses a BSB of the wrong form or not in the directory, a bad account number, and saves nothing', async () => {
    const u = await verifiedCustomer(env);
    const before = (await rows()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bsb: '06200' }, 'bsb', BM.bsbFormat],
      [{ bsb: '999-999' }, 'bsb', BM.bsbUnknown],
      // 02 and 07 are no institution's prefix; 631 is unassigned inside 63.
      [{ bsb: '020-123' }, 'bsb', BM.bsbUnknown],
      [{ bsb: '070-000' }, 'bsb', BM.bsbUnknown],
      [{ bsb: '631-000' }, 'bsb', BM.bsbUnknown],
      [{ account_number: '12a4' }, 'account_number', BM.accountNumberFormat],
      [{ account_number: '1234567890' }, 'account_number', BM.accountNumberFormat],
    ];
    for (const [change, field, message] of cases) {
      const r = await add(u, { ...AU, ...change });
      expect(r.status).toBe(400);
      expect(r.answer).toMatchObject({ code: 'VALIDATION', errors: { [field]: message } });
    }
    expect((await rows()).length).toBe(before);
  });

  it('refuses an account in another name, a wrong password, a missing 2FA code, and a second copy', async () => {
    const secret = newTotpSecret();
    const u = await verifiedCustomer(env, { totpSecret: secret });
    const code = () => totpFor(secret, 'test').generate({ timestamp: env.deps.clock.now().getTime() });
    // The holder is the verified name, word for word: no extra words, no initials in its place.
    for (const holder_name of ['Sam Lee', 'Alex Morgan Jones Smith', 'Alex Evil Morgan', 'A Morgan', 'Morgan']) {
      expect((await add(u, { ...AU, holder_name })).answer, holder_name).toMatchObject({
        errors: { holder_name: BM.notYourName },
      });
    }
    // Case, accents, width, order and punctuation are the same name.
    const sameName = await verifiedCustomer(env, { firstName: 'Zoë', lastName: 'García-Müller' });
    for (const holder_name of ['ZOE GARCIA MULLER', 'García-Müller, Zoë', 'Ｚｏｅ Garcia Muller']) {
      const r = await add(sameName, { ...AU, holder_name });
      expect(r.answer, holder_name).not.toMatchObject({ errors: { holder_name: BM.notYourName } });
    }
    expect((await add(u, { ...AU, password: 'wrong-Password-1' })).answer).toMatchObject({ status: 'error' });
    expect((await add(u, AU)).answer).toMatchObject({ code: 'OTP_REQUIRED' });
    expect((await list(u)).accounts).toEqual([]);
    expect((await add(u, { ...AU, otp: code() })).status).toBe(200);
    env.deps.clock.advance(31_000);
    const again = await add(u, { ...AU, bsb: '062000', otp: code() });
    expect(again.answer).toMatchObject({ errors: { account_number: BM.duplicate } });
  });

  it('saves accounts at any branch of ANZ, NAB and the other institutions AusPayNet assigned a prefix', async () => {
    for (const [bsb, accountNumber] of [
      ['012-012', '201234567'],
      ['083-004', '123456789'],
      ['633-108', '155123456'],
      ['734-008', '712345'],
    ] as const) {
      const u = await verifiedCustomer(env);
      const r = await add(u, { ...AU, bsb, account_number: accountNumber });
      expect(r.status, `${bsb}: ${JSON.stringify(r.answer)}`).toBe(200);
      expect((await list(u)).accounts).toMatchObject([{ bsb }]);
    }
  });

  it('refuses customers who are not verified', async () => {
    const u = await verifiedCustomer(env, { kycStatus: 'pending' });
    expect((await add(u, AU)).answer).toMatchObject({ code: 'KYC_REQUIRED' });
  });
});

describe('saving an EU bank account', () => {
  it('takes a valid IBAN of a SEPA country and refuses a wrong checksum or a non-SEPA IBAN', async () => {
    const u = await verifiedCustomer(env, { currency: 'EUR', firstName: 'Jonas', lastName: 'Weber' });
    expect((await add(u, { ...EU, iban: 'DE89 3704 0044 0532 0130 01' })).answer).toMatchObject({
      errors: { iban: BM.ibanInvalid },
    });
    expect((await add(u, { ...EU, iban: 'BR1800360305000010009795493C1' })).answer).toMatchObject({
      errors: { iban: BM.ibanNotSepa },
    });
    expect((await add(u, EU)).status).toBe(200);
    expect((await list(u)).accounts).toMatchObject([{ iban: 'DE89370400440532013000', bsb: null, currency: 'EUR' }]);
  });

  it('removes an account at once, only the customer’s own', async () => {
    const u = await verifiedCustomer(env, { currency: 'EUR', firstName: 'Jonas', lastName: 'Weber' });
    const other = await verifiedCustomer(env, { currency: 'EUR', firstName: 'Jonas', lastName: 'Weber' });
    await add(u, EU);
    const [saved] = (await list(u)).accounts;
    expect(
      (await env.api.call(CALLS.removeBankAccount, { id: saved!.id }, { token: other.token })).answer,
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect((await env.api.call(CALLS.removeBankAccount, { id: saved!.id }, { token: u.token })).status).toBe(200);
    expect((await list(u)).accounts).toEqual([]);
  });
});

describe('the shipped BSB directory', () => {
  it('is read by format, and a malformed line stops the start', () => {
    const directory = parseBsbDirectory(BSB_DIRECTORY_EXCERPT);
    expect(directory.get('062000')).toMatchObject({ bsb: '062-000', institution: 'Commonwealth Bank of Australia' });
    expect(() => parseBsbDirectory('062-000,CBA,Commonwealth Bank\n06-2000,X,Y')).toThrow(/line 2/);
    expect(() => parseBsbDirectory('"062-000","CBA","Commonwealth Bank","Sydney"')).not.toThrow();
    expect(() => parseBsbInstitutions('01,ANZ,ANZ\n1,X,Y')).toThrow(/line 2/);
    expect(() => parseBsbInstitutions('01,ANZ,ANZ\n01,ANZ,ANZ')).toThrow(/line 2/);
  });

  it('knows every major institution by its prefix, and the exact branches it lists', () => {
    const directory = readBsbDirectory(undefined);
    const institution = (bsb: string) => directory.lookup(bsb)?.institution ?? null;
    expect(directory.lookup('062000')).toMatchObject({ branch: 'Sydney' });
    expect(directory.lookup('012345')).toEqual({
      bsb: '012-345',
      institution: expect.stringMatching(/^Australia and New Zealand/),
      branch: '',
    });
    expect(institution('032001')).toBe('Westpac Banking Corporation');
    expect(institution('732001')).toBe('Westpac Banking Corporation');
    expect(institution('063123')).toBe('Commonwealth Bank of Australia');
    expect(institution('765000')).toBe('Commonwealth Bank of Australia');
    expect(institution('084000')).toBe('National Australia Bank');
    expect(institution('092009')).toBe('Reserve Bank of Australia');
    expect(institution('105900')).toMatch(/BankSA/);
    expect(institution('112879')).toMatch(/St.George/);
    expect(institution('124001')).toBe('Bank of Queensland');
    expect(institution('182222')).toBe('Macquarie Bank');
    expect(institution('923100')).toMatch(/ING/);
    expect(institution('633000')).toBe('Bendigo and Adelaide Bank');
    expect(institution('802985')).toMatch(/Cuscal/);
    expect(institution('944300')).toMatch(/Members Equity/);
    for (const unassigned of ['020000', '999999', '631000', '929000', '12345', '12345a'])
      expect(directory.lookup(unassigned)).toBeNull();
  });

  it('takes only the listed branches from BSB_DIRECTORY_FILE, the full directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bsb-'));
    const file = join(dir, 'BSBDirectory.csv');
    writeFileSync(file, '"012-003","ANZ","Australia and New Zealand Banking Group","Sydney","Sydney","NSW"\n');
    const directory = readBsbDirectory(file);
    expect(directory.lookup('012003')).toMatchObject({ branch: 'Sydney' });
    expect(directory.lookup('012004')).toBeNull();
    expect(() => readBsbDirectory(join(dir, 'missing.csv'))).toThrow(/cannot be read/);
  });
});
