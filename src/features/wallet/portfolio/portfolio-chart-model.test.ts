import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioHistory } from '../../../../contract/portfolio-history.js';
import { activateLanguage, loadCatalogs } from '../../../i18n/catalogs.js';
import { portfolioChartLabel, portfolioRangeLabel, pricingNotes } from './portfolio-chart-model.js';

beforeAll(async () => {
  await loadCatalogs(['wallet']);
  await activateLanguage('en');
});
afterAll(() => activateLanguage('en'));

const history = (o: Partial<PortfolioHistory> = {}): PortfolioHistory => ({
  range: '7d',
  currency: 'AUD',
  points: [
    { at: '2026-11-20T12:00:00.000Z', value: '1000.00', priced: 'market' },
    { at: '2026-11-27T12:00:00.000Z', value: '1500.00', priced: 'market' },
  ],
  change: '500.00',
  change_pct: '50.00',
  market_from: '2026-10-27T12:00:00.000Z',
  ...o,
});
const zone = 'Australia/Sydney';

describe('portfolioChartLabel', () => {
  it('says the start, the end and the change with a word and a sign, never colour alone', () => {
    expect(portfolioChartLabel(history(), zone)).toBe(
      'Portfolio value over the last 7 days, in AUD: from AU$1,000.00 to AU$1,500.00, up +AU$500.00 (+50%).',
    );
    const fell = history({ range: '30d', change: '-250.50', change_pct: '-25.05' });
    expect(portfolioChartLabel(fell, zone)).toBe(
      'Portfolio value over the last 30 days, in AUD: from AU$1,000.00 to AU$1,500.00, down -AU$250.50 (-25.05%).',
    );
  });

  it('names no percent when the start was zero, and says unchanged when nothing moved', () => {
    const fromZero = history({ range: '1y', change: '1500.00', change_pct: null });
    expect(portfolioChartLabel(fromZero, zone)).toBe(
      'Portfolio value over the last year, in AUD: from AU$1,000.00 to AU$1,500.00, up +AU$1,500.00.',
    );
    expect(portfolioChartLabel(history({ change: '0.00', change_pct: '0.00' }), zone)).toMatch(/, unchanged\.$/);
  });

  it('dates all time from its first point, in the customer’s zone', () => {
    expect(portfolioChartLabel(history({ range: 'all' }), zone)).toMatch(
      /^Portfolio value since Nov 20, 2026, in AUD:/,
    );
  });

  it('has nothing to say without points', () => {
    expect(portfolioChartLabel(history({ points: [], change: null, change_pct: null }), zone)).toBeNull();
  });

  it('is worded in German', async () => {
    await activateLanguage('de');
    // Spaces as the language writes them: a narrow or non-breaking one before € and %.
    const label = portfolioChartLabel(history({ currency: 'EUR' }), 'Europe/Berlin')?.replace(/[\u00a0\u202f]/g, ' ');
    expect(label).toBe(
      'Portfoliowert der letzten 7 Tage in EUR: von 1.000,00 € auf 1.500,00 €, plus +500,00 € (+50 %).',
    );
    expect(portfolioRangeLabel('7d')).toBe('7 Tg.');
    expect(portfolioRangeLabel('all')).toBe('Gesamt');
    await activateLanguage('en');
  });
});

describe('pricingNotes', () => {
  it('says when points use recorded rates, from when the market record starts, and when a coin had no price', () => {
    expect(pricingNotes(history(), zone)).toEqual([]);
    const old = history({
      points: [
        { at: '2025-11-27T12:00:00.000Z', value: '900.00', priced: 'recorded' },
        { at: '2026-03-27T12:00:00.000Z', value: '900.00', priced: 'missing' },
        { at: '2026-11-27T12:00:00.000Z', value: '1500.00', priced: 'market' },
      ],
    });
    expect(pricingNotes(old, zone)).toEqual([
      'Before Oct 27, 2026, values use the prices recorded with your transactions.',
      'Some coins had no recorded price at times: they count as zero there.',
    ]);
    expect(pricingNotes({ ...old, market_from: null }, zone)[0]).toBe(
      'Values use the prices recorded with your transactions.',
    );
  });
});

describe('portfolioRangeLabel', () => {
  it('writes every range as the language does, never the code', () => {
    expect(['7d', '30d', '1y', 'all'].map((r) => portfolioRangeLabel(r as '7d'))).toEqual([
      '7 days',
      '30 days',
      '1 yr',
      'All time',
    ]);
  });
});
