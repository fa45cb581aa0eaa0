import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import type { CashDeposit, CashTrade, CashWithdrawal } from '../../../contract/bank.js';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { cashMovementsOf, TradeRow, WithdrawalRow } from './CashMovements.js';

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

const deposit: CashDeposit = {
  id: 'd1',
  amount: '500.00',
  currency: 'EUR',
  state: 'credited',
  payer_name: 'Alex Morgan',
  reason: null,
  received_at: '2026-11-19T09:00:00Z',
};
const trade = (type: CashTrade['type'], at: string, amount: string, coins: string): CashTrade => ({
  id: `t-${at}`,
  type,
  amount,
  currency: 'EUR',
  coin: 'BTC',
  coin_amount: coins,
  created_at: at,
});

const row = (t: CashTrade) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TradeRow t={t} timeZone="Europe/Berlin" />
    </I18nProvider>,
  );

describe('the cash movements list', () => {
  it('accounts for purchases from the balance and sales to cash, newest first among the bank movements', () => {
    const all = cashMovementsOf({
      deposits: [deposit],
      withdrawals: [withdrawal('sent')],
      trades: [
        trade('Sell', '2026-11-21T08:00:00Z', '96.90', '0.001'),
        trade('Buy', '2026-11-19T12:00:00Z', '1000.50', '0.0105'),
      ],
    });
    expect(all.map((m) => m.kind)).toEqual(['trade', 'withdrawal', 'trade', 'deposit']);
    // A snapshot saved before trades were listed has none, and still lists the rest.
    expect(cashMovementsOf({ deposits: [deposit], withdrawals: [] }).map((m) => m.kind)).toEqual(['deposit']);
  });

  it('says what was bought or sold and what the balance paid or received, in the language', async () => {
    await loadCatalogs(['cash']);
    await activateLanguage('en');
    const sold = row(trade('Sell', '2026-11-21T08:00:00Z', '96.90', '0.001'));
    expect(sold).toContain('Sold 0.001 BTC');
    expect(sold).toContain('+€96.90');
    expect(row(trade('Buy', '2026-11-19T12:00:00Z', '1000.50', '0.0105'))).toContain('-€1,000.50');
    await activateLanguage('de');
    const de = row(trade('Buy', '2026-11-19T12:00:00Z', '1000.50', '0.0105'));
    expect(de).toContain('0,0105 BTC gekauft');
    expect(de).toContain('-1.000,50');
  });
});
