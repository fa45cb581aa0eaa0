/**
 * The history's first frame draws a screenful, not the whole first step (decision 475): what the
 * first render puts in the page, before any effect has run.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { AccountTransaction } from '../../../contract/exchange.js';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { buildDisplayList } from '../../lib/transactions.js';
import { DRAW_STEP, FIRST_DRAW } from './drawn-rows.js';
import { HistoryList } from './HistoryList.js';

const deposit = (i: number): AccountTransaction => ({
  account_transaction_id: `d${i}`,
  transaction_class: 'payment',
  type: 'credit',
  amount: '10.00',
  currency_id: 'AUD',
  created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  comment: 'Deposit',
  network: null,
  sender: null,
  recipient: null,
  payment_method: 'Bank transfer (Osko)',
  status: 'completed',
});

function firstFrame(count: number, hasMore: boolean): string {
  const rows = buildDisplayList(Array.from({ length: count }, (_, i) => deposit(i)));
  const more = { hasMore, loading: false, error: null, fetchMore: () => {} };
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/transactions">
        <HistoryList
          rows={rows}
          timeZone="UTC"
          label="Transactions"
          status="ready"
          error={null}
          more={more}
          onRetry={() => {}}
        />
      </Router>
    </I18nProvider>,
  );
}

const rowsIn = (html: string) => html.match(/class="tx-row/g)?.length ?? 0;

beforeAll(async () => {
  await loadCatalogs(['transactions']);
  await activateLanguage('en');
});

describe('the history list’s first frame', () => {
  it('draws a screenful of a long history, and no step to more rows yet', () => {
    expect(FIRST_DRAW).toBeLessThan(DRAW_STEP);
    const html = firstFrame(120, true);
    expect(rowsIn(html)).toBe(FIRST_DRAW);
    expect(html).not.toContain('tx-more');
  });

  it('draws a short history whole, with nothing more to load', () => {
    const html = firstFrame(5, false);
    expect(rowsIn(html)).toBe(5);
    expect(html).not.toContain('tx-more');
  });
});
