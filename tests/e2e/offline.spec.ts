/**
 * Offline and installable, in Chromium against the production build on the real server, with the
 * service worker allowed: the worker precaches the shell and legal pages, keeps the public rates
 * for an hour, and waits for Reload before a new version takes over.
 */
import { LEGAL_ROUTES } from '../../src/lib/legal-links.js';
import { expect, test } from './support/fixtures.js';
import { cacheContents, goOffline, OFFLINE_CONSOLE_ERRORS, waitForServiceWorker } from './support/offline.js';

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

test('every legal page opens offline on a fresh visit once the service worker is installed', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.close();
  await goOffline(context);
  for (const path of Object.values(LEGAL_ROUTES)) {
    const visit = await context.newPage();
    const response = await visit.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(visit.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(visit.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await visit.close();
  }
});

test('without the service worker the same offline visit fails (negative control)', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await goOffline(context);
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  } finally {
    await context.close();
  }
});

test.describe('forex rates', () => {
  const fetchRates = (page: import('@playwright/test').Page) =>
    page.evaluate(async () => {
      try {
        const r = await fetch('/api/rates?base=USD');
        return { ok: r.ok, body: (await r.json()) as { fetchedAt: string; rates: Record<string, string> } };
      } catch (e) {
        return { ok: false, error: String(e) };
      }
    });

  test('are served from the cache offline within the hour', async ({ page, context }) => {
    await page.goto('/privacy-policy');
    await waitForServiceWorker(page);
    const online = await fetchRates(page);
    expect(online.ok).toBe(true);
    await expect.poll(async () => (await cacheContents(page))['forex-rates'] ?? []).toHaveLength(1);
    await goOffline(context);
    const offline = await fetchRates(page);
    expect(offline).toEqual(online);
  });

  test('are not served from the cache once they are older than an hour', async ({ page, context }) => {
    await page.goto('/privacy-policy');
    await waitForServiceWorker(page);
    // The worker's own request for the rates: answered as if it had been made two hours ago.
    await context.route('**/api/rates?*', async (route) => {
      if (!route.request().serviceWorker()) return route.fallback();
      const res = await route.fetch();
      const date = new Date(Date.now() - 2 * 3_600_000).toUTCString();
      return route.fulfill({ response: res, headers: { ...res.headers(), date } });
    });
    expect((await fetchRates(page)).ok).toBe(true);
    await expect.poll(async () => (await cacheContents(page))['forex-rates'] ?? []).toHaveLength(1);
    await context.unrouteAll();
    await goOffline(context);
    expect((await fetchRates(page)).ok).toBe(false);
  });
});

test('a rebuilt service worker shows "A new version is available" and Reload activates it', async ({
  page,
  context,
}) => {
  // The installed worker is an older build (another index.html revision); the server holds the new one.
  let served = false;
  await context.route('**/sw.js', async (route) => {
    if (served) return route.fallback();
    served = true;
    const res = await route.fetch();
    const body = (await res.text()).replace(/("revision":")[^"]+(","url":"index\.html")/, '$1old-build$2');
    expect(body).toContain('old-build');
    const headers = { ...res.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    return route.fulfill({ status: 200, headers, body });
  });
  await page.goto('/privacy-policy');
  await waitForServiceWorker(page);
  await context.unrouteAll();
  const precachedIndex = async () =>
    Object.entries(await cacheContents(page))
      .filter(([name]) => name.startsWith('workbox-precache'))
      .flatMap(([, urls]) => urls.filter((u) => /\/index\.html\?/.test(u)));
  expect((await precachedIndex()).join()).toContain('old-build');

  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(banner).toBeVisible();
  // Waiting, not active: the page keeps running the old version until the customer says so.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))).toBe(true);

  const reloaded = page.waitForEvent('framenavigated');
  await banner.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))).toBe(false);
  await expect.poll(async () => (await precachedIndex()).join()).not.toContain('old-build');
});
