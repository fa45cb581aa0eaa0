/**
 * Trading with the cash balance (decisions 266 and 267), end to end: a verified Australian customer
 * credited by the sandbox bank's signed deposit notification buys BTC from the balance (no card
 * fee) and sells it back to AUD; an EU customer sells to EUR. The cash balance ends exactly at the
 * cents quoted and shown.
 */
import { randomUUID } from 'node:crypto';
import type { Route } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, baseUrl, login, registerUser } from './support/api.js';
import { buyFromBalance, expectPaidWithinReview } from './support/balance-buy.js';
import { customerWithCash, depositCash } from './support/bank.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { held, holdRequests } from './support/held.js';
import { holdPrice } from './support/market.js';
import { drawn, tops } from './support/positions.js';
import { euBase } from './support/servers.js';
import { shots } from './support/shots.js';
import { balanceChange, callAt, loginAt, openSession, registerAt, verifyIdentity } from './support/wallet.js';

/** Coins for a customer of the server at `base`, as a chain deposit arrives there. */
async function chainDeposit(base: string, token: string, coin: string, amount: string): Promise<void> {
  const routes = await callAt(base, CALLS.getPaymentRoutes, { limit: 100, offset: 0 }, { token });
  const route = routes.find((r) => r.currency_id === coin && r.is_active === 'on');
  if (!route) throw new Error(`no route for ${coin}`);
  const { address } = await callAt(
    base,
    CALLS.generateAddress,
    { currencyId: coin, paymentRouteId: route.payment_route_id },
    { token, idempotencyKey: randomUUID() },
  );
  const res = await fetch(`${base}/sandbox/chain/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount }),
  });
  if (!res.ok) throw new Error(`sandbox deposit failed: ${res.status}`);
}

const cents = (s: string) => Math.round(Number(s.replace(/[^\d.]/g, '')) * 100);

test('an Australian customer buys BTC from the cash balance and sells it back to AUD', async ({ page }) => {
  const user = await registerUser({ firstName: 'Alex', lastName: 'Morgan' });
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCash(baseUrl(), session.token, 'Alex Morgan', '500.00');
  await openSession(page, session);

  await page.goto('/buy-sell');
  await page.getByRole('radio', { name: /Cash balance/ }).check();
  await expect(page.getByTestId('buy-cash-available')).toContainText('500.00');
  await page.getByLabel('Amount in AUD').fill('100');
  await expect(page.getByTestId('buy-summary-fee').first()).toContainText('0.00');
  await expect(page.getByTestId('buy-summary-total').first()).toContainText('100.00');
  await shots(page, 'cash-buy-from-balance');
  const { paidCents } = await buyFromBalance(page, 'Bitcoin');
  expectPaidWithinReview(paidCents, 10_000);
  const left = 50_000 - paidCents;
  expect(cents((await apiOk(CALLS.getCashBalance, {}, { token: session.token })).balance)).toBe(left);

  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('tab', { name: 'Sell' }).click();
  await page.getByRole('radio', { name: /AUD cash balance/ }).check();
  await expect(page.getByRole('heading', { name: 'I want AUD' })).toBeVisible();
  await page
    .getByRole('button', { name: /Max/ })
    .or(page.getByRole('button', { name: '100%' }))
    .first()
    .click();
  const sell = page.getByRole('button', { name: 'Sell BTC' });
  await expect(sell).toBeEnabled({ timeout: 10_000 });
  const quoted = await page.getByTestId('sell-result').inputValue();
  await shots(page, 'cash-sell-to-aud');
  await sell.click();
  await expect(page.getByRole('heading', { name: /^You sold .* BTC/ })).toBeVisible({ timeout: 15_000 });
  const after = (await apiOk(CALLS.getCashBalance, {}, { token: session.token })).balance;
  expect(cents(after)).toBe(left + cents(quoted));
});

test('an EU customer sells BTC to EUR', async ({ page }) => {
  test.setTimeout(180_000);
  const eu = euBase();
  const user = await registerAt(eu, { firstName: 'Jonas', lastName: 'Weber' });
  const session = await loginAt(eu, user.email, user.password);
  expect(await verifyIdentity(session.token, eu)).toBe('approved');
  await chainDeposit(eu, session.token, 'BTC', '0.02');
  await balanceChange(session.token, 'BTC', '0', eu);
  await openSession(page, session);
  await page.goto(`${eu}/buy-sell`);
  // An amount typed before the tradable pairs are known waits for the customer to ask (as in
  // trade.spec): the pairs are awaited so the quote comes by itself.
  const pairs = page.waitForResponse((r) => r.url().endsWith('/api/exchange/get-instruments'));
  await page.getByRole('tab', { name: 'Sell' }).click();
  await pairs;
  await page.getByRole('radio', { name: /EUR cash balance/ }).check();
  await expect(page.getByRole('heading', { name: 'I want EUR' })).toBeVisible();
  await page.getByLabel(/Amount of BTC to sell/).fill('0.01');
  const sell = page.getByRole('button', { name: 'Sell BTC' });
  await expect(sell).toBeEnabled({ timeout: 10_000 });
  const quoted = await page.getByTestId('sell-result').inputValue();
  await sell.click();
  await expect(page.getByRole('heading', { name: /^You sold .* BTC/ })).toBeVisible({ timeout: 15_000 });
  const cash = await callAt(eu, CALLS.getCashBalance, {}, { token: session.token });
  expect(cash.currency).toBe('EUR');
  expect(cents(cash.balance)).toBe(cents(quoted));
});

test('a price that rose before Confirm is refused, and Buy waits for the new price before a new review; one that fell a little buys for less, one far below is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The EU server's market is still (MARKET_VOLATILITY_BPS 0); no other spec trades AVAX there.
  const eu = euBase();
  await holdPrice('AVAX', '30', eu);
  try {
    const user = await registerAt(eu, { firstName: 'Lena', lastName: 'Vogel' });
    const session = await loginAt(eu, user.email, user.password);
    expect(await verifyIdentity(session.token, eu)).toBe('approved');
    await depositCash(eu, session.token, 'Lena Vogel', '200.00');
    await openSession(page, session, { popupSeen: true });
    await page.goto(`${eu}/buy-sell`);
    await page.getByRole('button', { name: /Crypto Bitcoin/ }).click();
    const picker = page.getByRole('dialog', { name: 'Select Crypto' });
    await picker.getByPlaceholder('Search asset').fill('avax');
    await picker.getByRole('button', { name: /AVAX/ }).first().click();
    await page.getByRole('radio', { name: /Cash balance/ }).check();
    await page.getByLabel('Amount in EUR').fill('50');
    const buy = page.getByRole('button', { name: 'Buy Avax' });
    await expect(buy).toBeEnabled();
    await buy.click();
    const review = page.getByRole('dialog', { name: 'Review purchase' });
    const reviewed = await review.getByTestId('buy-summary-price').innerText();

    // The market rises while the review is open; the fresh price the screen then asks for is held back.
    await holdPrice('AVAX', '31', eu);
    const price = held();
    let asked = false;
    await page.route('**/api/exchange/get-currency-price', async (route: Route) => {
      asked = true;
      await price.wait;
      await route.fallback().catch(() => {});
    });
    await review.getByRole('button', { name: 'Confirm purchase' }).click();
    // The same call as a purchase that goes through, and the same time allowed for its answer.
    await expect(page.getByTestId('buy-error')).toContainText('The price has changed', { timeout: 15_000 });
    expect((await callAt(eu, CALLS.getCashBalance, {}, { token: session.token })).balance).toBe('200.00');
    // Until the new price is in, Buy cannot open a review at the refused one.
    await expect.poll(() => asked).toBe(true);
    await expect(buy).toBeDisabled();
    price.release();
    await expect(buy).toBeEnabled();
    await buy.click();
    await expect(review.getByTestId('buy-summary-price')).not.toHaveText(reviewed);
    await review.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(page.getByRole('heading', { name: /^You bought / })).toBeVisible({ timeout: 15_000 });
    expect((await callAt(eu, CALLS.getCashBalance, {}, { token: session.token })).balance).toBe('150.00');

    // A price that fell a little (31 to 30.6 USD) while the review was open buys the coin reviewed, for its cost now
    // (decision 497): less than the review's €50.00. One far below asks for a new review.
    const again = async () => {
      await page.goto(`${eu}/buy-sell`);
      await page.getByRole('button', { name: /Crypto Bitcoin/ }).click();
      await picker.getByPlaceholder('Search asset').fill('avax');
      await picker.getByRole('button', { name: /AVAX/ }).first().click();
      await page.getByRole('radio', { name: /Cash balance/ }).check();
      await page.getByLabel('Amount in EUR').fill('50');
      await expect(buy).toBeEnabled();
      await buy.click();
      return review.getByTestId('buy-summary-amount').innerText();
    };
    const reviewedCoin = await again();
    await holdPrice('AVAX', '30.6', eu);
    await review.getByRole('button', { name: 'Confirm purchase' }).click();
    const bought = page.getByRole('heading', { name: /^You bought / });
    await expect(bought).toBeVisible({ timeout: 15_000 });
    await expect(bought).toContainText(reviewedCoin.replace(/\s*AVAX$/, ''));
    const left = (await callAt(eu, CALLS.getCashBalance, {}, { token: session.token })).balance;
    expect(Number(left)).toBeGreaterThan(100);
    expect(Number(left)).toBeLessThan(101);
    await expect(bought).toContainText(`€${(150 - Number(left)).toFixed(2)}`);

    await again();
    await holdPrice('AVAX', '20', eu);
    await review.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(page.getByTestId('buy-error')).toContainText('The price has changed', { timeout: 15_000 });
    expect((await callAt(eu, CALLS.getCashBalance, {}, { token: session.token })).balance).toBe(left);
  } finally {
    await holdPrice('AVAX', null, eu);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the sell form stays where it is when the cash balance arrives', async ({ page }) => {
    const user = await registerUser();
    const session = await login(user.email, user.password);
    await depositCoins(session.token, { BTC: '0.01' });
    await openSession(page, session);
    // The cash balance is held back, so the Sell tab is seen before it arrives.
    const cash = await holdRequests(page, '**/api/bank/get-cash-balance');
    await page.goto('/buy-sell');
    await page.getByRole('tab', { name: 'Sell' }).click();
    const toCash = page.getByRole('radio', { name: 'AUD cash balance' });
    const controls = [
      toCash,
      page.getByRole('button', { name: /Asset to receive/ }),
      page.getByRole('radio', { name: 'Now' }),
      page.getByRole('radio', { name: 'When the price reaches…' }),
    ];
    // The choice of where the money goes is there before the balance, which a sale does not need.
    await expect(toCash).toBeVisible();
    const where = () => tops(controls);
    const before = await where();
    await cash.through();
    await drawn(page);
    expect(await where()).toEqual(before);
    await toCash.check();
    await expect(page.getByRole('heading', { name: 'I want AUD' })).toBeVisible();
  });

  test('the buy form stays where it is when the cash balance arrives', async ({ page }) => {
    const session = await customerWithCash('500.00');
    await openSession(page, session);
    // The cash balance is held back, so the Buy tab is seen before it arrives.
    const cash = await holdRequests(page, '**/api/bank/get-cash-balance');
    await page.goto('/buy-sell');
    const fromBalance = page.getByRole('radio', { name: /Cash balance/ });
    // The option holds its place, not yet to be chosen: what it pays from is on its way.
    await expect(fromBalance).toBeDisabled();
    const parts = [fromBalance, page.getByRole('link', { name: 'Recurring buys' })];
    const before = await tops(parts);
    await cash.through();
    await expect(page.getByTestId('buy-cash-available')).toContainText('500.00');
    await drawn(page);
    expect(await tops(parts)).toEqual(before);
    await fromBalance.check();
    await expect(page.getByRole('radio', { name: 'Now' })).toBeVisible();
  });
});
