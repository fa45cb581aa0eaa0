import { describe, expect, it } from 'vitest';
import { mailLocale } from '../../providers/mail/index.js';
import { alertMail } from './alert-mail.js';

// Intl's own spaces (no-break, narrow no-break) read as plain ones here.
const plain = (s: string | undefined) => s?.replace(/\s/g, ' ');

describe('price-alert emails', () => {
  it('write prices and moves as the account language writes them', () => {
    const above = alertMail(
      { coin: 'BTC', kind: 'above', currency: 'EUR', price: '100000', percent: null },
      '100250.5',
      'https://app/asset/BTC',
    );
    expect(plain(above(mailLocale('de')).subject)).toBe('BTC liegt über 100.000,00 €');
    expect(plain(above(mailLocale('fr')).paragraphs[0])).toContain('100 250,50 €');
    expect(above(mailLocale('en')).subject).toBe('BTC is above €100,000.00');
    const move = alertMail(
      { coin: 'ETH', kind: 'move', currency: 'EUR', price: null, percent: '5.50' },
      '-6.25',
      'https://app/asset/ETH',
    );
    expect(plain(move(mailLocale('de')).subject)).toBe('ETH ist in 24 Stunden um 6,25 % gefallen');
    expect(move(mailLocale('en')).subject).toBe('ETH fell 6.25% in 24 hours');
    expect(plain(move(mailLocale('pl')).paragraphs[0])).toContain('ponad 5,5%');
  });
});
