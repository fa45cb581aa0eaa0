/**
 * TRP inquiries from originating providers (decision 331), sent by our own TRP adapter as the
 * provider's: the customer's name is approved, another name or an address not ours rejected; the
 * payload then travels with the deposit (matching → credited, mismatch → held with a case); a
 * replay answers the same; forged, malformed or huge inquiries are a 4xx and keep nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterpartyPayload, type InquiryAnswer, trpClient } from '../../providers/travelrule/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { getUserBalances } from '../ledger/index.js';
import { creditObservedDeposit } from '../wallet/index.js';
import { depositAddressFor } from '../wallet/testing.js';
import { REJECTED, trpInquiryUrl } from './inbound-inquiries.js';
import { addressSignature } from './signed-address.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const PROVIDER = 'bitpanda';
const pathFor = (provider = PROVIDER) => new URL(trpInquiryUrl(env.deps, provider)).pathname;

/** Our TRP adapter, as the originating provider's, reaching this server. */
const originator = trpClient({ timeoutMs: 5_000 }, (input, init) =>
  Promise.resolve(env.app.request(new URL(String(input)).pathname, init)),
);

async function ask(o: { to: string; beneficiary: string; amount?: bigint; id?: string; path?: string }) {
  return originator.inquire({
    id: o.id ?? randomUUID(),
    endpoint: `https://coinvault.test${o.path ?? pathFor()}`,
    asset: { slip0044: 0 },
    amountUnits: o.amount ?? 5_000_000n,
    callbackUrl: 'https://vasp.test/trp/callback/1',
    ivms101: counterpartyPayload('Erika Mustermann', o.beneficiary, o.to, '') as never,
  });
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  env.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'request-identifier': randomUUID(), ...headers },
    body,
  });

const body = (to: string, beneficiary = 'José María García') =>
  JSON.stringify({
    asset: { slip0044: 0 },
    amount: 5_000_000,
    callback: 'https://vasp.test/cb',
    IVMS101: counterpartyPayload('Erika Mustermann', beneficiary, to, ''),
  });

async function customer() {
  const u = await createUser(env.deps, { kycStatus: 'approved', firstName: 'José María', lastName: 'García' });
  return { u, address: await depositAddressFor(env, u.token) };
}

const deposit = (address: string, amount = 5_000_000n, txid = `tx-${randomUUID()}`) =>
  creditObservedDeposit(env.deps, { routeId: 1, address, txid, outputIndex: 0, amount });
const btc = async (u: TestUser) => (await getUserBalances(env.deps.db, u.id)).BTC;
const recordsOf = (u: TestUser) =>
  env.deps.db.selectFrom('transfer_records').selectAll().where('user_id', '=', u.id).execute();
const casesOf = (u: TestUser) =>
  env.deps.db.selectFrom('screening_cases').selectAll().where('user_id', '=', u.id).execute();
const inquiries = () => env.deps.db.selectFrom('trp_inquiries').selectAll().execute();

describe('an inquiry for one of our deposit addresses', () => {
  it("is approved for the holder's name, and its deposit is credited as matched", async () => {
    const { u, address } = await customer();
    const answer: InquiryAnswer = await ask({ to: address, beneficiary: 'GARCIA jose-maria' });
    expect(answer).toEqual({ outcome: 'accepted' });
    const [kept] = (await inquiries()).filter((i) => i.user_id === u.id);
    expect(kept).toMatchObject({ provider_id: PROVIDER, outcome: 'approved', amount: '5000000', deposit_ref: null });
    // The identity fields are sealed at rest.
    expect(JSON.stringify(kept)).not.toMatch(/Erika|GARCIA/);

    expect(await deposit(address)).toBe('credited');
    expect(await btc(u)).toBe(5_000_000n);
    expect(await recordsOf(u)).toMatchObject([{ state: 'matched', provider: 'CoinVault Sandbox Counterparty Ltd' }]);
    // The payload travelled with one deposit: the next of the same amount came without information.
    expect(await deposit(address)).toBe('credited');
    expect((await recordsOf(u)).map((r) => r.state).sort()).toEqual(['information_needed', 'matched']);
  });

  it('is rejected for another name; a deposit sent anyway is held uncredited with a case', async () => {
    const { u, address } = await customer();
    expect(await ask({ to: address, beneficiary: 'Jose Garcia' })).toEqual({
      outcome: 'refused',
      reason: REJECTED.nameMismatch,
    });
    const txid = `tx-${randomUUID()}`;
    expect(await deposit(address, 5_000_000n, txid)).toBe('frozen');
    // Reported again, it stays held.
    expect(await deposit(address, 5_000_000n, txid)).toBe('frozen');
    expect(await btc(u)).toBe(0n);
    expect(await recordsOf(u)).toMatchObject([{ state: 'held' }]);
    expect(await casesOf(u)).toMatchObject([{ direction: 'deposit', source: 'travel_rule', state: 'open' }]);
  });

  it('travels only with a deposit of its exact amount', async () => {
    const { u, address } = await customer();
    await ask({ to: address, beneficiary: 'José María García', amount: 7_000_000n });
    expect(await deposit(address, 6_999_999n)).toBe('credited');
    expect(await recordsOf(u)).toMatchObject([{ state: 'information_needed' }]);
  });
});

describe('an inquiry answered without keeping anything', () => {
  it('rejects an address that is not ours', async () => {
    const before = (await inquiries()).length;
    const answer = await ask({ to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', beneficiary: 'José García' });
    expect(answer).toEqual({ outcome: 'refused', reason: REJECTED.unknownAddress });
    expect(await inquiries()).toHaveLength(before);
  });

  it('refuses a forged address, another provider’s, an unknown provider and a callback address', async () => {
    const { address } = await customer();
    const before = (await inquiries()).length;
    const signature = pathFor().split('/').pop() as string;
    // The same provider id signed for a callback is not an inquiry address.
    const callback = addressSignature(env.deps.secrets.data, 'trp-callback', PROVIDER);
    for (const path of [
      `/api/travel-rule/trp/inquiry/${PROVIDER}/${'A'.repeat(43)}`,
      `/api/travel-rule/trp/inquiry/kraken-eu/${signature}`,
      `/api/travel-rule/trp/inquiry/not-listed/${signature}`,
      `/api/travel-rule/trp/inquiry/${PROVIDER}/${callback}`,
    ])
      expect((await post(path, body(address))).status).toBe(403);
    expect(await inquiries()).toHaveLength(before);
  });

  it('refuses a hostile or huge inquiry with a 4xx', async () => {
    const { address } = await customer();
    const before = (await inquiries()).length;
    const bad = [
      '{',
      JSON.stringify({ asset: { slip0044: 0 }, amount: -1, callback: 'https://vasp.test/cb', IVMS101: {} }),
      body(address, 'x'.repeat(5000)),
      body(address, 'Jos\u0007e García'),
      JSON.stringify({ ...JSON.parse(body(address)), IVMS101: { originator: 'nonsense' } }),
    ];
    for (const b of bad) expect((await post(pathFor(), b)).status).toBe(400);
    expect((await post(pathFor(), `${' '.repeat(30_000)}${body(address)}`)).status).toBe(413);
    const noId = await env.app.request(pathFor(), { method: 'POST', body: body(address) });
    expect(noId.status).toBe(400);
    expect(await inquiries()).toHaveLength(before);
  });
});

describe('a replayed inquiry', () => {
  it('answers the same and is kept once; another body under the same identifier is a 409', async () => {
    const { u, address } = await customer();
    const id = randomUUID();
    const sent = body(address);
    const answers = await Promise.all([1, 2, 3].map(() => post(pathFor(), sent, { 'request-identifier': id })));
    const replies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const r of replies) expect(r).toEqual({ approved: { address, callback: '' } });
    expect((await inquiries()).filter((i) => i.user_id === u.id)).toHaveLength(1);
    const other = await post(pathFor(), body(address, 'Someone Else'), { 'request-identifier': id });
    expect(other.status).toBe(409);
    expect((await inquiries()).filter((i) => i.user_id === u.id)).toMatchObject([{ outcome: 'approved' }]);
  });
});

describe("a provider's inquiry address", () => {
  it('is read by compliance only, for a provider of the directory, audited, and takes inquiries', async () => {
    const officer = await createUser(env.deps, { role: 'compliance' });
    const res = await env.api.call(
      '/admin/travel-rule/inquiry-address',
      { providerId: PROVIDER },
      { token: officer.token },
    );
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    const url = (res.answer as any).data.url as string;
    expect(url).toBe(trpInquiryUrl(env.deps, PROVIDER));
    const { address } = await customer();
    expect(await ask({ to: address, beneficiary: 'José María García', path: new URL(url).pathname })).toEqual({
      outcome: 'accepted',
    });
    const audited = await env.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', officer.id)
      .execute();
    expect(audited.map((a) => a.action)).toContain('travel_rule.inquiry_address');

    const unknown = await env.api.call(
      '/admin/travel-rule/inquiry-address',
      { providerId: 'not-listed' },
      { token: officer.token },
    );
    expect(unknown.status).toBe(400);
    const { u } = await customer();
    const asCustomer = await env.api.call(
      '/admin/travel-rule/inquiry-address',
      { providerId: PROVIDER },
      { token: u.token },
    );
    expect(asCustomer.status).toBe(403);
  });
});
