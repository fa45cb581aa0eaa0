/**
 * Orders on screen (decisions 427 and 442-444): a limit sell placed from Swap's "When the price
 * reaches…", listed on the coin's screen, filled once the sandbox market's price moves through it,
 * and then seen filled on the coin's screen and in the history; and an order cancelled from the
 * coin's screen, its amount back in the balance; orders placed from Buy (with cash) and Sell (for
 * cash); and offline, placing and cancelling disabled with the reason, the coin's orders listed
 * from the last answer.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, login, registerUser } from './support/api.js';
import { customerWithCash } from './support/bank.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { holdPrice } from './support/market.js';
import { goOffline, goOnline, OFFLINE_CONSOLE_ERRORS, waitForServiceWorker } from './support/offline.js';
import { balanceOf, openSession } from './support/wallet.js';

// ETH's price is held here and let go after: the other specs that trade ETH only compare a quote
// with its own confirmation, which a held price keeps.
test.afterAll(async () => {
  await holdPrice('ETH', null);
});

/**
 * Chooses "When the price reaches…" on the screen whose order form has the test id prefix
 * `prefix`, sees the order kind `kind` chosen, types `price` into the field `priceLabel`, then
 * places the order through its review.
 */
async function placeByPrice(
  page: Page,
  prefix: string,
  o: { kind: string; priceLabel: string | RegExp; price: string; beforeReview?: (form: Locator) => Promise<void> },
): Promise<void> {
  await page.getByRole('radio', { name: 'When the price reaches…' }).check();
  const form = page.getByTestId(`${prefix}-order`);
  await expect(form.getByRole('radio', { name: o.kind })).toBeChecked();
  await form.getByLabel(o.priceLabel).fill(o.price);
  await o.beforeReview?.(form);
  await form.getByRole('button', { name: 'Review order' }).click();
  await expect(form.getByRole('heading', { name: 'Review your order' }))
    .toBeVisible()
    // What the form said instead (its button's label names what it was waiting for): a loaded run
    // once showed no review after the click, and nothing else to tell why.
    .catch(async (e: Error) => {
      const text = (l: Locator) =>
        l.innerText({ timeout: 1_000 }).then(
          (t) => t.replace(/\s+/g, ' '),
          () => 'gone',
        );
      const button = await text(form.locator('button[type=submit]'));
      throw new Error(`no review after "Review order"; its button said "${button}", the form: ${await text(form)}`, {
        cause: e,
      });
    });
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId(`${prefix}-order-placed`)).toContainText('Order placed');
}

test('a limit sell placed from Swap fills when the price moves through it: seen on the coin and in history', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { ETH: '1' });
  await holdPrice('ETH', '3000');
  await openSession(page, session);

  await page.goto('/asset-detail?coin=ETH');
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByTestId('orders-empty')).toBeVisible();
  await page.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByTestId('swap-balance')).toHaveText('1 ETH');

  await page.getByLabel('Amount of ETH to swap').fill('0.5');
  await placeByPrice(page, 'swap', {
    kind: 'Sell at this price or better',
    priceLabel: /^Price in \w+ for 1 ETH$/,
    price: '3500',
    beforeReview: (form) => expect(form.getByTestId('swap-order-receive')).toHaveText(/^1,7\d\d(\.\d+)? \w+$/),
  });
  // The 0.5 ETH is held: the free balance is the rest.
  await expect.poll(() => balanceOf(session.token, 'ETH')).toBe('0.5');

  await page.goto('/asset-detail?coin=ETH');
  const open = orders.getByRole('list', { name: 'Open orders' }).getByTestId('order-row');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(/Limit 0\.5 ETH into \w+ at 1 ETH = 3,500/);
  await expect(open).toContainText('Open until');

  // The market moves through the price: the sandbox's hold runs the order job at once.
  await holdPrice('ETH', '3600');
  await page.reload();
  const recent = orders.getByRole('list', { name: 'Recent orders' }).getByTestId('order-row');
  await expect(recent).toHaveCount(1);
  await expect(recent).toHaveAttribute('data-state', 'filled');
  await expect(recent.getByTestId('order-outcome')).toContainText(/^Filled You received 1,7\d\d(\.\d+)? \w+ \(fee/);
  await expect(orders.getByTestId('orders-empty')).toBeVisible();
  expect(await balanceOf(session.token, 'ETH')).toBe('0.5');

  // The bell counts the fill, and the list it opens names it until it is marked seen.
  const bell = page.getByRole('link', { name: 'Price alerts and orders: 1 not seen yet' });
  await bell.click();
  const filled = page.getByRole('list', { name: 'Filled orders' }).getByTestId('filled-order');
  await expect(filled).toHaveCount(1);
  await expect(filled).toContainText(/^0\.5 ETH for 1,7\d\d(\.\d+)? \w+/);
  await page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(filled).toHaveCount(0);
  await expect(bell).toHaveCount(0);

  // In the history: the amount held when placed, and the fill with its order.
  await page.goto('/transactions');
  const steps = page.getByTestId('tx-order-step');
  await expect(steps.filter({ hasText: 'Order filled' })).toHaveCount(1);
  await expect(steps.filter({ hasText: 'Order placed: amount held' })).toHaveCount(1);
  await steps.filter({ hasText: 'Order filled' }).click();
  await expect(page.getByTestId('tx-detail-order')).toContainText('Order filled');
});

test('an order is cancelled from the coin’s screen after a confirm step; its amount returns', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { ETH: '1' });
  await holdPrice('ETH', '3000');
  await apiOk(
    CALLS.createOrder,
    { kind: 'limit', sourceCurrencyId: 'ETH', targetCurrencyId: 'USDC', sourceCurrencyAmount: '0.25', price: '9000' },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  expect(await balanceOf(session.token, 'ETH')).toBe('0.75');
  await openSession(page, session);
  await page.goto('/asset-detail?coin=ETH');

  const orders = page.getByRole('region', { name: 'Orders' });
  const open = orders.getByRole('list', { name: 'Open orders' }).getByTestId('order-row');
  await expect(open).toHaveCount(1);
  await open.getByRole('button', { name: /^Cancel order: 0\.25 ETH into USDC/ }).click();
  await expect(open.getByText('Cancel this order? 0.25 ETH returns to your balance.')).toBeVisible();
  await open.getByRole('button', { name: 'Yes, cancel order' }).click();

  const recent = orders.getByRole('list', { name: 'Recent orders' }).getByTestId('order-row');
  await expect(recent).toHaveAttribute('data-state', 'cancelled');
  await expect(recent).toContainText('Cancelled');
  await expect(orders.getByTestId('orders-empty')).toBeVisible();
  expect(await balanceOf(session.token, 'ETH')).toBe('1');
});

test('Buy and Sell place orders too: cash into Bitcoin when its price falls, Bitcoin into cash when it rises', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const session = await customerWithCash('500.00');
  await depositCoins(session.token, { BTC: '0.01' });
  await openSession(page, session);

  // Buy, paid from the cash balance, when Bitcoin falls to 1,000 AUD: its price far below the market.
  await page.goto('/buy-sell');
  await page.getByRole('radio', { name: /Cash balance/ }).check();
  await page.getByLabel('Amount in AUD').fill('100');
  await placeByPrice(page, 'buy', {
    kind: 'Buy when the price falls to this or lower',
    priceLabel: 'Price of 1 BTC in AUD',
    price: '1000',
  });
  expect((await apiOk(CALLS.getCashBalance, {}, { token: session.token })).balance).toBe('400.00');

  // Sell half the Bitcoin for cash when it reaches a price far above the market.
  await page.getByRole('tab', { name: 'Sell' }).click();
  await page.getByRole('radio', { name: /AUD cash balance/ }).check();
  await page.getByLabel(/Amount of BTC to sell/).fill('0.005');
  await placeByPrice(page, 'sell', {
    kind: 'Sell at this price or better',
    priceLabel: 'Price in AUD for 1 BTC',
    price: '9999999',
  });
  await expect.poll(() => balanceOf(session.token, 'BTC')).toBe('0.005');

  await page.goto('/asset-detail?coin=BTC');
  const open = page
    .getByRole('region', { name: 'Orders' })
    .getByRole('list', { name: 'Open orders' })
    .getByTestId('order-row');
  await expect(open).toHaveCount(2);
  await expect(open.filter({ hasText: /^Limit .*100.* into BTC at 1 BTC = .*1,000/ })).toHaveCount(1);
  await expect(open.filter({ hasText: /^Limit 0\.005 BTC into AUD at 1 BTC = .*9,999,999/ })).toHaveCount(1);
});

test.describe('offline', () => {
  // A poll that goes out while the context is offline logs the browser's own failed load; the
  // service worker serves the reopened screen.
  test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

  test('offline, placing waits for the connection, saying so; a coin’s orders are listed from the snapshot, Cancel disabled with the reason', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const user = await registerUser();
    const session = await login(user.email, user.password);
    await depositCoins(session.token, { ETH: '1' });
    await holdPrice('ETH', '3000');
    await apiOk(
      CALLS.createOrder,
      { kind: 'stop', sourceCurrencyId: 'ETH', targetCurrencyId: 'USDC', sourceCurrencyAmount: '0.1', price: '1000' },
      { token: session.token, idempotencyKey: randomUUID() },
    );
    await openSession(page, session);
    await page.goto('/asset-detail?coin=ETH');
    const orders = page.getByRole('region', { name: 'Orders' });
    const open = orders.getByRole('list', { name: 'Open orders' }).getByTestId('order-row');
    await expect(open).toContainText('Stop 0.1 ETH into USDC');
    await waitForServiceWorker(page);

    // An order filled in on Swap cannot be sent offline: its button is disabled and says why.
    await page.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: 'Swap' }).click();
    await page.getByLabel('Amount of ETH to swap').fill('0.2');
    await page.getByRole('radio', { name: 'When the price reaches…' }).check();
    const form = page.getByTestId('swap-order');
    await form.getByLabel(/^Price in \w+ for 1 ETH$/).fill('3500');
    const review = form.getByRole('button', { name: 'Review order' });
    await expect(review).toBeEnabled();
    await goOffline(context);
    await expect(review).toBeDisabled();
    await expect(form.getByText('A connection is needed to place an order.')).toBeVisible();
    await expect(review).toHaveAttribute('aria-describedby', /./);

    // Reopened without a network: the coin's orders come from the last answer, with its age.
    const reopened = await page.goto('/asset-detail?coin=ETH');
    expect(reopened?.fromServiceWorker()).toBe(true);
    await expect(open).toContainText('Stop 0.1 ETH into USDC');
    await expect(orders.getByText(/^Last updated/)).toBeVisible();
    const cancel = open.getByRole('button', { name: /^Cancel order:/ });
    await expect(cancel).toBeDisabled();
    await expect(orders.getByText('A connection is needed to cancel an order.')).toBeVisible();
    await expect(open).toHaveCount(1);
    await goOnline(context);
    await expect(cancel).toBeEnabled();
  });
});
