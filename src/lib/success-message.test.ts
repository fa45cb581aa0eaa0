import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import { successMessage } from './success-message.js';

beforeAll(async () => {
  await loadCatalogs([LATER_CATALOG]);
  await activateLanguage('en');
});
afterAll(() => activateLanguage('en'));

describe('successMessage', () => {
  it('words each type in plain English', () => {
    expect(successMessage({ type: 'buy', crypto: 'BTC', amount: '0.01', receiveCurrency: 'EUR', total: '550' })).toBe(
      'You bought 0.01 BTC for €550.00',
    );
    expect(successMessage({ type: 'sell', crypto: 'ETH', amount: '1', receiveCurrency: 'USDT', total: '2,500' })).toBe(
      'You sold 1 ETH for 2,500 USDT',
    );
    expect(
      successMessage({ type: 'swapped', crypto: 'BTC', amount: '0.01', receiveCurrency: 'USDT', total: '650.5' }),
    ).toBe('You swapped 0.01 BTC for 650.5 USDT');
    expect(successMessage({ type: 'withdraw', crypto: 'BTC', amount: '0.002' })).toBe("You're withdrawing 0.002 BTC");
    expect(successMessage({ type: 'other', crypto: 'BTC', amount: '1' })).toBe('Transaction completed successfully');
  });

  it('speaks the active language', async () => {
    await activateLanguage('de');
    expect(successMessage({ type: 'withdraw', crypto: 'BTC', amount: '0.002' })).toBe('Sie zahlen 0.002 BTC aus');
    await activateLanguage('en');
  });

  it('writes the buy total as the language writes money, in its own words', async () => {
    const buy = { type: 'buy', crypto: 'BTC', amount: '0,01', receiveCurrency: 'EUR', total: '1234.5' };
    await activateLanguage('de');
    expect(successMessage(buy)).toBe('Sie haben 0,01 BTC für 1.234,50\u00a0€ gekauft');
    await activateLanguage('fr');
    expect(successMessage(buy)).toBe('Vous avez acheté 0,01 BTC pour 1\u202f234,50\u00a0€');
    await activateLanguage('pl');
    expect(successMessage({ ...buy, receiveCurrency: 'AUD' })).toBe('Kupiono 0,01 BTC za 1\u00a0234,50\u00a0AUD');
    await activateLanguage('en');
  });
});
