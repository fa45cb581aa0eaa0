/**
 * The Tax screen refused by the server's limit on the tax view (decision 463): it says so in the
 * customer's language, with the wait the server gave, and keeps Retry. Its dates are in the
 * statement's zone, the one the year and the holding period are counted in.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatementYears } from '../../../../contract/statements.js';
import type { TaxReport } from '../../../../contract/tax-report.js';
import { ApiCallError } from '../../../api/errors.js';
import { activateLanguage } from '../../../i18n/catalogs.js';
import { locale } from '../../../state/locale.js';
import { serverRendering } from '../../../test-support/server-render.js';
import TaxScreen from './TaxScreen.js';

const eu: StatementYears = {
  region: 'EU',
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  years: [{ year: 2025, label: '2025', from: '2024-12-31T23:00:00Z', to: '2025-12-31T23:00:00Z' }],
};
const served = vi.hoisted(() => ({ error: null as unknown, report: null as unknown, years: null as unknown }));
vi.mock('../../../offline/hooks.js', () => ({ useOnline: () => true, useOnlineAgain: () => {} }));
vi.mock('../../../offline/use-saved-load.js', () => ({
  useSavedLoad: (kind: string | null) => ({
    state:
      kind === 'tax/years'
        ? { status: 'ready', data: served.years, savedAt: 0, fromSnapshot: false }
        : served.report
          ? { status: 'ready', data: served.report, savedAt: 0, fromSnapshot: false }
          : { status: 'error', error: served.error },
    retry: () => {},
  }),
}));

const rendered = serverRendering(['transactions']);
const render = () => rendered('/tax', <TaxScreen />);
const shown = (html: string) => /data-testid="tax-report-error">([^<]*)</.exec(html)?.[1] ?? '';

afterAll(() => activateLanguage('en'));

describe('the Tax screen refused by the tax view’s limit', () => {
  beforeEach(() => {
    served.years = eu;
    served.report = null;
  });

  it('says how long to wait, in the customer’s language', async () => {
    served.error = new ApiCallError('RATE_LIMITED', 'Too many tax view requests.', 429, {}, 42);
    expect(shown(render())).toBe('The tax view was asked for too often. Please wait 42 seconds and try again.');
    await activateLanguage('de');
    const german = shown(render());
    expect(german).toContain('42 Sekunden');
    expect(german).not.toContain('too often');
    await activateLanguage('pl');
    expect(shown(render())).toContain('42 sekundy');
    await activateLanguage('en');
  });

  it('says its own words for any other failure', () => {
    served.error = new ApiCallError('INTERNAL', 'Something went wrong', 500);
    expect(shown(render())).toBe('Could not load the tax view of this year.');
  });
});

describe('the Tax screen’s dates', () => {
  it('are in the statement’s zone, not the device’s: a buy late in Perth is the next day in Sydney', () => {
    served.years = {
      region: 'AU',
      timeZone: 'Australia/Sydney',
      currency: 'AUD',
      years: [{ year: 2025, label: 'FY 2024-25', from: '2024-06-30T14:00:00Z', to: '2025-06-30T14:00:00Z' }],
    } satisfies StatementYears;
    // 10 March 2024, 23:30 in Perth; 11 March, 02:30 in Sydney. Sold 11 March 2025: held over a year
    // only counted from the 11th, so the 10th on screen would contradict its own treatment.
    const report: TaxReport = {
      view: 'AU',
      currency: 'AUD',
      year: { year: 2025, label: 'FY 2024-25', from: '2024-06-30T14:00:00Z', to: '2025-06-30T14:00:00Z' },
      disposals: [
        {
          ref: 'mv-1',
          at: '2025-03-11T03:00:00Z',
          currency_id: 'SOL',
          kind: 'sale',
          amount: '1',
          proceeds: '300.00',
          cost: '200.00',
          gain: '100.00',
          treatment: 'non_discount',
          rate_missing: false,
          lots: [{ acquired_at: '2024-03-10T15:30:00Z', amount: '1', cost: '200.00', estimated: false }],
        },
      ],
      totals: {
        gains: '100.00',
        losses: '0.00',
        net: '100.00',
        au: {
          non_discount_gains: '100.00',
          discount_eligible_gains: '0.00',
          capital_losses: '0.00',
          discount: '0.00',
          net_capital_gain: '100.00',
        },
      },
      rate_missing: false,
    };
    served.report = report;
    const was = locale.timeZone;
    locale.timeZone = 'Australia/Perth';
    try {
      const text = render().replace(/<[^>]+>/g, ' ');
      expect(text).toContain('acquired on Mar 11, 2024');
      expect(text).not.toContain('Mar 10, 2024');
    } finally {
      locale.timeZone = was;
    }
  });
});
