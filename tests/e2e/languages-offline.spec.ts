/**
 * The languages the worker keeps offline (decisions 228, 257 and 500): the device's from the
 * install, and the one chosen in the app with all its files, so that the app opens offline in the
 * language chosen last, on every screen, even one never opened in it online, and the legal pages
 * come as HTML in it (decision 501). The other languages are not downloaded; offline, choosing one
 * of them leaves the app as it was and says why.
 */
import { expect, test } from './support/fixtures.js';
import {
  goOffline,
  keptLanguageFiles,
  keptPageLanguages,
  languageFilesOfBuild,
  OFFLINE_CONSOLE_ERRORS,
  openWalletUnderWorker,
  waitForServiceWorker,
} from './support/offline.js';

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

const english = languageFilesOfBuild('en').sort();
const polish = languageFilesOfBuild('pl').sort();

test('the language chosen last is the one the app opens in offline', async ({ page, context, customer, signIn }) => {
  // Every catalog of a language is a file of that language: the shell's, the frame's, each screen's.
  expect(polish.length).toBeGreaterThan(10);
  await signIn(page, customer);
  await openWalletUnderWorker(page);
  // An English device: its install downloaded English, and no other language.
  await expect.poll(() => keptLanguageFiles(page)).toEqual({ en: english });

  await page.goto('/profile/account');
  await page.locator('.language-picker select').selectOption('pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  // Chosen, Polish is kept whole: the swap screen's catalog too, which no page has asked for.
  await expect.poll(() => keptLanguageFiles(page), { timeout: 30_000 }).toEqual({ en: english, pl: polish });
  // The legal pages follow the language shown: Polish's seven instead of English's (decision 501).
  await expect.poll(() => keptPageLanguages(page), { timeout: 30_000 }).toEqual({ pl: 7 });
  await goOffline(context);

  // The worker answers a legal page with its Polish HTML, drawn before any script runs, and the
  // app takes it over in Polish.
  const legal = await page.goto('/privacy-policy');
  expect(legal?.fromServiceWorker()).toBe(true);
  expect(await legal?.text()).toContain('<html lang="pl"');
  await expect(page.locator('#legal-title')).toHaveText('Polityka prywatności');

  await page.goto('/wallet');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('navigation', { name: 'Główna nawigacja' }).getByText('Portfel')).toBeVisible();

  await page.goto('/swap');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  // A shared form text (loaded with the signed-in frame) and the screen's own catalog, in Polish.
  await expect(page.getByText('Do wymiany potrzebne jest połączenie.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Główna nawigacja' })).toBeVisible();
});

test('offline, a language the device does not keep is not chosen, and the app says why', async ({
  page,
  context,
  customer,
  signIn,
}) => {
  await signIn(page, customer);
  await openWalletUnderWorker(page);
  await page.goto('/profile/account');
  const picker = page.locator('.language-picker select');
  await expect(picker).toHaveValue('en');
  await goOffline(context);

  await picker.selectOption('fr');
  await expect(
    page.getByText('This language is not saved on this device yet. Connect to the internet to switch to it.'),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(picker).toHaveValue('en');

  // The choice was not kept: the app opens again in English, offline.
  const reopened = await page.reload();
  expect(reopened?.fromServiceWorker()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.language-picker select')).toHaveValue('en');
});

test.describe('on a German device', () => {
  test.use({ locale: 'de-DE' });

  test('the install keeps German, and no other language', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect.poll(() => keptLanguageFiles(page)).toEqual({ de: languageFilesOfBuild('de').sort() });
    await expect.poll(() => keptPageLanguages(page)).toEqual({ de: 7 });
  });
});
