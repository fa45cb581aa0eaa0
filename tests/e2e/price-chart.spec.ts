/**
 * The asset screen's price chart (decision 149), in Chromium against the production build and the
 * real server, whose local simulated market has a month of sampled prices: the three ranges, the
 * chart's accessible summary, keyboard use of the range tabs, and the last chart offline with its age.
 */
import type { Page } from '@playwright/test';
import { login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { holdRequests } from './support/held.js';
import { goOffline, OFFLINE_CONSOLE_ERRORS, waitForServiceWorker } from './support/offline.js';
import { tops } from './support/positions.js';
import { openSession } from './support/wallet.js';

const MONEY = String.raw`AU\$[\d,]+\.\d\d`;
const summary = (range: string) =>
  new RegExp(
    `^Bitcoin price over the last ${range}, in AUD: from ${MONEY} to ${MONEY}, high ${MONEY}, low ${MONEY}, (up [\\d.]+%|down [\\d.]+%|unchanged)\\.$`,
  );

async function openBitcoin(page: Page): Promise<void> {
  await page.goto('/wallet');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page).toHaveURL(/\/asset-detail$/);
}

const chartCard = (page: Page) => page.getByRole('region', { name: 'Price' });

test('the asset screen charts 24 hours, 7 days and 30 days of prices with a summary for screen readers', async ({
  page,
  customer,
}) => {
  await openSession(page, await login(customer.email, customer.password));
  await openBitcoin(page);
  const card = chartCard(page);
  const chart = card.getByRole('img');
  await expect(chart).toHaveAccessibleName(summary('24 hours'));
  const tabs = card.getByRole('tablist', { name: 'Chart range' });
  await expect(tabs.getByRole('tab')).toHaveText(['24 hr', '7 days', '30 days']);
  await expect(tabs.getByRole('tab', { name: '24 hr' })).toHaveAttribute('aria-selected', 'true');
  // A line through many samples, not a placeholder.
  const line = card.locator('path.chart-line');
  expect(((await line.getAttribute('d')) ?? '').split('L').length).toBeGreaterThan(100);

  await tabs.getByRole('tab', { name: '7 days' }).click();
  await expect(chart).toHaveAccessibleName(summary('7 days'));
  await expect(tabs.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');

  // Keyboard: the arrows move the selection and the focus, Home goes back to the first range.
  await tabs.getByRole('tab', { name: '7 days' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: '30 days' })).toBeFocused();
  await expect(chart).toHaveAccessibleName(summary('30 days'));
  await expect(card).toContainText(/High AU\$[\d,]+\.\d\d/);
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: '24 hr' })).toHaveAttribute('aria-selected', 'true');
  await expect(chart).toHaveAccessibleName(summary('24 hours'));
  await expect(tabs.getByRole('tab', { name: '7 days' })).toHaveAttribute('tabindex', '-1');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

  test('the last chart of a range shows offline with its age; a range never loaded says it is not available', async ({
    page,
    context,
    customer,
  }) => {
    await openSession(page, await login(customer.email, customer.password));
    await page.goto('/wallet');
    await expect(page.getByTestId('total-balance')).toBeVisible();
    await waitForServiceWorker(page);
    await openBitcoin(page);
    const card = chartCard(page);
    await expect(card.getByRole('img')).toHaveAccessibleName(summary('24 hours'));
    const label = await card.getByRole('img').getAttribute('aria-label');
    await expect(card.getByText(/Last updated/)).toHaveCount(0);

    await goOffline(context);
    await page.clock.setFixedTime(Date.now() + 5.5 * 60_000);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('aria-label', label ?? '');
    await expect(card.getByText('Last updated 5 minutes ago')).toBeVisible();

    await card.getByRole('tab', { name: '30 days' }).click();
    await expect(card.getByRole('alert')).toHaveText('Price history is not available offline yet.');
  });
});

test("the wallet's portfolio chart keeps its heading and range tabs in place as its figures arrive", async ({
  page,
  customer,
}) => {
  const session = await login(customer.email, customer.password);
  await depositCoins(session.token, { BTC: '0.05' });
  await openSession(page, session);
  // The chart's figures are held back, so its card is seen while it says it is loading them.
  const history = await holdRequests(page, '**/api/exchange/get-portfolio-history');
  await page.goto('/wallet');
  const card = page.getByRole('region', { name: 'Portfolio value' });
  await expect(card.getByRole('status').filter({ hasText: "Loading your portfolio's value..." })).toBeAttached();
  const parts = [
    card.getByRole('heading', { name: 'Portfolio value' }),
    card.getByRole('tablist'),
    card.getByRole('tabpanel'),
  ];
  const where = () => tops(parts);
  const before = await where();
  history.release();
  await expect(card.getByRole('status')).toHaveCount(0);
  await expect(card.locator('.chart-figures, .chart-message').first()).toBeVisible();
  expect(await where()).toEqual(before);
});
