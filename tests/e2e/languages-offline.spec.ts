/**
 * Offline, the last language used works from the precache (decisions 228, 230 and 257): a
 * customer who chose Polish reopens the app with no network and gets the shell, the signed-in
 * frame and a screen's own texts in Polish, every catalog of it read from the service worker's
 * precache.
 */
import { expect, test } from './support/fixtures.js';
import { goOffline, OFFLINE_CONSOLE_ERRORS, openWalletUnderWorker } from './support/offline.js';

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

test('the language chosen last is the one the app opens in offline', async ({ page, context, customer, signIn }) => {
  await signIn(page, customer);
  await page.goto('/profile/account');
  await page.locator('.language-picker select').selectOption('pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await openWalletUnderWorker(page);
  // The swap screen's code was never fetched online: offline it can come only from the precache.
  await goOffline(context);

  const reopened = await page.reload();
  expect(reopened?.fromServiceWorker()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('navigation', { name: 'Główna nawigacja' }).getByText('Portfel')).toBeVisible();

  await page.goto('/swap');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  // A shared form text (loaded with the signed-in frame) and the screen's own catalog, in Polish.
  await expect(page.getByText('Do wymiany potrzebne jest połączenie.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Główna nawigacja' })).toBeVisible();
});
