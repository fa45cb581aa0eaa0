import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { PeriodExportPage } from '../../../contract/report-drafts.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { creditObservedDeposit } from '../wallet/index.js';
import { depositAddressFor } from '../wallet/testing.js';
import { createEthPricedEnv, garciaWithEth, observedBtcDeposit, withdrawEth } from './testing.js';

let env: TestEnv;
let officer: TestUser;
let u: TestUser;
let address: string;
beforeAll(async () => {
  env = await createEthPricedEnv({ start: '2026-03-09T12:00:00Z' });
  u = await garciaWithEth(env);
  address = await depositAddressFor(env, u.token);
});
afterAll(() => env.close());

async function deposit(at: string, beneficiary?: string) {
  env.deps.clock.set(at);
  await creditObservedDeposit(env.deps, observedBtcDeposit(address, { beneficiary }));
  const [r] = await env.deps.db
    .selectFrom('transfer_records')
    .select('id')
    .where('created_at', '=', new Date(at))
    .execute();
  return r?.id as string;
}

const exportPeriod = (payload: Record<string, unknown>, by: TestUser = officer) =>
  env.api.call(CALLS.exportTravelRulePeriod, payload, { token: by.token });

describe('the Travel Rule records of a period', () => {
  let inside: string;
  let withdrawal: string;
  beforeAll(async () => {
    await deposit('2026-03-09T23:59:59Z', 'José María García');
    inside = await deposit('2026-03-10T00:00:00Z', 'José María García');
    env.deps.clock.set('2026-03-11T12:00:00Z');
    const selfHosted = { owner: 'other', wallet: 'self_hosted', providerId: null, kind: 'person', name: 'Ana Pérez' };
    withdrawal = (await withdrawEth(env, u, selfHosted, '0.1', await tokenFor(env.deps, u))).withdrawal_id;
    await deposit('2026-03-12T00:00:00Z');
    officer = await createUser(env.deps, { role: 'compliance' });
  });

  it('holds the transfers inside the period only, oldest first, their payloads opened', async () => {
    const res = await exportPeriod({ from: '2026-03-10', to: '2026-03-11' });
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    const page = (res.answer as { data: PeriodExportPage }).data;
    expect(page).toMatchObject({ total: 2, more: false, page: 0 });
    expect(page.records.map((r) => r.transfer.id)).toEqual([inside, withdrawal]);
    const [dep, wd] = page.records;
    expect(dep?.transfer).toMatchObject({
      direction: 'deposit',
      asset: 'BTC',
      amount: '0.05',
      state: 'matched',
      createdAt: '2026-03-10T00:00:00.000Z',
    });
    const ivms = dep?.IVMS101 as any;
    expect(ivms.originator.originatorPerson[0].naturalPerson.name.nameIdentifier[0].primaryIdentifier).toBe(
      'Erika Mustermann',
    );
    expect(dep?.screening).toEqual({ result: 'no hit', cases: [] });
    expect(wd?.transfer).toMatchObject({ direction: 'withdrawal', asset: 'ETH', amount: '0.1', state: 'recorded' });
    const beneficiary = (wd as any).IVMS101.beneficiary.beneficiaryPerson[0].naturalPerson.name.nameIdentifier[0];
    expect(`${beneficiary.secondaryIdentifier ?? ''} ${beneficiary.primaryIdentifier}`).toContain('Pérez');
    const originator = (wd as any).IVMS101.originator.originatorPerson[0].naturalPerson.name.nameIdentifier[0];
    expect(originator.primaryIdentifier).toBe('García');
  });

  it('answers a page past the end with no records and the same total', async () => {
    const res = await exportPeriod({ from: '2026-03-10', to: '2026-03-11', page: 1 });
    expect((res.answer as { data: PeriodExportPage }).data).toMatchObject({
      page: 1,
      total: 2,
      records: [],
      more: false,
    });
  });

  it('is refused to customers and support', async () => {
    const support = await createUser(env.deps, { role: 'support' });
    for (const token of [await tokenFor(env.deps, u), support.token]) {
      const res = await env.api.call(CALLS.exportTravelRulePeriod, { from: '2026-03-10', to: '2026-03-11' }, { token });
      expect(res.status).toBe(403);
    }
  });

  it('writes each page read to the audit trail', async () => {
    await exportPeriod({ from: '2026-03-01', to: '2026-03-31' });
    const rows = await env.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'travel_rule.export_period')
      .where('actor_id', '=', officer.id)
      .execute();
    expect(rows.map((r) => (typeof r.details === 'string' ? JSON.parse(r.details) : r.details))).toContainEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      page: 0,
      records: 4,
      total: 4,
    });
  });

  it('refuses bad and too long periods with a 400', async () => {
    for (const period of [
      { from: 'yesterday', to: '2026-03-11' },
      { from: '2026-02-30', to: '2026-03-11' },
      { from: '2026-03-11', to: '2026-03-10' },
      { from: 20260310, to: '2026-03-11' },
      { from: '2026-03-10' },
      { from: '2024-01-01', to: '2026-03-11' },
      { from: '2026-03-10', to: '2026-03-11', page: -1 },
    ]) {
      const res = await exportPeriod(period);
      expect([res.status, (res.answer as { code?: string }).code], JSON.stringify(period)).toEqual([400, 'VALIDATION']);
    }
  });

  it("names the other provider the record names: the customer's own account at an exchange", async () => {
    const id = await deposit('2026-03-20T00:00:00Z');
    const answered = await env.api.call(
      CALLS.answerDepositOrigin,
      { depositId: id, owner: 'self', wallet: 'provider', providerId: 'kraken-eu' },
      { token: await tokenFor(env.deps, u) },
    );
    expect(answered.status, JSON.stringify(answered.answer)).toBe(200);
    env.deps.clock.set('2026-03-21T12:00:00Z');
    const res = await env.api.call(
      CALLS.exportTravelRulePeriod,
      { from: '2026-03-20', to: '2026-03-20' },
      { token: await tokenFor(env.deps, officer, 'compliance') },
    );
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    const [dep] = (res.answer as { data: PeriodExportPage }).data.records;
    if (!dep) throw new Error('the period holds no record');
    expect((dep.IVMS101 as any).originatingVASP.legalPerson.name.nameIdentifier[0].legalPersonName).toBe(
      'Payward Ireland Limited',
    );
    expect(dep.transfer.counterpartyProvider).toBe('Payward Ireland Limited');
  });
});
