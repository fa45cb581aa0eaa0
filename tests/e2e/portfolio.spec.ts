/**
 * The portfolio's results on screen (decisions 413 and 430), end to end: a customer buys SOL at a
 * held price, the price rises, they sell half to cash; the wallet's total return and the coin's
 * cost basis, average price, unrealised and realised results are the server's to the cent. Then
 * offline, the wallet shows the last results with their age. SOL is traded by no other spec; its
 * price is held here and let go in afterAll.
 *
 * Then a deposit's cost and the Tax screen (decision 458): the coin's screen and the API agree to
 * the cent after a sale; the cost a customer gives for a deposit becomes the coin's cost basis on
 * screen; the Tax screen lists the sale with the gain the tax report gives it, and offline shows
 * the last report with its age.
 *
 * Then the portfolio's value chart (decision 462): its text alternative ends at the API's last
 * point to the cent, its ranges are a tab list, and offline it shows the last chart with its age.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { parseCsv } from '../../contract/csv.js';
import { gainsCsvColumns } from '../../contract/tax-report.js';
import { apiOk } from './support/api.js';
import { customerWithCash } from './support/bank.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins, swapCoins } from './support/funds.js';
import { holdPrice } from './support/market.js';
import { goOffline, goOnline, OFFLINE_CONSOLE_ERRORS, openWalletUnderWorker } from './support/offline.js';
import { openSession } from './support/wallet.js';

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

/**
 * An API read that agrees with what the page shows. Values in AUD move with the forex rates, which
 * the server reads anew every 10 minutes (RATES_FRESH_MS) while the sandbox's rates walk on: a
 * refresh between the page's load and the test's read makes the two differ. The page is then loaded
 * once more and must agree (waiting for its own answer, since what it saved shows first).
 */
async function agreedWithApi<A>(
  page: Page,
  o: {
    api: () => Promise<A>;
    shown: () => Promise<unknown>;
    answered: (a: A) => unknown;
    ready: () => Promise<void>;
  },
): Promise<A> {
  const attempt = async () => {
    const shown = await o.shown();
    const answer = await o.api();
    const answered = o.answered(answer);
    return {
      answer,
      verdict: JSON.stringify(shown) === JSON.stringify(answered) ? 'agree' : JSON.stringify({ shown, answered }),
    };
  };
  let last = await attempt();
  if (last.verdict === 'agree') return last.answer;
  await page.reload();
  await o.ready();
  await expect
    .poll(async () => {
      last = await attempt();
      return last.verdict;
    })
    .toBe('agree');
  return last.answer;
}

/** A verified customer with AU$1,000.00 who bought AU$400.00 of SOL at 100 USD; SOL is then held at `priceAfter`. */
async function boughtSol(firstName: string, lastName: string, priceAfter: string) {
  const session = await customerWithCash('1000.00', { firstName, lastName });
  await holdPrice('SOL', '100');
  await apiOk(
    CALLS.buyWithBalance,
    { amount: '400.00', crypto_currency: 'SOL', crypto_value: '1000' },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  await holdPrice('SOL', priceAfter);
  return session;
}

test('buy, the price moves, sell half: the wallet and the coin screen show the server’s results to the cent', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const session = await boughtSol('Robin', 'Hale', '130');
  const token = session.token;
  const held = (await apiOk(CALLS.getPortfolio, {}, { token })).assets.find((a) => a.currency_id === 'SOL');
  expect(held).toBeDefined();
  const half = (Number(held!.amount) / 2).toFixed(8);
  await swapCoins(token, 'SOL', 'AUD', half);

  const before = (await apiOk(CALLS.getPortfolio, {}, { token })).assets.find((a) => a.currency_id === 'SOL')!;
  expect(apiCents(before.realised_pnl)).toBeGreaterThan(0);
  expect(apiCents(before.unrealised_pnl)).toBeGreaterThan(0);

  await openSession(page, session);
  await page.goto('/wallet');
  const figure = page.getByTestId('total-return-figure');
  const totalReturn = page.getByTestId('total-return-figure-money');
  const p = await agreedWithApi(page, {
    api: () => apiOk(CALLS.getPortfolio, {}, { token }),
    shown: () => shownCents(totalReturn),
    answered: (a) => apiCents(a.totals.total_return),
    ready: () => expect(figure).toBeVisible({ timeout: 20_000 }),
  });
  await expect(totalReturn).toHaveText(/^\+AU\$/);
  const pct = await page.getByTestId('total-return-figure-percent').innerText();
  expect(Number(pct.replace(/[^\d.]/g, ''))).toBeCloseTo(Number(p.totals.total_return_pct), 2);
  // Colour is never the only sign: the gain is named for screen readers.
  await expect(figure).toContainText('Up');
  await expect(page.getByTestId('total-return')).toContainText('Total return since');
  // The Tax link on the total return's line (decision 463): it leads to the Tax screen.
  const taxLink = page.getByTestId('total-return').getByRole('link', { name: 'Tax' });
  await expect(taxLink).toBeVisible();
  await taxLink.click();
  await expect(page).toHaveURL(/\/tax$/);
  await expect(page.getByTestId('tax-advice')).toBeVisible();

  await page.goto('/asset-detail?coin=SOL');
  const results = page.getByTestId('asset-results');
  const figures = async () => [
    await shownCents(results.getByTestId('asset-cost-basis')),
    await shownCents(results.getByTestId('asset-average-price')),
    await shownCents(results.getByTestId('unrealised-figure-money')),
    await shownCents(results.getByTestId('realised-figure-money')),
  ];
  const sol = await agreedWithApi(page, {
    api: async () => (await apiOk(CALLS.getPortfolio, {}, { token })).assets.find((a) => a.currency_id === 'SOL')!,
    shown: figures,
    answered: (a) => [a.cost_basis, a.average_price!, a.unrealised_pnl, a.realised_pnl].map(apiCents),
    ready: () => expect(results).toBeVisible({ timeout: 20_000 }),
  });
  const unrealisedPct = await results.getByTestId('unrealised-figure-percent').innerText();
  expect(Number(unrealisedPct.replace(/[^\d.]/g, ''))).toBeCloseTo(Number(sol.unrealised_pct), 2);

  // Offline, the wallet shows the last results it had, with their age.
  await openWalletUnderWorker(page);
  await expect(figure).toBeVisible({ timeout: 20_000 });
  const lastShown = await shownCents(totalReturn);
  await goOffline(context);
  await page.reload();
  await expect(figure).toBeVisible({ timeout: 20_000 });
  expect(await shownCents(totalReturn)).toBe(lastShown);
  // Saved with the wallet's figures, the results share the wallet's one age line.
  await expect(page.getByText(/^Last updated/)).toHaveCount(1);
  await goOnline(context);
});

test('a sale on the coin’s screen and in the API agree; a deposit’s cost given on screen becomes its cost basis; the Tax screen lists the sale with its gain, offline too', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const session = await customerWithCash('1000.00', { firstName: 'Ada', lastName: 'Quill' });
  const token = session.token;

  // Bought at one price; the price moves; half is sold to cash.
  await holdPrice('SOL', '80');
  await apiOk(
    CALLS.buyWithBalance,
    { amount: '300.00', crypto_currency: 'SOL', crypto_value: '1000' },
    { token, idempotencyKey: randomUUID() },
  );
  await holdPrice('SOL', '95');
  const bought = (await apiOk(CALLS.getPortfolio, {}, { token })).assets.find((a) => a.currency_id === 'SOL')!;
  await swapCoins(token, 'SOL', 'AUD', (Number(bought.amount) / 2).toFixed(8));
  // A coin that arrived from outside: counted at its day's price until the customer gives its cost.
  await depositCoins(token, { BTC: '0.002' });

  const sol = (await apiOk(CALLS.getPortfolio, {}, { token })).assets.find((a) => a.currency_id === 'SOL')!;
  expect(apiCents(sol.realised_pnl)).toBeGreaterThan(0);
  await openSession(page, session);
  await page.goto('/asset-detail?coin=SOL');
  const results = page.getByTestId('asset-results');
  await expect(results).toBeVisible({ timeout: 20_000 });
  expect(await shownCents(results.getByTestId('asset-cost-basis'))).toBe(apiCents(sol.cost_basis));
  expect(await shownCents(results.getByTestId('asset-average-price'))).toBe(apiCents(sol.average_price!));
  expect(await shownCents(results.getByTestId('unrealised-figure-money'))).toBe(apiCents(sol.unrealised_pnl));
  expect(await shownCents(results.getByTestId('realised-figure-money'))).toBe(apiCents(sol.realised_pnl));
  // Bought here, not deposited: nothing to correct.
  await expect(results.getByTestId('deposit-costs')).toContainText('No deposits of this coin');

  // The deposit's cost, given on the coin's screen, becomes the coin's cost basis.
  await page.goto('/asset-detail?coin=BTC');
  await expect(results).toBeVisible({ timeout: 20_000 });
  const deposit = results.getByTestId('deposit-cost');
  await expect(deposit).toHaveCount(1, { timeout: 20_000 });
  await expect(deposit).toContainText('Deposited 0.002 BTC on');
  await expect(deposit.getByTestId('deposit-cost-counted')).toContainText('the price of that day');
  await deposit.getByRole('button', { name: 'Give what it cost' }).click();
  const field = deposit.getByLabel('What it cost you');
  await expect(field).toBeFocused();
  // The server's refusal shows under the field, in words, and nothing changes.
  await deposit.getByRole('button', { name: 'Save' }).click();
  await expect(deposit.getByRole('alert')).toHaveText('Enter what it cost: zero or more, with at most 2 decimals.');
  await field.fill('123.45');
  await deposit.getByRole('button', { name: 'Save' }).click();
  await expect(deposit.getByTestId('deposit-cost-counted')).toHaveText('Counted at AU$123.45, your cost');
  await expect(deposit.getByRole('button', { name: 'Change the cost' })).toBeFocused();
  await expect(results.getByTestId('asset-cost-basis')).toHaveText('AU$123.45');
  const btc = (await apiOk(CALLS.getPortfolio, {}, { token })).assets.find((a) => a.currency_id === 'BTC')!;
  expect(btc.cost_basis).toBe('123.45');

  // The Tax screen lists the sale with the gain the tax report gives it, in words and sign.
  const { years } = await apiOk(CALLS.getStatementYears, {}, { token });
  const report = await apiOk(CALLS.getTaxReport, { year: years[0]!.year }, { token });
  const sale = report.disposals.find((d) => d.currency_id === 'SOL' && d.kind === 'sale')!;
  expect(sale).toBeDefined();
  expect(apiCents(sale.gain)).toBeGreaterThan(0);
  await results.getByRole('link', { name: 'Gains for your tax return' }).click();
  await expect(page).toHaveURL(/\/tax$/);
  await expect(page.getByTestId('tax-advice')).toHaveText('This is information, not tax advice.');
  const listed = page.getByTestId('tax-disposal').filter({ hasText: 'SOL' });
  await expect(listed).toHaveCount(1, { timeout: 20_000 });
  await expect(listed).toContainText('Sold for cash');
  await expect(listed.getByTestId('tax-disposal-gain')).toContainText('Gain');
  expect(await shownCents(listed.getByTestId('tax-disposal-gain-money'))).toBe(apiCents(sale.gain));
  expect(await shownCents(listed.getByTestId('tax-disposal-proceeds'))).toBe(apiCents(sale.proceeds));
  expect(await shownCents(listed.getByTestId('tax-disposal-cost'))).toBe(apiCents(sale.cost));
  await listed.getByText(/lots? it used/).click();
  await expect(listed.locator('.tax-lots li')).toHaveCount(sale.lots.length);

  // The year's gains in Koinly's columns, from the Tax screen itself: the sale with the report's gain.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Gains CSV for Koinly' }).click();
  const download = await downloading;
  const path = await download.path();
  const gains = parseCsv((await readFile(path)).toString('utf8'));
  expect(gains[0]).toEqual([...gainsCsvColumns('AUD')]);
  const row = gains.find((r) => r[2] === 'SOL');
  expect(row?.slice(3, 7)).toEqual([sale.amount, sale.cost, sale.proceeds, sale.gain]);
  await expect(page.getByRole('button', { name: 'CSV for CoinTracking' })).toBeEnabled();

  // Offline, the Tax screen shows the last report it had, with its age.
  await openWalletUnderWorker(page);
  await page.goto('/tax');
  await expect(listed).toHaveCount(1, { timeout: 20_000 });
  await goOffline(context);
  await page.reload();
  await expect(listed).toHaveCount(1, { timeout: 20_000 });
  expect(await shownCents(listed.getByTestId('tax-disposal-gain-money'))).toBe(apiCents(sale.gain));
  await expect(page.getByText(/^Last updated/)).toBeVisible();
  await goOnline(context);
});

test('the wallet’s portfolio chart ends at the API’s last point to the cent, its ranges are tabs, and it shows offline with its age', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const session = await boughtSol('Noor', 'Vale', '125');
  const chart = page.getByTestId('portfolio-chart');

  /** The chart's ends and change as shown: the API's first and last points and change, to the cent. */
  const chartIsTheApis = () =>
    agreedWithApi(page, {
      api: () => apiOk(CALLS.getPortfolioHistory, { range: '7d' }, { token: session.token }),
      shown: async () => {
        const label = (await chart.getAttribute('aria-label')) ?? '';
        return [
          cents(/ from (AU\$[\d,.]+) to/.exec(label)?.[1] ?? 'none'),
          cents(/ to (AU\$[\d,.]+),/.exec(label)?.[1] ?? 'none'),
          await shownCents(page.getByTestId('portfolio-change-money')),
        ];
      },
      answered: (week) => [week.points[0]!.value, week.points.at(-1)!.value, week.change!].map(apiCents),
      ready: () => expect(chart).toBeVisible({ timeout: 30_000 }),
    });

  await openSession(page, session);
  await openWalletUnderWorker(page);
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(chart).toHaveAttribute(
    'aria-label',
    /^Portfolio value over the last 7 days, in AUD: from AU\$[\d,.]+ to AU\$[\d,.]+, (up|down) /,
  );
  await chartIsTheApis();
  // The change is signed in its text and named for screen readers, as every result is.
  const change = page.getByTestId('portfolio-change');
  await expect(change).toContainText(/Up|Down/);

  // The ranges are a tab list: the arrow keys move along it and the chart follows.
  const tabs = page.getByRole('tablist', { name: 'Chart range' });
  await tabs.getByRole('tab', { name: '7 days' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true');
  await expect(chart).toHaveAttribute('aria-label', /^Portfolio value over the last 30 days, in AUD:/);
  await tabs.getByRole('tab', { name: '7 days' }).click();
  await expect(chart).toHaveAttribute('aria-label', /^Portfolio value over the last 7 days, in AUD:/);
  await expect(tabs.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
  await chartIsTheApis();
  const label = (await chart.getAttribute('aria-label')) ?? '';

  // Offline, the last chart shows with its age.
  await goOffline(context);
  await page.reload();
  await expect(chart).toBeVisible({ timeout: 20_000 });
  await expect(chart).toHaveAttribute('aria-label', label);
  await expect(page.getByText(/^Last updated/).first()).toBeVisible();
  await goOnline(context);
});
