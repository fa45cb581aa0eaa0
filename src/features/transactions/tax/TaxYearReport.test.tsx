import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxDisposal, TaxReport } from '../../../../contract/tax-report.js';
import { activateLanguage, loadCatalogs } from '../../../i18n/catalogs.js';
import { TaxYearReport } from './TaxYearReport.js';

const year = { year: 2025, label: 'FY 2025-26', from: '2025-06-30T14:00:00Z', to: '2026-06-30T14:00:00Z' };

const disposal = (o: Partial<TaxDisposal> = {}): TaxDisposal => ({
  ref: 'mv-9',
  at: '2026-02-10T01:00:00Z',
  currency_id: 'SOL',
  kind: 'sale',
  amount: '2',
  proceeds: '300.00',
  cost: '200.00',
  gain: '100.00',
  treatment: 'non_discount',
  rate_missing: false,
  lots: [
    { acquired_at: '2025-08-01T01:00:00Z', amount: '1.5', cost: '150.00', estimated: false },
    { acquired_at: '2025-09-01T01:00:00Z', amount: '0.5', cost: '50.00', estimated: true },
  ],
  ...o,
});

const au = (o: Partial<TaxReport> = {}): TaxReport => ({
  view: 'AU',
  currency: 'AUD',
  year,
  disposals: [disposal(), disposal({ ref: 'mv-10', gain: '-40.00', proceeds: '60.00', cost: '100.00', kind: 'swap' })],
  totals: {
    gains: '100.00',
    losses: '40.00',
    net: '60.00',
    au: {
      non_discount_gains: '100.00',
      discount_eligible_gains: '0.00',
      capital_losses: '40.00',
      discount: '0.00',
      net_capital_gain: '60.00',
    },
  },
  rate_missing: false,
  ...o,
});

const render = (report: TaxReport) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TaxYearReport report={report} timeZone="Australia/Sydney" />
    </I18nProvider>,
  );
/** The text a person reads, tags taken out. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  await loadCatalogs(['transactions']);
  await activateLanguage('en');
});
afterAll(() => activateLanguage('en'));

describe('the tax view of a year', () => {
  it('gives Australia’s worksheet lines, the net capital gain set apart', () => {
    const shown = text(render(au()));
    expect(shown).toContain('Capital gains without the discount AU$100.00');
    expect(shown).toContain('Capital gains eligible for the discount AU$0.00');
    expect(shown).toContain('Capital losses AU$40.00');
    expect(shown).toContain('CGT discount AU$0.00');
    expect(render(au())).toMatch(/<div class="summary-list-total"><dt>Net capital gain<\/dt><dd[^>]*>AU\$60.00<\/dd>/);
  });

  it('lists each disposal: date, coin and amount, kind, proceeds, cost, gain in words and sign, treatment', () => {
    const shown = text(render(au()));
    expect(shown).toContain('2 SOL Sold for cash');
    expect(shown).toContain('Feb 10, 2026');
    expect(shown).toContain('Proceeds AU$300.00');
    expect(shown).toContain('Cost AU$200.00');
    expect(shown).toContain('Gain +AU$100.00');
    expect(shown).toContain('Loss -AU$40.00');
    expect(shown).toContain('Swapped for another coin');
    expect(shown).toContain('No discount: held less than 12 months, or a loss');
  });

  it('keeps the lots used behind a disclosure, oldest first, an estimated cost said', () => {
    const html = render(au());
    expect(html).toContain('<details class="tax-lots"><summary>The 2 lots it used</summary>');
    const shown = text(html);
    expect(shown.indexOf('1.5 SOL acquired on Aug 1, 2025, cost AU$150.00')).toBeLessThan(
      shown.indexOf('0.5 SOL acquired on Sep 1, 2025, cost AU$50.00 (the price of its deposit day)'),
    );
  });

  it('says a missing rate, for the year and for the disposal', () => {
    const html = render(au({ rate_missing: true, disposals: [disposal({ rate_missing: true })] }));
    expect(html).toContain('data-testid="tax-rate-missing"');
    expect(text(html)).toContain('No price was recorded at the time');
    expect(render(au())).not.toContain('No price was recorded');
  });

  it('says so when the year has no disposals', () => {
    expect(text(render(au({ disposals: [] })))).toContain(
      'No coins were sold, swapped or sent to someone else in this year.',
    );
  });

  it('gives Germany’s totals and says the exemption limit is a limit, not an allowance', () => {
    const de = (under: boolean): TaxReport => ({
      ...au(),
      view: 'DE',
      currency: 'EUR',
      year: { ...year, label: '2025' },
      disposals: [disposal({ treatment: 'tax_free' })],
      totals: {
        gains: '1200.00',
        losses: '0.00',
        net: '1200.00',
        de: {
          taxable_net: under ? '800.00' : '1200.00',
          tax_free_net: '-50.00',
          exemption_limit: '1000.00',
          under_limit: under,
          loss_carried_in: '300.00',
          loss_used: under ? '0.00' : '300.00',
          loss_carried_forward: under ? '300.00' : '0.00',
          taxable_after_limit: under ? '0.00' : '900.00',
        },
      },
    });
    const over = text(render(de(false)));
    expect(over).toContain('Held one year or less (taxable) Gain +€1,200.00');
    expect(over).toContain('Held over one year (tax-free) Loss -€50.00');
    expect(over).toContain('Exemption limit €1,000.00');
    expect(over).toContain('Taxable after the exemption limit €900.00');
    // The loss carried from earlier years here (decision 463): what came in, what this year used, what goes on.
    expect(over).toContain('Loss carried in from earlier years here €300.00');
    expect(over).toContain('Of it used this year €300.00');
    expect(over).toContain('Loss carried forward €0.00');
    expect(over).toContain(
      'a loss from before your account or from elsewhere, or one you carry back to the year before, is not known to us',
    );
    expect(over).toContain('all of it is taxable, not only what is over the limit');
    expect(over).toContain('Tax-free: held over one year');
    const under = text(render(de(true)));
    expect(under).toContain('under the exemption limit of €1,000.00: none of it is taxable');
    expect(under).toContain('Of it used this year €0.00');
    expect(under).toContain('Loss carried forward €300.00');
  });

  it('gives other EU countries plain gains, losses and net, with no treatment', () => {
    const eu: TaxReport = {
      ...au(),
      view: 'EU',
      currency: 'EUR',
      disposals: [disposal({ treatment: 'none', gain: '0.00' })],
      totals: { gains: '0.00', losses: '0.00', net: '0.00' },
    };
    const shown = text(render(eu));
    expect(shown).toContain('Gains €0.00');
    expect(shown).toContain('Losses €0.00');
    expect(shown).toContain('Net gain or loss No gain or loss €0.00');
    expect(shown).not.toContain('Treatment');
  });

  it('is said in German', async () => {
    await activateLanguage('de');
    const shown = text(render(au()));
    expect(shown).not.toContain('Sold for cash');
    expect(shown).toContain('300,00');
    await activateLanguage('en');
  });
});
