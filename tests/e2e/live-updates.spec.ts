/**
 * Live updates: with the wallet open, a sandbox deposit shows in the total without a reload, a
 * toast says it arrived, and the history shows it too.
 */
import { login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { openSession } from './support/wallet.js';

test('a deposit made while the wallet is open appears without a reload, with a toast', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { BTC: '0.01' });
  await openSession(page, session);
  await page.goto('/wallet');
  const total = page.getByTestId('total-balance');
  await expect(total).toBeVisible();
  const before = await total.textContent();
  await page.waitForTimeout(1500);

  await depositCoins(session.token, { USDT: '250' });
  await expect(page.locator('.toast').filter({ hasText: 'Deposit received: +250 USDT' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(total).not.toHaveText(before ?? '');

  await page.getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('+250 USDT');
});
