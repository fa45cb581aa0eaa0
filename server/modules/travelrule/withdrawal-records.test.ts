/**
 * A withdrawal's Travel Rule record is sealed when the withdrawal is made (decision 303): the
 * per-transfer and the period exports show the payload as it was sent or recorded then, whatever
 * the customer's verified name and address became later; the provider's answer is kept with it;
 * and the stored row holds no identity field in plain text.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { PeriodExportPage } from '../../../contract/report-drafts.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { creditForTest } from '../ledger/testing.js';

let env: TestEnv;
let officer: TestUser;
beforeAll(async () => {
  env = await createTestEnv({
    start: '2026-03-09T12:00:00Z',
    env: { MARKET_VOLATILITY_BPS: '0', ...HIGHEST_WITHDRAWAL_LIMITS },
  });
  const res = await env.app.request('/sandbox/market/price', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin: 'ETH', usd: '1000' }),
  });
  expect(res.status).toBe(200);
  officer = await createUser(env.deps, { role: 'compliance' });
});
afterAll(() => env.close());

const OTHER_EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function customer() {
  const u = await createUser(env.deps, {
    kycStatus: 'approved',
    firstName: 'José María',
    lastName: 'García',
    city: 'Sydney',
    address: '1 George St',
  });
  await creditForTest(env.deps, u.id, 'ETH', '10');
  return u;
}

async function withdraw(u: TestUser, beneficiary: Record<string, unknown>) {
  const res = await env.api.call(
    '/exchange/create-withdrawal-action',
    { amount: '0.1', cryptoAddress: OTHER_EVM, paymentRouteId: 2, beneficiary },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as any).data.withdrawal_id as string;
}

/** The customer's verified identity changes after the withdrawal: a move and a new surname. */
const changeIdentity = (u: TestUser) =>
  env.deps.db
    .updateTable('users')
    .set({ last_name: 'Nuevo', address: '99 Other Rd', city: 'Melbourne' })
    .where('id', '=', u.id)
    .execute();

async function exportedRecord(id: string) {
  const res = await env.api.call(CALLS.exportTransferRecord, { recordId: id }, { token: officer.token });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  const content = (res.answer as any).data.json.content as string;
  return JSON.parse(Buffer.from(content, 'base64').toString('utf8'));
}

const originatorOf = (ivms: any) => ivms.originator.originatorPerson[0].naturalPerson;

describe("a withdrawal's sealed Travel Rule record", () => {
  it('exports the payload recorded for a self-hosted wallet as it was, after the identity changed', async () => {
    const u = await customer();
    const id = await withdraw(u, {
      owner: 'other',
      wallet: 'self_hosted',
      providerId: null,
      kind: 'person',
      name: 'Ana Pérez',
    });
    await changeIdentity(u);

    const one = await exportedRecord(id);
    expect(one.transfer).toMatchObject({ id, direction: 'withdrawal', state: 'recorded', toAddress: OTHER_EVM });
    expect(one.transfer.screeningAtTransfer).toMatchObject({ result: 'no hit' });
    expect(originatorOf(one.IVMS101).name.nameIdentifier[0].primaryIdentifier).toBe('García');
    expect(originatorOf(one.IVMS101).geographicAddress[0].townName).toBe('Sydney');

    const res = await env.api.call(
      CALLS.exportTravelRulePeriod,
      { from: '2026-03-09', to: '2026-03-09' },
      { token: officer.token },
    );
    const page = (res.answer as { data: PeriodExportPage }).data;
    const mine = page.records.find((r) => r.transfer.id === id);
    expect(mine?.transfer.informationSource).toMatch(/sealed when the withdrawal was made/);
    expect(originatorOf(mine?.IVMS101).name.nameIdentifier[0].primaryIdentifier).toBe('García');
    expect(originatorOf(mine?.IVMS101).geographicAddress[0].townName).toBe('Sydney');
    expect(JSON.stringify(mine?.IVMS101)).not.toMatch(/Nuevo|Melbourne/);
  });

  it("keeps what was sent to the receiving provider and the provider's answer", async () => {
    const u = await customer();
    const id = await withdraw(u, {
      owner: 'other',
      wallet: 'provider',
      providerId: 'sandbox-vasp',
      kind: 'person',
      name: 'Ana Refuse',
    });
    await changeIdentity(u);
    const one = await exportedRecord(id);
    expect(one.transfer).toMatchObject({ state: 'refused', receivingProvider: 'CoinVault Sandbox Counterparty' });
    expect(one.transfer.providerAnswer).toMatchObject({
      outcome: 'refused',
      reason: 'The beneficiary is not a customer of this provider.',
    });
    expect(originatorOf(one.IVMS101).geographicAddress[0].streetName ?? '').not.toMatch(/Other/);
    expect(JSON.stringify(one.IVMS101)).toContain('1 George St');
  });

  it('stores no identity field in plain text', async () => {
    const u = await customer();
    const id = await withdraw(u, {
      owner: 'other',
      wallet: 'self_hosted',
      providerId: null,
      kind: 'person',
      name: 'Ana Pérez',
    });
    const row = await env.deps.db
      .selectFrom('withdrawal_records')
      .selectAll()
      .where('withdrawal_id', '=', id)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const plain of ['García', 'José', 'George', 'Sydney', 'Pérez', 'originator', 'IVMS'])
      expect(stored).not.toContain(plain);
    expect(new Date(row.keep_until).getUTCFullYear()).toBe(2031);
  });
});
