/**
 * Live prices: with the wallet open, a move of the market shows in a coin's price, its value and
 * the total without a reload. AVAX is held at a price here: no other end-to-end test uses it.
 */
import { login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { holdPrice } from './support/market.js';
import { openSession } from './support/wallet.js';

test.afterAll(async () => {
  await holdPrice('AVAX', null);
});

test('an open wallet follows the market: the price, the value and the total move without a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await holdPrice('AVAX', '40');
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { AVAX: '10' });
  await openSession(page, session);
  await page.goto('/wallet');
  const row = page.locator('.asset-row[data-symbol="AVAX"]');
  const total = page.getByTestId('total-balance');
  await expect(total).toBeVisible();
  await expect(row.locator('.asset-symbol .amount').first()).toBeVisible();
  const priceBefore = await row.locator('.asset-symbol .amount').first().textContent();
  const totalBefore = await total.textContent();

  // Ten times the price: whatever the forex rate, every figure of AVAX changes.
  await holdPrice('AVAX', '400');
  await expect(row.locator('.asset-symbol .amount').first()).not.toHaveText(priceBefore ?? '', { timeout: 15_000 });
  await expect(total).not.toHaveText(totalBefore ?? '');
  // The row's value is the balance at the price the row shows: 10 AVAX.
  const price = Number((await row.locator('.asset-symbol .amount').first().textContent())?.replace(/[^\d.]/g, ''));
  const value = Number((await row.locator('.asset-value').textContent())?.replace(/[^\d.]/g, ''));
  expect(Math.abs(value - price * 10)).toBeLessThan(0.1);
});
