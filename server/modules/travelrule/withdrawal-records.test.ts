/**
 * A withdrawal's Travel Rule record is sealed when the withdrawal is made (decision 303): the
 * per-transfer and the period exports show the payload as it was sent or recorded then, whatever
 * the customer's verified name and address became later; the provider's answer is kept with it;
 * and the stored row holds no identity field in plain text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { PeriodExportPage } from '../../../contract/report-drafts.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { insertUsableAddress } from '../addressbook/testing.js';
import { sealPlainIdentityFields } from './plain-identity.js';
import { createEthPricedEnv, garciaWithEth, OTHER_EVM, withdrawEth } from './testing.js';

let env: TestEnv;
let officer: TestUser;
beforeAll(async () => {
  env = await createEthPricedEnv({ start: '2026-03-09T12:00:00Z' });
  officer = await createUser(env.deps, { role: 'compliance' });
});
afterAll(() => env.close());

const customer = () => garciaWithEth(env, { city: 'Sydney', address: '1 George St' });

async function withdraw(u: TestUser, beneficiary: Record<string, unknown>, amount = '0.1') {
  return (await withdrawEth(env, u, beneficiary, amount)).withdrawal_id;
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

/** The answers that a withdrawal goes to another person's self-hosted wallet, but for their name. */
const ANA = { owner: 'other', wallet: 'self_hosted', providerId: null, kind: 'person' } as const;

const originatorOf = (ivms: any) => ivms.originator.originatorPerson[0].naturalPerson;

describe("a withdrawal's sealed Travel Rule record", () => {
  it('exports the payload recorded for a self-hosted wallet as it was, after the identity changed', async () => {
    const u = await customer();
    const id = await withdraw(u, { ...ANA, name: 'Ana Pérez' });
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
    const id = await withdraw(u, { ...ANA, name: 'Ana Pérez' });
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

  it("stores the beneficiary's name sealed on the withdrawal, the saved address and the case, and shows it", async () => {
    const u = await customer();
    await saveAddress(u);
    // Above the threshold to someone else's self-hosted wallet: held for review, with a case.
    const id = await withdraw(u, { ...ANA, name: 'Ana Pérez' }, '2');
    const rows = await identityRows(u.id, id);
    for (const r of rows) expect(JSON.stringify(r)).not.toMatch(/Ana|Pérez|self_hosted/);
    expect(rows.map((r) => Object.values(r).some((v) => typeof v === 'string' && v.startsWith('v1.')))).toEqual([
      true,
      true,
      true,
    ]);
    await expectShown(u, id, 'Ana Pérez');
  });

  it('seals rows kept in plain text before, in place, and shows them as before', async () => {
    const u = await customer();
    const book = await saveAddress(u);
    const id = await withdraw(u, { ...ANA, name: 'Ana Pérez' }, '2');
    // As a row written before the fields were sealed holds them.
    const answers = JSON.stringify({ ...ANA, name: 'Ana Pérez' });
    await env.deps.db.updateTable('withdrawals').set({ beneficiary: answers }).where('id', '=', id).execute();
    await env.deps.db
      .updateTable('address_book')
      .set({ beneficiary_name: 'Ana Pérez' })
      .where('id', '=', book)
      .execute();
    await env.deps.db
      .updateTable('screening_cases')
      .set({ names: JSON.stringify(['Ana Pérez']) })
      .where('user_id', '=', u.id)
      .execute();
    await expectShown(u, id, 'Ana Pérez');

    expect(await sealPlainIdentityFields(env.deps)).toBeGreaterThanOrEqual(3);
    for (const r of await identityRows(u.id, id)) expect(JSON.stringify(r)).not.toMatch(/Ana|Pérez/);
    await expectShown(u, id, 'Ana Pérez');
    // Sealed once: a second run finds nothing left in plain text.
    expect(await sealPlainIdentityFields(env.deps)).toBe(0);
  });
});

const saveAddress = (u: TestUser) => insertUsableAddress(env.deps, u.id, 2, OTHER_EVM, 'Friend');

/** The withdrawal's, the saved address's and the review case's stored rows. */
async function identityRows(userId: string, id: string) {
  const db = env.deps.db;
  return [
    await db.selectFrom('withdrawals').select('beneficiary').where('id', '=', id).executeTakeFirstOrThrow(),
    await db
      .selectFrom('address_book')
      .select(['beneficiary_name', 'beneficiary_kind'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    await db.selectFrom('screening_cases').select('names').where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ];
}

/** The name, opened: in the customer's address book, the case's facts and the transfer's export. */
async function expectShown(u: TestUser, id: string, name: string) {
  const book = await env.api.call('/users/get-address-book', {}, { token: u.token });
  expect((book.answer as any).data.addresses[0].beneficiary).toMatchObject({ owner: 'other', name });
  const cases = await env.api.call(CALLS.getCases, { state: '', customerId: u.id }, { token: officer.token });
  const caseId = (cases.answer as any).data[0].id;
  const one = await env.api.call(CALLS.getCase, { caseId }, { token: officer.token });
  expect((one.answer as any).data.facts.names).toEqual([name]);
  const exported = await exportedRecord(id);
  expect(exported.transfer.state).toBe('review');
  expect(exported.IVMS101.beneficiary.beneficiaryPerson[0].naturalPerson.name.nameIdentifier[0]).toMatchObject({
    primaryIdentifier: 'Ana Pérez',
  });
}
