import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DepositCost } from '../../../../contract/statements.js';
import { activateLanguage, loadCatalogs } from '../../../i18n/catalogs.js';
import { DepositCostRow } from './DepositCostRow.js';

const connection = vi.hoisted(() => ({ online: true }));
vi.mock('../../../offline/hooks.js', () => ({ useOnline: () => connection.online }));

const deposit = (corrected: boolean): DepositCost => ({
  lot_ref: 'mv-1',
  currency_id: 'BTC',
  received_at: '2026-03-03T02:00:00Z',
  amount: '0.5',
  cost: corrected ? '12000.00' : '30000.00',
  corrected,
});

const render = (d: DepositCost, editing = false) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <DepositCostRow
        deposit={d}
        currency="AUD"
        timeZone="Australia/Sydney"
        onSave={async () => {}}
        initiallyEditing={editing}
      />
    </I18nProvider>,
  );

beforeAll(async () => {
  await loadCatalogs(['wallet']);
  await activateLanguage('en');
});
afterAll(() => activateLanguage('en'));

describe('a deposit’s cost on its coin’s screen', () => {
  it('says when it came, how much, and that it counts at the price of its day until corrected', () => {
    const html = render(deposit(false));
    expect(html).toContain('Deposited 0.5 BTC on Mar 3, 2026');
    expect(html).toContain('Counted at AU$30,000.00, the price of that day');
    expect(html).toContain('Give what it cost');
  });

  it('says a corrected cost is the customer’s own', () => {
    const html = render(deposit(true));
    expect(html).toContain('Counted at AU$12,000.00, your cost');
    expect(html).toContain('Change the cost');
  });

  it('asks the cost in the region’s currency, its buttons tied to the deposit it is about', () => {
    const html = render(deposit(false), true);
    expect(html).toMatch(/<label[^>]*>What it cost you<\/label>/);
    expect(html).toContain('In AUD, fees included');
    expect(html).toContain('inputMode="decimal"');
    const [, about] = /<div id="([^"]+)"><p class="deposit-cost-what">/.exec(html) ?? [];
    expect(about).toBeTruthy();
    expect(html).toContain(`<form class="deposit-cost-form" aria-describedby="${about}"`);
    expect(html).toMatch(/<button type="submit" class="btn btn-primary">Save<\/button>/);
    expect(html).toContain('Cancel');
  });

  it('offline, Save is disabled and points at the notice that says why', () => {
    connection.online = false;
    const html = render(deposit(false), true);
    connection.online = true;
    expect(html).toMatch(
      /<button type="submit" class="btn btn-primary" disabled="" aria-describedby="offline-notice">/,
    );
  });

  it('is said in German', async () => {
    await activateLanguage('de');
    const html = render(deposit(true));
    expect(html).toContain('0,5 BTC');
    expect(html).not.toContain('Deposited');
  });
});
