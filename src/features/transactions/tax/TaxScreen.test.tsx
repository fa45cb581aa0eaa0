/**
 * The Tax screen refused by the server's limit on the tax view (decision 463): it says so in the
 * customer's language, with the wait the server gave, and keeps Retry.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { StatementYears } from '../../../../contract/statements.js';
import { ApiCallError } from '../../../api/errors.js';
import { activateLanguage } from '../../../i18n/catalogs.js';
import { serverRendering } from '../../../test-support/server-render.js';
import TaxScreen from './TaxScreen.js';

const years: StatementYears = {
  region: 'EU',
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  years: [{ year: 2025, label: '2025', from: '2024-12-31T23:00:00Z', to: '2025-12-31T23:00:00Z' }],
};
const refusal = vi.hoisted(() => ({ error: null as unknown }));
vi.mock('../../../offline/hooks.js', () => ({ useOnline: () => true, useOnlineAgain: () => {} }));
vi.mock('../../../offline/use-saved-load.js', () => ({
  useSavedLoad: (kind: string | null) => ({
    state:
      kind === 'tax/years'
        ? { status: 'ready', data: years, savedAt: 0, fromSnapshot: false }
        : { status: 'error', error: refusal.error },
    retry: () => {},
  }),
}));

const rendered = serverRendering(['transactions']);
const render = () => rendered('/tax', <TaxScreen />);
const shown = (html: string) => /data-testid="tax-report-error">([^<]*)</.exec(html)?.[1] ?? '';

afterAll(() => activateLanguage('en'));

describe('the Tax screen refused by the tax view’s limit', () => {
  it('says how long to wait, in the customer’s language', async () => {
    refusal.error = new ApiCallError('RATE_LIMITED', 'Too many tax view requests.', 429, {}, 42);
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
    refusal.error = new ApiCallError('INTERNAL', 'Something went wrong', 500);
    expect(shown(render())).toBe('Could not load the tax view of this year.');
  });
});
