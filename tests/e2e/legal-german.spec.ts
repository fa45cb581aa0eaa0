/**
 * A German customer reads the EU Terms and the Privacy Policy in German, marked as a courtesy
 * translation, and can switch to the binding English and back (decision 455).
 */
import { login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { goOffline, OFFLINE_CONSOLE_ERRORS, waitForServiceWorker } from './support/offline.js';
import { openSession } from './support/wallet.js';

test.use({ locale: 'de-DE' });

const PAGES = [
  {
    path: '/terms-and-conditions',
    title: 'Allgemeine Geschäftsbedingungen',
    german: '1. Über uns und diese AGB',
    english: '1. About us and these terms',
  },
  {
    path: '/privacy-policy',
    title: 'Datenschutzerklärung',
    german: '1. Wer wir sind',
    english: '1. Who we are',
  },
];

for (const { path, title, german, english } of PAGES) {
  test(`${path}: German under the courtesy notice, the binding English one button away`, async ({ page, customer }) => {
    await openSession(page, await login(customer.email, customer.password));
    await page.goto(path);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: german })).toBeVisible();
    const notice = page.getByTestId('legal-binding');
    await expect(notice).toContainText('Dies ist eine unverbindliche Übersetzung');
    await expect(notice).toContainText('Verbindlich ist allein die englische Fassung.');

    const toEnglish = notice.getByRole('button', { name: 'Verbindliche englische Fassung lesen' });
    await toEnglish.click();
    await expect(article.getByRole('heading', { level: 2, name: english })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: german })).toHaveCount(0);
    await expect(notice).toContainText('Diese Seite wird auf Englisch angezeigt');
    // The button stays where it was, under the reader's focus, now leading back.
    const back = notice.getByRole('button', { name: 'Zurück zur Übersetzung' });
    await expect(back).toBeFocused();

    await back.click();
    await expect(article.getByRole('heading', { level: 2, name: german })).toBeVisible();
  });
}

test('a shared section link opens the same section in German', async ({ page }) => {
  await page.goto('/terms-and-conditions#14-our-liability');
  await expect(page.getByRole('heading', { level: 2, name: '14. Unsere Haftung' })).toBeInViewport();
  const contents = page.getByRole('navigation', { name: 'Inhalt' });
  await contents.getByRole('link', { name: '6. Preise, Gebühren und Aufträge' }).click();
  await expect(page).toHaveURL('/terms-and-conditions#6-prices-fees-and-orders');
  await expect(page.getByRole('heading', { level: 2, name: '6. Preise, Gebühren und Aufträge' })).toBeInViewport();
});

test('links from the German Terms to another legal page stay in the app and open it in German', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await page.getByRole('article').getByRole('link', { name: 'Datenschutzerklärung' }).first().click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 2, name: '1. Wer wir sind' })).toBeVisible();
  await expect(page.getByTestId('legal-binding')).toContainText('unverbindliche Übersetzung');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

  test('the German Terms and Privacy Policy open offline once the service worker is installed', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.close();
    await goOffline(context);
    for (const { path, german } of PAGES) {
      const visit = await context.newPage();
      await visit.goto(path);
      await expect(visit.getByRole('heading', { level: 2, name: german }), path).toBeVisible();
      await expect(visit.getByTestId('legal-binding'), path).toContainText('unverbindliche Übersetzung');
      await visit.close();
    }
  });
});
