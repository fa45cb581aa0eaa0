/**
 * The case screen's decision starts neutral: no decision is chosen for the officer, so a case is
 * never closed with one the officer did not pick, and no outcome is promised before one is.
 */

import { describe, expect, it } from 'vitest';
import type { CaseDetail } from '../../../../contract/cases.js';
import { staffRendering } from '../../../test-support/staff-render.js';
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
