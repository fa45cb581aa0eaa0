import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccountTransaction } from '../../../contract/exchange.js';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { buildDisplayList } from '../../lib/transactions.js';
import { CashDetailRows } from './CashDetailRows.js';

/** A cash withdrawal as the history answers it: the English label and, beside it, its code. */
const withdrawal = (o: Partial<AccountTransaction>): AccountTransaction => ({
  account_transaction_id: 'w1',
  transaction_class: 'payment',
  type: 'debit',
  amount: '200.00',
  currency_id: 'AUD',
  created_at: '2026-01-01T00:00:00Z',
  comment: 'Withdrawal of 200.00 AUD to Savings/w1',
  network: null,
  sender: null,
  recipient: '062-000 12345678',
  payment_method: 'Bank transfer (Osko)',
  status: 'completed',
  ...o,
});

function render(tx: AccountTransaction): string {
  const [row] = buildDisplayList([tx]);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <CashDetailRows tx={row!} />
    </I18nProvider>,
  );
}

afterAll(() => activateLanguage('en'));

describe('the payment method on a cash movement’s detail', () => {
  it('is worded in the customer’s language by its code, never the server’s English', async () => {
    await loadCatalogs(['transactions']);
    await activateLanguage('de');
    const de = render(withdrawal({ payment_method_code: 'osko' }));
    expect(de).toContain('Banküberweisung (Osko)');
    expect(de).not.toContain('Bank transfer');
    await activateLanguage('pl');
    expect(render(withdrawal({ payment_method: 'Cash balance', payment_method_code: 'cash_balance' }))).toContain(
      'Saldo środków fiat',
    );
  });

  it('shows the server’s label for a code this app does not know yet, and the English in English', async () => {
    await loadCatalogs(['transactions']);
    await activateLanguage('de');
    expect(render(withdrawal({ payment_method: 'Wire', payment_method_code: 'wire' }))).toContain('Wire');
    await activateLanguage('en');
    expect(render(withdrawal({ payment_method_code: 'osko' }))).toContain('Bank transfer (Osko)');
  });
});
