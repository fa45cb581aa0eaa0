/**
 * Suspicious-matter report drafts (decision 296): built from the case's facts, AUSTRAC's SMR
 * fields for an Australian customer and goAML's STR fields for an EU one, as JSON and PDF, for
 * compliance officers only, each draft written to the audit trail.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { CaseSummary } from '../../../contract/cases.js';
import type { CaseReportDraft } from '../../../contract/report-drafts.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { movementsOfKind } from '../ledger/testing.js';
import { recordFinding } from '../monitoring/testing.js';
import { recordSanctionsHit } from '../screening/testing.js';
import { creditObservedDeposit } from '../wallet/index.js';
import { depositAddressFor } from '../wallet/testing.js';

let env: TestEnv;
let officer: TestUser;
let au: TestUser;
let eu: TestUser;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
  officer = await createUser(env.deps, { role: 'compliance', firstName: 'Olga', lastName: 'Officer' });
  au = await createUser(env.deps, {
    kycStatus: 'approved',
    currency: 'AUD',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    address: '1 George St',
    city: 'Sydney',
    state: 'NSW',
    postal: '2000',
  });
  eu = await createUser(env.deps, {
    kycStatus: 'approved',
    currency: 'EUR',
    country: 'PL',
    firstName: 'Łukasz',
    lastName: 'Żółć',
    city: 'Łódź',
  });
});
afterAll(() => env.close());

const SENDER = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

async function caseOf(u: TestUser): Promise<CaseSummary> {
  const res = await env.api.call(CALLS.getCases, { customerId: u.id }, { token: officer.token });
  const [c] = (res.answer as { data: CaseSummary[] }).data;
  if (!c) throw new Error('no case');
  return c;
}

async function draft(caseId: unknown, token = officer.token) {
  return env.api.call(CALLS.getCaseReportDraft, { caseId }, { token });
}

function files(res: { answer: unknown }) {
  const d = (res.answer as { data: CaseReportDraft }).data;
  const json = JSON.parse(Buffer.from(d.json.content, 'base64').toString('utf8'));
  const pdf = Buffer.from(d.pdf.content, 'base64');
  const path = join(mkdtempSync(join(tmpdir(), 'draft-')), d.pdf.fileName);
  writeFileSync(path, pdf);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  return { d, json, pdf, text };
}

describe('a report draft for an Australian customer', () => {
  let caseId: number;
  beforeAll(async () => {
    await creditObservedDeposit(env.deps, {
      routeId: 1,
      address: await depositAddressFor(env, au.token),
      txid: `tx-${randomUUID()}`,
      outputIndex: 0,
      amount: 12_500_000n,
      from: SENDER,
    });
    const [m] = await movementsOfKind(env.deps, au.id, 'deposit');
    await recordFinding(env, au.id, { key: 'k1', transferIds: [m!.id], facts: { deposit: 9800, withdrawal: 9500 } });
    caseId = (await caseOf(au)).id;
    await env.api.call(
      CALLS.updateCase,
      { caseId, action: 'note', note: 'Customer could not explain the source of funds.' },
      { token: officer.token },
    );
  });

  it("holds AUSTRAC's SMR fields, filled from the case's facts, as JSON and PDF", async () => {
    const res = await draft(caseId);
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    const { d, json, pdf, text } = files(res);
    expect(d.form).toBe('AUSTRAC_SMR');
    expect(json).toMatchObject({
      schema: 'coinvault.report-draft/1',
      form: 'AUSTRAC_SMR',
      status: 'draft',
      header: { reportingEntity: { name: 'CoinVault' }, reportingEntityReference: `CASE-${caseId}` },
      smDetails: { suspicionReasons: expect.arrayContaining(['Unusual account activity']) },
      identifiedParty: [
        {
          fullName: 'Olivia Nguyen',
          dateOfBirth: '1990-05-17',
          mainAddress: { addr: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
          email: au.email,
          identification: { electronicVerification: true },
        },
      ],
      txnDetail: [
        {
          txnType: 'virtual asset deposit',
          digitalCurrency: { code: 'BTC', units: '0.125' },
          walletAddress: SENDER,
          txnRefNo: expect.stringMatching(/^CV-/),
        },
      ],
    });
    expect(json.suspGrounds).toContain('rapid_outflow');
    expect(json.suspGrounds).toContain('Customer could not explain the source of funds.');
    expect(json).not.toHaveProperty('report');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('AUSTRAC suspicious matter report');
    expect(text).toContain('Reason for suspicion');
    // Everything the system knows is filled: who formed the suspicion, the total in AUD.
    expect(json.suspicionFormedByPerson).toEqual({
      email: officer.email,
      fullName: 'Olga Officer',
      jobTitle: 'Compliance officer',
    });
    expect(json.txnDetail[0].digitalCurrency.audEquivalent).not.toBeNull();
    expect(json.smDetails.totalAmountAud).toBe(json.txnDetail[0].digitalCurrency.audEquivalent);
    // The form to read is built from the same draft: grouped, plain labels, the file's values.
    expect(d.view.groups.map((g) => g.heading)).toEqual([
      'Reporting entity',
      'Subject of the report',
      'Transaction 1',
      'Reason for suspicion',
      'Case timeline',
    ]);
    const field = (group: string, label: string) =>
      d.view.groups.find((g) => g.heading === group)?.fields.find((x) => x.label === label)?.value;
    expect(field('Subject of the report', 'Address')).toBe('1 George St, Sydney, NSW, 2000, AU');
    expect(field('Transaction 1', 'Value in AUD')).toBe(json.txnDetail[0].digitalCurrency.audEquivalent);
    expect(field('Reporting entity', 'Suspicion formed by')).toBe('Olga Officer');
    expect(d.view.groups.find((g) => g.heading === 'Reason for suspicion')?.text).toBe(json.suspGrounds);
    expect(text).toContain('Address: 1 George St, Sydney, NSW, 2000, AU');
    expect(text).not.toMatch(/identifiedParty|mainAddress/);
    expect(text).toContain('Olivia Nguyen');
    expect(text).toContain('Customer could not explain the source of funds.');
  });

  it('is refused to support and to customers, the case’s own included', async () => {
    const support = await createUser(env.deps, { role: 'support' });
    for (const token of [support.token, au.token]) expect((await draft(caseId, token)).status).toBe(403);
  });

  it('writes every draft to the audit trail', async () => {
    await draft(caseId);
    const rows = await env.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'case.report_draft')
      .where('subject_id', '=', au.id)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ actor_id: officer.id, actor_role: 'compliance' });
    const details = rows[0]?.details;
    expect(typeof details === 'string' ? JSON.parse(details) : details).toEqual({ caseId, form: 'AUSTRAC_SMR' });
  });

  it('answers 404 for no such case and 400 for a malformed id', async () => {
    expect((await draft(2_000_000_000)).status).toBe(404);
    expect((await draft('one')).status).toBe(400);
  });
});

describe('a report draft for an EU customer', () => {
  it("holds goAML's STR fields for the screened transfer, and a PDF that draws a Polish name", async () => {
    await recordSanctionsHit(env, eu.id, { amount: '2500000' });
    const c = await caseOf(eu);
    const res = await draft(c.id);
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    const { d, json, text } = files(res);
    expect(d.form).toBe('FIU_STR');
    expect(json).toMatchObject({
      form: 'FIU_STR',
      report: {
        report_code: 'STR',
        submission_code: 'E',
        entity_reference: `CASE-${c.id}`,
        currency_code_local: 'EUR',
        report_indicators: [{ indicator: 'Sanctions: a listed person or address' }],
        transaction: [
          {
            virtual_asset: { code: 'BTC', amount: '0.025' },
            t_from_my_client: { person: { first_name: 'Łukasz', last_name: 'Żółć' } },
            t_to: { account: { account: 'bc1qsanctioned' } },
          },
        ],
        involved_person: { last_name: 'Żółć', addresses: [{ city: 'Łódź', country_code: 'PL' }] },
      },
    });
    expect(json.report.reason).toContain('Listed Person');
    expect(json.report.reporting_person).toMatchObject({ first_name: 'Olga', last_name: 'Officer' });
    const subject = d.view.groups.find((g) => g.heading === 'Subject of the report');
    expect(subject?.fields.find((x) => x.label === 'Full name')?.value).toBe('Łukasz Żółć');
    expect(d.view.groups.find((g) => g.heading === 'Transaction 1')?.fields.map((x) => x.label)).toContain(
      'Value in EUR',
    );
    expect(json).not.toHaveProperty('identifiedParty');
    expect(text).toContain('Suspicious transaction report (STR, goAML)');
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain('Łódź');
  });
});
