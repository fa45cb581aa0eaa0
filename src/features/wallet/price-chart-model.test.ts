import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { changeWords, chartGeometry, chartLabel, rangeLabel } from './price-chart-model.js';

beforeAll(async () => {
  await loadCatalogs(['wallet']);
  await activateLanguage('en');
});

const box = { width: 300, height: 100, pad: 10 };
const price = (q: { price: string }) => q.price;
const p = (minute: number, price: string) => ({ at: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(), price });

describe('chartGeometry', () => {
  it('spreads the points by time across the box and by price from bottom to top', () => {
    const g = chartGeometry([p(0, '100'), p(10, '200'), p(40, '150')], box, price);
    // 40 minutes over 280 px: 10 minutes is 70 px; 200 is the top edge, 100 the bottom one.
    expect(g?.line).toBe('M10 90 L80 10 L290 50');
    expect(g?.area).toBe('M10 90 L80 10 L290 50 L290 100 L10 100 Z');
  });

  it('draws a level line through the middle for one point or equal prices', () => {
    expect(chartGeometry([p(0, '5')], box, price)?.line).toBe('M10 50 L290 50');
    expect(chartGeometry([p(0, '5'), p(5, '5'), p(9, '5')], box, price)?.line).toBe('M10 50 L165.6 50 L290 50');
  });

  it('draws nothing without a usable point', () => {
    expect(chartGeometry([], box, price)).toBeNull();
    expect(chartGeometry([{ at: 'yesterday', price: '1' }, p(1, 'x')], box, price)).toBeNull();
  });
});

describe('chartLabel', () => {
  it('says the range, start, end, high, low and change in the currency', () => {
    expect(
      chartLabel({
        name: 'Bitcoin',
        range: '24h',
        currency: 'USD',
        points: [p(0, '100000'), p(5, '101500'), p(9, '97000')],
        high: '101500',
        low: '97000',
        change: '-3.00',
      }),
    ).toBe(
      'Bitcoin price over the last 24 hours, in USD: from $100,000.00 to $97,000.00, high $101,500.00, low $97,000.00, down 3.00%.',
    );
    expect(
      chartLabel({
        name: 'Ether',
        range: '30d',
        currency: 'EUR',
        points: [p(0, '3000.5')],
        high: '3000.5',
        low: '3000.5',
        change: null,
      }),
    ).toBe(
      'Ether price over the last 30 days, in EUR: from €3,000.50 to €3,000.50, high €3,000.50, low €3,000.50, change not known yet.',
    );
  });

  it('words the change', () => {
    expect(changeWords('1.25')).toBe('up 1.25%');
    expect(changeWords('-0.40')).toBe('down 0.40%');
    expect(changeWords('0.00')).toBe('unchanged');
    expect(changeWords(null)).toBe('change not known yet');
  });
});

describe('in another language', () => {
  afterAll(() => activateLanguage('en'));

  it('words the change and the summary from the wallet catalog', async () => {
    await activateLanguage('de');
    expect(changeWords('1.25')).toBe('plus 1,25\u00a0%');
    expect(changeWords(null)).toBe('Änderung noch nicht bekannt');
    await activateLanguage('pl');
    expect(changeWords('-0.40')).toBe('spadek o 0,40%');
  });
});

describe('rangeLabel', () => {
  it("writes each range's span in the language, not the code's '24h'", async () => {
    await activateLanguage('de');
    expect(['24h', '7d', '30d'].map((r) => rangeLabel(r as '24h'))).toEqual(['24 Std.', '7 Tg.', '30 Tg.']);
    await activateLanguage('en');
    expect(rangeLabel('7d')).toBe('7 days');
  });
});
