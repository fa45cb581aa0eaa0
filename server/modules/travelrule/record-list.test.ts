import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { CaseDetail } from '../../../contract/cases.js';
import type { ProviderDirectoryAnswer } from '../../../contract/travel-rule.js';
import type { TravelRuleRecordsPage } from '../../../contract/travel-rule-records.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { creditObservedDeposit } from '../wallet/index.js';
import { depositAddressFor } from '../wallet/testing.js';
import { createEthPricedEnv, garciaWithEth, observedBtcDeposit, refusedWithdrawal } from './testing.js';

let env: TestEnv;
let officer: TestUser;
let support: TestUser;
let admin: TestUser;
let u: TestUser;
let refused: string;
let depositRecord: string;

beforeAll(async () => {
  env = await createEthPricedEnv({ start: '2026-03-09T12:00:00Z' });
  officer = await createUser(env.deps, { role: 'compliance' });
  support = await createUser(env.deps, { role: 'support' });
  admin = await createUser(env.deps, { role: 'admin' });
  u = await garciaWithEth(env);
  const address = await depositAddressFor(env, u.token);
  // A deposit first, a refused withdrawal minutes later: the withdrawal is the newer record.
  await creditObservedDeposit(env.deps, observedBtcDeposit(address, { beneficiary: 'José María García' }));
  const [r] = await env.deps.db.selectFrom('transfer_records').select('id').where('user_id', '=', u.id).execute();
  depositRecord = r?.id as string;
  env.deps.clock.set('2026-03-09T12:05:00Z');
  refused = await refusedWithdrawal(env, u);
});
afterAll(() => env.close());

const list = (payload: Record<string, unknown>, by: TestUser = officer) =>
  env.api.call(CALLS.travelRuleRecords, payload, { token: by.token });
const ids = (r: { answer: unknown }) =>
  (r.answer as { data: TravelRuleRecordsPage }).data.items.map((i) => i.transfer.id);

describe('the list of Travel Rule records', () => {
  it('lists deposits and withdrawals newest first, with the other provider', async () => {
    const r = await list({ direction: '', state: '', page: 0 });
    expect(r.status).toBe(200);
    const page = (r.answer as { data: TravelRuleRecordsPage }).data;
    expect(page.items.map((i) => i.transfer.id)).toEqual([refused, depositRecord]);
    expect(page.items[0]?.transfer).toMatchObject({ direction: 'withdrawal', state: 'refused', asset: 'ETH' });
    // The refusal opened a case, but no sanctions list matched.
    expect(page.items[0]?.screening).toBe('no hit');
    expect(page.items[1]?.transfer).toMatchObject({ direction: 'deposit', counterpartyProvider: expect.any(String) });
    expect(page.next).toBeNull();
    expect((page.items[0] as unknown as Record<string, unknown>).IVMS101).toBeUndefined();
  });

  it('filters by direction and by state', async () => {
    expect(ids(await list({ direction: 'deposit', state: '', page: 0 }))).toEqual([depositRecord]);
    expect(ids(await list({ direction: 'withdrawal', state: 'refused', page: 0 }))).toEqual([refused]);
    expect(ids(await list({ direction: '', state: 'accepted', page: 0 }))).toEqual([]);
    expect(ids(await list({ direction: '', state: '', page: 1 }))).toEqual([]);
  });

  it('refuses a state or direction it does not know, and support and admins', async () => {
    expect((await list({ direction: 'sideways', state: '', page: 0 })).status).toBe(400);
    expect((await list({ direction: '', state: "refused' or 1=1", page: 0 })).status).toBe(400);
    expect((await list({ direction: '', state: '', page: -1 })).status).toBe(400);
    expect((await list({ direction: '', state: '', page: 0 }, support)).status).toBe(403);
    expect((await list({ direction: '', state: '', page: 0 }, admin)).status).toBe(403);
    expect((await list({ direction: '', state: '', page: 0 }, u)).status).toBe(403);
  });

  it('exports a listed withdrawal through the record export, as JSON and PDF', async () => {
    const r = await env.api.call(CALLS.exportTransferRecord, { recordId: refused }, { token: officer.token });
    expect(r.status).toBe(200);
    const data = (r.answer as any).data;
    expect(data.pdf.mediaType).toBe('application/pdf');
    expect(data.json.fileName).toBe(`travel-rule-record-${refused}.json`);
  });
});

describe('the provider directory for compliance', () => {
  it('lists every provider to choose from, to compliance only', async () => {
    const r = await env.api.call(CALLS.staffProviderDirectory, {}, { token: officer.token });
    expect(r.status).toBe(200);
    const { providers } = (r.answer as { data: ProviderDirectoryAnswer }).data;
    expect(providers.map((p) => p.id)).toContain('kraken-eu');
    expect(providers.find((p) => p.id === 'kraken-eu')?.legalName).toBe('Payward Ireland Limited');
    expect((await env.api.call(CALLS.staffProviderDirectory, {}, { token: support.token })).status).toBe(403);
    expect((await env.api.call(CALLS.staffProviderDirectory, {}, { token: admin.token })).status).toBe(403);
  });
});

describe('the refusal case', () => {
  it('names the beneficiary and the receiving provider', async () => {
    const c = await env.deps.db
      .selectFrom('compliance_cases')
      .select('id')
      .where('customer_id', '=', u.id)
      .where('kind', '=', 'travel_rule_refused')
      .executeTakeFirstOrThrow();
    const r = await env.api.call(CALLS.getCase, { caseId: c.id }, { token: officer.token });
    const detail = (r.answer as { data: CaseDetail }).data;
    expect(detail.travelRule).toMatchObject({
      withdrawalId: refused,
      beneficiary: 'Ana Refuse',
      ownWallet: false,
      provider: 'CoinVault Sandbox Counterparty',
    });
  });
});
