/**
 * The display currency: an Australian customer chooses euros in the profile; the wallet values
 * holdings in euros, the choice is kept on the server (a fresh sign-in elsewhere sees it), and
 * purchases stay in the region's currency.
 */
import { baseUrl, login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { openSession } from './support/wallet.js';

test('a customer chooses the currency values are shown in, and it follows them', async ({ page, browser }) => {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { BTC: '0.01' });
  await openSession(page, session);

  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toContainText('AU$');

  await page.goto('/profile/account');
  const select = page.getByLabel('Show values in');
  await expect(select).toHaveValue('AUD');
  await expect(page.getByText('Purchases stay in AUD')).toBeVisible();
  await select.selectOption('EUR');
  await expect(page.locator('.toast').filter({ hasText: 'Values are now shown in EUR' })).toBeVisible();

  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toContainText('€');

  // Another device: a new sign-in brings the choice with it.
  const again = await login(user.email, user.password);
  expect((again.user as { display_currency?: string }).display_currency).toBe('EUR');
  const other = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
  const page2 = await other.newPage();
  await openSession(page2, again);
  await page2.goto('/wallet');
  await expect(page2.getByTestId('total-balance')).toContainText('€');
  // Buying stays in the region's currency.
  await page2.goto('/buy-sell');
  await expect(page2.getByLabel('Amount in AUD')).toBeVisible();
  await other.close();
});
