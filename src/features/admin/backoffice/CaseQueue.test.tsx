/**
 * The case screen's decision starts neutral: no decision is chosen for the officer, so a case is
 * never closed with one the officer did not pick, and no outcome is promised before one is.
 */

import { describe, expect, it } from 'vitest';
import type { CaseDetail } from '../../../../contract/cases.js';
import { staffRendering } from '../../../test-support/server-render.js';
import { CaseSections } from './CaseQueue.js';
import { CaseTransferFacts } from './CaseTransfer.js';

const heldCase: CaseDetail = {
  id: 7,
  customerId: 'c1',
  customerEmail: 'ana@example.com',
  source: 'screening',
  kind: 'travel_rule_withdrawal',
  state: 'open',
  ownerId: null,
  ownerEmail: null,
  openedAt: '2026-11-20T10:00:00Z',
  deadline: '2026-11-20T13:00:00Z',
  risk: 'low',
  amount: { currency: 'BTC', amount: '0.05' },
  decision: null,
  decisionReason: null,
  closedAt: null,
  facts: {},
  transfer: {
    direction: 'withdrawal',
    currency: 'BTC',
    amount: '0.05',
    state: 'held',
    sanctioned: false,
    releaseNeedsApproval: false,
    canReturn: true,
    releaseRequestId: null,
  },
  events: [],
  customer: { risk: { group: 'low', reasons: [] }, identity: 'approved', frozenAt: null },
  transferValue: { currency: 'EUR', value: '3075.40', reference: 'w-1', txid: null },
  hit: null,
  travelRule: null,
  otherCases: [],
  recentTransfers: [],
};

const renderAt = staffRendering();
const render = (c: CaseDetail) => renderAt('/admin/cases', <CaseSections c={c} reload={() => undefined} />);

describe('deciding a case', () => {
  it('opens with no decision chosen, and no outcome promised', () => {
    const html = render(heldCase);
    const select = html.match(/<select id="bo-decision"[^>]*>(.*?)<\/select>/)?.[0] ?? '';
    expect(select).toMatch(/aria-required="true"/);
    const chosen = select.match(/<option[^>]*selected[^>]*>([^<]*)</);
    expect(chosen?.[1]).toBe('Choose a decision');
    expect(chosen?.[0]).toMatch(/value=""/);
    expect(chosen?.[0]).toMatch(/disabled/);
    expect(html).not.toContain('data-testid="case-outcome"');
  });
});

describe('closing with no action', () => {
  const outcome = (transfer: NonNullable<CaseDetail['transfer']>) =>
    renderAt('/admin/cases', <CaseTransferFacts transfer={transfer} decision="no_action" />).match(
      /data-testid="case-outcome">([^<]*)</,
    )?.[1];
  const held = heldCase.transfer as NonNullable<CaseDetail['transfer']>;

  it('is offered, and says that nothing moves for a transfer no longer held', () => {
    expect(render(heldCase)).toContain('<option value="no_action">Close, no action</option>');
    expect(outcome({ ...held, state: 'failed', canReturn: false })).toBe(
      'No action: the case closes and nothing moves.',
    );
  });

  it('says a sanctions hit is released or reported instead', () => {
    expect(outcome({ ...held, state: 'refused', sanctioned: true, canReturn: false })).toBe(
      'A sanctions hit is not closed with no action: release it as a false match, or file a report.',
    );
  });

  it('says a held transfer must be released or returned first', () => {
    expect(outcome(held)).toBe(
      'The transfer is still held: release it or return the funds. No action would leave the money stuck.',
    );
  });
});

describe('the case screen', () => {
  const sanctioned: CaseDetail = {
    ...heldCase,
    kind: 'sanctions_withdrawal',
    risk: 'high',
    facts: { screeningCaseId: 's-1', address: 'bc1qlisted', list: 'ofac_sdn', names: ['Ivan Listed'] },
    customer: {
      risk: { group: 'high', reasons: ['sanctions_hit', 'frozen'] },
      identity: 'approved',
      frozenAt: '2026-11-21T09:00:00Z',
    },
    hit: { names: ['Ivan Listed'], list: 'ofac_sdn', matched: 'bc1qlisted' },
    otherCases: [{ ...heldCase, id: 8, kind: 'rapid_outflow', source: 'monitoring', amount: null }],
    recentTransfers: [
      {
        id: '41',
        reference: 'CV-0000-0000-0041',
        kind: 'withdrawal_hold',
        asset: 'BTC',
        amount: '0.05',
        direction: 'debit',
        status: 'pending',
        at: '2026-11-20T10:00:00Z',
      },
    ],
  };
  const text = (html: string) => html.replace(/<[^>]+>/g, '');

  it('reads as definition lists, with the raw record only behind a details element', () => {
    const html = render(sanctioned);
    expect(html).not.toMatch(/<pre[^>]*>(?![\s\S]*<\/details>)/);
    expect(html).toMatch(/<details class="bo-raw"><summary>The facts as recorded<\/summary><pre class="bo-json">/);
    const risk = text(html.match(/data-testid="case-risk">(.*?)<\/dd>/)?.[1] ?? '');
    expect(risk).toBe('High risk: a sanctions hit not cleared as a false match; the account is frozen');
    expect(text(html.match(/data-testid="case-freeze">(.*?)<\/dd>/)?.[1] ?? '')).toMatch(/^Frozen since /);
    const hit = text(html.match(/data-testid="case-hit">(.*?)<\/section>/)?.[1] ?? '');
    expect(hit).toContain('Listed partyIvan Listed');
    expect(hit).toContain('Listofac_sdn');
    expect(hit).toContain('What matchedThe address bc1qlisted');
    const value = text(html.match(/data-testid="case-transfer-value">(.*?)<\/dl>/)?.[1] ?? '');
    expect(value).toMatch(/Value in EUR€3,075\.40/);
    expect(html).toContain('href="/admin/customers?id=c1"');
    expect(text(html.match(/data-testid="case-other-cases">(.*?)<\/ul>/)?.[1] ?? '')).toContain(
      'Deposit quickly withdrawn to a new address',
    );
    expect(text(html.match(/data-testid="case-recent-transfers">(.*?)<\/ul>/)?.[1] ?? '')).toContain(
      'Crypto withdrawal',
    );
  });

  it('names the beneficiary and the receiving provider of a refused withdrawal', () => {
    const html = render({
      ...heldCase,
      kind: 'travel_rule_refused',
      travelRule: {
        withdrawalId: 'w-1',
        beneficiary: 'Erika Mustermann',
        ownWallet: false,
        provider: 'Payward Ireland Limited',
        selfHosted: false,
        reason: 'beneficiary unknown',
      },
    });
    const tr = text(html.match(/data-testid="case-travel-rule">(.*?)<\/section>/)?.[1] ?? '');
    expect(tr).toContain('BeneficiaryErika Mustermann');
    expect(tr).toContain('Receiving providerPayward Ireland Limited');
    expect(tr).toContain('The provider&#x27;s answerbeneficiary unknown');
  });

  it('names no listed party and no value where there is none', () => {
    const html = render({ ...heldCase, transferValue: null });
    expect(html).not.toContain('data-testid="case-hit"');
    expect(html).not.toContain('data-testid="case-transfer-value"');
    expect(html).not.toContain('data-testid="case-travel-rule"');
  });
});
