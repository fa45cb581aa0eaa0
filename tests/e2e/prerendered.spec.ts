/**
 * The prerendered sign-in and legal pages (decision 465): each reads, in the visitor's language,
 * with JavaScript off, and the sign-in form is there to type into; with JavaScript on, the app
 * takes the page over as it is (hydration), with no mismatch, and what was typed before the
 * script ran is kept. A signed-in visitor to / still lands on the wallet.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LANGUAGES } from '../../contract/languages.js';
import { PRERENDERED_PATHS } from '../../contract/prerendered.js';
import { expect, test } from './support/fixtures.js';
import { held } from './support/held.js';
import { fetchGet } from './support/route-get.js';
import { appTookOver, settled } from './support/settled.js';

/** A browser tab whose languages are `language` (its Accept-Language too). */
async function tab(browser: Browser, language: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ locale: language, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

/** Keeps the page's main element from before any script ran, to tell a hydration from a fresh drawing. */
async function markPrerenderedMain(page: Page | BrowserContext) {
  await page.addInitScript(() => {
    // Taken as the parser puts it in, before any script of the page runs.
    new MutationObserver((_changes, observer) => {
      const main = document.getElementById('main');
      if (!main) return;
      (window as unknown as { prerenderedMain: Element | null }).prerenderedMain = main;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the app's main element, once React has taken it (hydrated or drawn), is the one the HTML brought. */
/**
 * The sign-in page's frame asks where the visitor is once the page is loaded and idle, and its Terms
 * link follows the answer (src/app/layouts.tsx; legal pages never ask). A page is compared once it
 * has that answer: settled alone can come before the question is asked.
 */
const ASKS_LOCATION: readonly string[] = ['/'];
const located = (page: Page, path: string) =>
  ASKS_LOCATION.includes(path)
    ? page.waitForResponse((r) => new URL(r.url()).pathname === '/api/geo', { timeout: 60_000 })
    : Promise.resolve();

const keptPrerenderedMain = async (page: Page) => {
  await appTookOver(page, { anyPage: true });
  return page.evaluate(() => {
    const kept = (window as unknown as { prerenderedMain: Element | null }).prerenderedMain;
    return kept !== null && kept === document.getElementById('main');
  });
};

/**
 * The page's content as the app leaves it, a tag a line: React's generated ids (server and client
 * spell them apart) named alike, and what the server writes as markup and the app sets as a property
 * alone (Suspense boundaries' markers, the selected option) left out.
 */
const drawn = (page: Page) =>
  page
    .locator('#root')
    .evaluate((root) =>
      root.innerHTML
        .replace(/:[rR][\w-]*:/g, ':id:')
        .replace(/<!--.*?-->/g, '')
        .replace(/ selected=""/g, ''),
    )
    .then((html) => html.split(/(?=<)/));

test.describe('with JavaScript off', () => {
  for (const language of LANGUAGES) {
    test(`every prerendered page reads in ${language}, and / has the sign-in form`, async ({ browser }) => {
      const { context, page } = await tab(browser, language, false);
      try {
        for (const path of PRERENDERED_PATHS) {
          await page.goto(path);
          await expect(page.locator('html'), path).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
          await expect(page.locator('#root'), path).toHaveAttribute('data-prerendered', language);
          if (path === '/') {
            const email = page.locator('input[name="email"]');
            const password = page.locator('input[name="password"]');
            await email.fill('reader@example.com');
            await password.fill('not sent anywhere');
            await expect(email).toHaveValue('reader@example.com');
            // Nothing can be sent without the script: the button stays off, so Enter sends nothing either.
            await expect(page.locator('form button[type="submit"]')).toBeDisabled();
            await password.press('Enter');
            await expect(page).toHaveURL(/\/$/);
          } else {
            await expect(page.locator('.legal__body'), path).not.toBeEmpty();
          }
        }
      } finally {
        await context.close();
      }
    });
  }
});

for (const [language, paths] of [
  ['en', PRERENDERED_PATHS],
  // The German Terms and Privacy Policy are courtesy translations, loaded before the page is taken over.
  ['de', ['/', '/privacy-policy', '/terms-and-conditions', '/impressum']],
] as const) {
  test(`in ${language}, the app takes each prerendered page over with no mismatch`, async ({ browser }) => {
    // Each page in a new tab of two browser contexts, one hydrating it and one drawing it afresh: a
    // new tab is a first visit to the page (what the app learns of the visitor stays with its tab),
    // and the tabs of a context share its cache, where a fresh pair of contexts per page loaded
    // every script cold (most of this test's time on a loaded machine).
    test.setTimeout(360_000);
    const context = await browser.newContext({ locale: language });
    const freshContext = await browser.newContext({ locale: language });
    try {
      await markPrerenderedMain(context);
      await markPrerenderedMain(freshContext);
      // The pages drawn by the app alone: their HTML not marked as drawn for it.
      await freshContext.route(
        (url) => (paths as readonly string[]).includes(url.pathname),
        async (route) => {
          // The context lives through every page: its fetches reuse a kept-alive connection.
          const response = await fetchGet(route);
          const body = (await response.text()).replace(/ data-prerendered="\w+"/, '');
          await route.fulfill({ response, body });
        },
      );
      for (const path of paths) {
        const page = await context.newPage();
        const warnings: string[] = [];
        page.on('console', (msg) => {
          // The run's browser blocks workers and says so; nothing else may be said.
          if (msg.text().includes('Service Worker registration blocked')) return;
          if (msg.type() === 'error' || msg.type() === 'warning') warnings.push(`${path}: ${msg.text()}`);
        });
        page.on('pageerror', (err) => warnings.push(`${path}: ${err.message}`));
        const pageLocated = located(page, path);
        await page.goto(path);
        await pageLocated;
        await settled(page);
        expect(warnings).toEqual([]);
        expect(await keptPrerenderedMain(page), `${path} hydrated in place`).toBe(true);
        // Hydration leaves no attribute or text of the server's that the app's own first drawing lacks.
        const fresh = await freshContext.newPage();
        const freshLocated = located(fresh, path);
        await fresh.goto(path);
        await freshLocated;
        await settled(fresh);
        expect(await keptPrerenderedMain(fresh), `${path} drawn afresh`).toBe(false);
        expect(await drawn(page)).toEqual(await drawn(fresh));
        await page.close();
        await fresh.close();
      }
    } finally {
      await context.close();
      await freshContext.close();
    }
  });
}

test('what is typed before the script runs is kept and signs in', async ({ page, customer }) => {
  const entry = held();
  // The app's entry script waits until the visitor has typed.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entry.wait;
    await route.continue();
  });
  await markPrerenderedMain(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('input[name="email"]').fill(customer.email);
  await page.locator('input[name="password"]').fill(customer.password);
  entry.release();
  await settled(page);
  expect(await keptPrerenderedMain(page)).toBe(true);
  await expect(page.locator('input[name="email"]')).toHaveValue(customer.email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);
});

test('a visitor whose saved language is not the page language gets the app drawn in theirs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('fr')));
  await markPrerenderedMain(page);
  await page.goto('/');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await keptPrerenderedMain(page)).toBe(false);
});

test('a signed-in visitor to / lands on the wallet', async ({ page, customer, signIn }) => {
  await signIn(page, customer);
  await page.goto('/');
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
