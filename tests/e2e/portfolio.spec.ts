/**
 * The portfolio's results on screen (decisions 413 and 430), end to end: a customer buys SOL at a
 * held price, the price rises, they sell half to cash; the wallet's total return and the coin's
 * cost basis, average price, unrealised and realised results are the server's to the cent. Then
 * offline, the wallet shows the last results with their age. SOL is traded by no other spec; its
 * price is held here and let go in afterAll.
 */
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, baseUrl, login, registerUser } from './support/api.js';
import { depositCash } from './support/bank.js';
import { expect, test } from './support/fixtures.js';
import { holdPrice } from './support/market.js';
import { goOffline, goOnline, OFFLINE_CONSOLE_ERRORS, openWalletUnderWorker } from './support/offline.js';
import { openSession, verifyIdentity } from './support/wallet.js';

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

test.afterAll(async () => {
  await holdPrice('SOL', null);
});

/** An English amount on screen ('+AU$1,234.56', '-AU$5.00') in signed cents. */
function cents(text: string): number {
  const digits = text.replace(/[^\d.]/g, '');
  return (text.trim().startsWith('-') ? -1 : 1) * Math.round(Number(digits) * 100);
}
const apiCents = (s: string) => Math.round(Number(s) * 100);

async function shownCents(l: Locator): Promise<number> {
  return cents(await l.innerText());
}

test('buy, the price moves, sell half: the wallet and the coin screen show the server’s results to the cent', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser({ firstName: 'Robin', lastName: 'Hale' });
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCash(baseUrl(), session.token, 'Robin Hale', '1000.00');
  const token = session.token;

  await holdPrice('SOL', '100');
  await apiOk(
    CALLS.buyWithBalance,
    { amount: '400.00', crypto_currency: 'SOL', crypto_value: '1000' },
    { token, idempotencyKey: randomUUID() },
  );
  await holdPrice('SOL', '130');
  const held = (await apiOk(CALLS.getPortfolio, {}, { token })).assets.find((a) => a.currency_id === 'SOL');
  expect(held).toBeDefined();
  const half = (Number(held!.amount) / 2).toFixed(8);
  const quote = await apiOk(
    CALLS.swapCrypto,
    { sourceCurrencyId: 'SOL', targetCurrencyId: 'AUD', sourceCurrencyAmount: half },
    { token },
  );
  await apiOk(
    CALLS.confirmSwap,
    { conversionQuoteId: quote.conversion_quote_id },
    { token, idempotencyKey: randomUUID() },
  );

  const p = await apiOk(CALLS.getPortfolio, {}, { token });
  const sol = p.assets.find((a) => a.currency_id === 'SOL')!;
  expect(apiCents(sol.realised_pnl)).toBeGreaterThan(0);
  expect(apiCents(sol.unrealised_pnl)).toBeGreaterThan(0);

  await openSession(page, session);
  await page.goto('/wallet');
  const figure = page.getByTestId('total-return-figure');
  await expect(figure).toBeVisible({ timeout: 20_000 });
  expect(await shownCents(page.getByTestId('total-return-figure-money'))).toBe(apiCents(p.totals.total_return));
  await expect(page.getByTestId('total-return-figure-money')).toHaveText(/^\+AU\$/);
  const pct = await page.getByTestId('total-return-figure-percent').innerText();
  expect(Number(pct.replace(/[^\d.]/g, ''))).toBeCloseTo(Number(p.totals.total_return_pct), 2);
  // Colour is never the only sign: the gain is named for screen readers.
  await expect(figure).toContainText('Up');
  await expect(page.getByTestId('total-return')).toContainText('Total return since');

  await page.goto('/asset-detail?coin=SOL');
  const results = page.getByTestId('asset-results');
  await expect(results).toBeVisible({ timeout: 20_000 });
  expect(await shownCents(results.getByTestId('asset-cost-basis'))).toBe(apiCents(sol.cost_basis));
  expect(await shownCents(results.getByTestId('asset-average-price'))).toBe(apiCents(sol.average_price!));
  expect(await shownCents(results.getByTestId('unrealised-figure-money'))).toBe(apiCents(sol.unrealised_pnl));
  const unrealisedPct = await results.getByTestId('unrealised-figure-percent').innerText();
  expect(Number(unrealisedPct.replace(/[^\d.]/g, ''))).toBeCloseTo(Number(sol.unrealised_pct), 2);
  expect(await shownCents(results.getByTestId('realised-figure-money'))).toBe(apiCents(sol.realised_pnl));

  // Offline, the wallet shows the last results it had, with their age.
  await openWalletUnderWorker(page);
  await expect(figure).toBeVisible({ timeout: 20_000 });
  await goOffline(context);
  await page.reload();
  await expect(figure).toBeVisible({ timeout: 20_000 });
  expect(await shownCents(page.getByTestId('total-return-figure-money'))).toBe(apiCents(p.totals.total_return));
  // Saved with the wallet's figures, the results share the wallet's one age line.
  await expect(page.getByText(/^Last updated/)).toHaveCount(1);
  await goOnline(context);
});
