import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import type { CashWithdrawal } from '../../../contract/bank.js';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { WithdrawalRow } from './CashMovements.js';

const withdrawal = (state: CashWithdrawal['state']): CashWithdrawal => ({
  id: 'w1',
  amount: '120.50',
  currency: 'EUR',
  state,
  review: null,
  bank_account: 'Girokonto',
  beneficiary: 'FR1420041010050500013M02606',
  created_at: '2026-11-20T10:00:00Z',
  settled_at: '2026-11-20T10:05:00Z',
});

const render = (w: CashWithdrawal) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <WithdrawalRow w={w} timeZone="Europe/Berlin" />
    </I18nProvider>,
  );

afterAll(() => activateLanguage('en'));

describe('a cash withdrawal in the movements', () => {
  it('returned by the bank after it was paid, says so and shows the amount back, not taken', async () => {
    await loadCatalogs(['cash']);
    await activateLanguage('en');
    const returned = render(withdrawal('returned'));
    expect(returned).toContain('Returned to balance');
    expect(returned).toContain('the receiving bank sent it back');
    expect(returned).not.toContain('-€120.50');
    expect(render(withdrawal('sent'))).toContain('-€120.50');
    await activateLanguage('de');
    expect(render(withdrawal('returned'))).toContain('die Empfängerbank hat sie zurückgeschickt');
  });
});
