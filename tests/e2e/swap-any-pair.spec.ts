import type { Page } from '@playwright/test';
import { login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { held, holdRequests } from './support/held.js';
import { drawn, tops } from './support/positions.js';
import { shots } from './support/shots.js';
import { balanceOf, openSession } from './support/wallet.js';

test('swap BTC to ETH in one quote and one confirmation; the balances after', async ({ page }) => {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { BTC: '0.05' });
  await openSession(page, session);
  await page.goto('/swap');
  await expect(page.getByTestId('swap-balance')).toHaveText('0.05 BTC');

  await page.getByRole('button', { name: /Asset to receive/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select Asset to Receive' });
  await expect(picker.getByRole('button', { name: /Ethereum/ })).toBeVisible();
  await shots(page, 'swap-target-picker');
  await picker.getByRole('button', { name: /Ethereum/ }).click();
  await expect(page.getByRole('heading', { name: 'I want ETH' })).toBeVisible();

  await page.getByLabel('Amount of BTC to swap').fill('0.01');
  const swap = page.getByRole('button', { name: 'Swap', exact: true });
  await expect(swap).toBeEnabled({ timeout: 10_000 });
  await expect(page.getByTestId('swap-result')).toHaveValue(/^0\.\d+$/);
  // One fee, in the coin received.
  await expect(page.getByTestId('swap-fee')).toHaveText(/^[\d.]+ ETH$/);
  await expect(page.getByText(/^1 BTC ≈ [\d,.]+ ETH$/)).toBeVisible();
  await shots(page, 'swap-btc-eth-quote');

  const quoted = Number(await page.getByTestId('swap-result').inputValue());
  await swap.click();
  const done = page.getByRole('heading', { name: /^You swapped 0\.01 BTC for [\d,.]+ ETH$/ });
  await expect(done).toBeVisible();
  const shown = Number(/for ([\d,.]+) ETH/.exec((await done.textContent()) ?? '')?.[1]?.replaceAll(',', ''));
  await shots(page, 'swap-btc-eth-done');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('swap-balance')).toHaveText('0.04 BTC');

  expect(await balanceOf(session.token, 'BTC')).toBe('0.04');
  // The ETH credited is the amount quoted and shown (to the 8 decimals shown).
  const credited = await balanceOf(session.token, 'ETH');
  expect(Math.abs(Number(credited) - shown)).toBeLessThan(1e-8);
  expect(Math.abs(Number(credited) - quoted)).toBeLessThan(1e-8);
  // Nothing was held in the stablecoin between the two legs.
  expect(await balanceOf(session.token, 'USDT')).toBe('0');
  // A BTC is worth some 28 ETH (97000 against 3400, moving a little), less the spreads and the fee.
  expect(Number(credited)).toBeGreaterThan(0.2);
  expect(Number(credited)).toBeLessThan(0.4);
});

/**
 * Swap BTC to ETH: an estimate at the first key, then the firm quote (held until the estimate has
 * been seen), which alone can be confirmed; and what the customer reaches for next (the choice of
 * when, under the sides, and the confirm button) stays where it was as each arrives.
 */
async function estimateThenFirmQuote(page: Page): Promise<void> {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { BTC: '0.05' });
  await openSession(page, session);
  // The quote request is held until the estimate has been seen.
  const quote = held();
  await page.route('**/exchange/swap-crypto', async (route) => {
    await quote.wait;
    await route.continue();
  });
  await page.goto('/swap');
  await expect(page.getByTestId('swap-balance')).toHaveText('0.05 BTC');
  await page.getByRole('button', { name: /Asset to receive/ }).click();
  await page
    .getByRole('dialog', { name: 'Select Asset to Receive' })
    .getByRole('button', { name: /Ethereum/ })
    .click();

  const below = [
    page.getByRole('radio', { name: 'Now' }),
    page.getByRole('radio', { name: 'When the price reaches…' }),
    page.getByRole('button', { name: /^(Enter amount|Getting Quote\.\.\.|Swap)$/ }),
  ];
  await drawn(page);
  const typing = await tops(below);
  await page.getByLabel('Amount of BTC to swap').fill('0.01');
  const estimate = page.getByTestId('swap-result-estimate');
  await expect(estimate).toHaveText(/^Estimate: ≈ 0\.\d+ ETH$/);
  await expect(page.getByTestId('swap-result')).toHaveValue('');
  // Confirm waits for the firm quote.
  await expect(page.getByRole('button', { name: 'Getting Quote...' })).toBeDisabled();
  await drawn(page);
  expect(await tops(below), 'with the estimate').toEqual(typing);

  quote.release();
  await expect(page.getByTestId('swap-result')).toHaveValue(/^0\.\d+$/);
  await expect(estimate).toBeHidden();
  await expect(page.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled();
  await drawn(page);
  expect(await tops(below), 'with the firm quote').toEqual(typing);
}

test('an estimate shows at the first key, before the firm quote, and only the firm quote can be confirmed', async ({
  page,
}) => {
  await estimateThenFirmQuote(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the swap form stays where it is when the trading pairs arrive', async ({ page }) => {
    const user = await registerUser();
    const session = await login(user.email, user.password);
    await depositCoins(session.token, { ETH: '1' });
    await openSession(page, session);
    // The pairs are held back, so the screen is seen while it says it is loading them.
    const pairs = await holdRequests(page, '**/api/exchange/get-instruments');
    await page.goto('/swap');
    const loading = page.getByRole('status').filter({ hasText: 'Loading trading pairs...' });
    await expect(loading).toBeVisible();
    const controls = [
      page.getByLabel(/^Amount of \w+ to swap$/),
      page.getByRole('button', { name: /Asset to receive/ }),
      page.getByRole('radio', { name: 'Now' }),
      page.getByRole('radio', { name: 'When the price reaches…' }),
    ];
    const where = () => tops(controls);
    const before = await where();
    pairs.release();
    await expect(loading).toBeHidden();
    // What a customer may be reaching for does not move under their finger as the line goes.
    expect(await where()).toEqual(before);
    await page.getByRole('radio', { name: 'When the price reaches…' }).check();
    await expect(page.getByTestId('swap-order')).toBeVisible();
  });

  test('the estimate and the firm quote move nothing below them, the quote on two lines', async ({ page }) => {
    await estimateThenFirmQuote(page);
  });
});
