/**
 * Languages (decisions 228 and 230): a German browser gets the sign-in page in German; the
 * language chosen in Profile changes the screen and <html lang> at once, is kept on the account,
 * and survives a reload.
 */
import { login } from './support/api.js';
import { expect, test } from './support/fixtures.js';

test.use({ locale: 'de-DE' });

test('a German visitor signs in in German and switches the account to Polish in Profile', async ({
  page,
  customer,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Anmelden | CoinVault');

  await page.getByLabel('E-Mail', { exact: true }).fill(customer.email);
  await page.getByLabel('Passwort', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('status').getByText('Angemeldet')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();

  await page.goto('/profile');
  await page.getByLabel('Sprache').selectOption('pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('navigation', { name: 'Główna nawigacja' }).getByText('Portfel')).toBeVisible();

  // Kept on the account: the server returns it with the user.
  await expect.poll(async () => (await login(customer.email, customer.password)).user.language).toBe('pl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByLabel('Język')).toHaveValue('pl');
});
