import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { type WithdrawReviewData, WithdrawReviewSummary } from './WithdrawReview.js';

const review = (o: Partial<WithdrawReviewData> = {}): WithdrawReviewData => ({
  symbol: 'BTC',
  name: 'Bitcoin',
  network: 'Bitcoin',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  amount: '0.015',
  fee: '0.0001',
  received: '0.0149',
  recipient: { label: 'Sparkonto Anna', owner: 'other', name: 'Anna Schmidt' },
  value: { amount: '1234.5', currency: 'EUR' },
  ...o,
});

const render = (r: WithdrawReviewData) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <WithdrawReviewSummary review={r} />
    </I18nProvider>,
  );

afterAll(() => activateLanguage('en'));

describe('the withdrawal review', () => {
  it('says who receives the coin and what it is worth, in German', async () => {
    await loadCatalogs(['send']);
    await activateLanguage('de');
    const html = render(review());
    expect(html).toContain('Empfänger');
    expect(html).toContain('Anna Schmidt');
    expect(html).toContain('Sparkonto Anna');
    expect(html).toContain('Wert');
    expect(html).toContain('1.234,50');
    expect(html).toContain('€');
  });

  it('names the customer for their own wallet, and leaves out a value it cannot price', async () => {
    await loadCatalogs(['send']);
    await activateLanguage('de');
    const html = render(review({ recipient: { label: null, owner: 'self', name: null }, value: null }));
    expect(html).toContain('Sie selbst');
    expect(html).not.toContain('Wert');
  });
});
