import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { purchaseRows, saleRows } from './success-rows.js';

const purchase = {
  amount: '995.5',
  fee: '5',
  total: '1000.5',
  currency: 'EUR',
  crypto_value: '0.015',
  crypto_currency: 'BTC' as const,
  price: '66366.67',
};
const sale = { from: 'SOL' as const, amount: '2.5', to: 'USDC' as const, total: '412.3' };

describe('the trade success page rows', () => {
  beforeAll(() => loadCatalogs(['trade']));

  it('name the trade with a noun and write cash with its symbol, in German', async () => {
    await activateLanguage('de');
    const rows = Object.fromEntries(purchaseRows(purchase));
    expect(rows.Transaktionsart).toBe('Kauf');
    expect(rows.Gesamt).toBe('1.000,50\u00a0€');
    expect(Object.fromEntries(saleRows(sale)).Transaktionsart).toBe('Verkauf');
  });

  it('keep the English words and the symbol before the number in English', async () => {
    await activateLanguage('en');
    const rows = Object.fromEntries(purchaseRows(purchase));
    expect(rows['Transaction type']).toBe('Buy');
    expect(rows.Total).toBe('€1,000.50');
    expect(Object.fromEntries(saleRows(sale)).Total).toBe('412.3 USDC');
  });
});
