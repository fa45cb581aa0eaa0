/**
 * Offline and installable, in Chromium against the production build on the real server, with the
 * service worker allowed: the worker precaches the shell and legal pages, keeps the public rates
 * for an hour, and waits for Reload before a new version takes over. The update flow itself starts
 * only once the page has loaded, never during the first screen.
 */

import type { Page } from '@playwright/test';
import { languageOfFile } from '../../contract/language-files.js';
import * as paths from '../../src/lib/paths.js';
import { login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { held } from './support/held.js';
import {
  cacheContents,
  goOffline,
  goOnline,
  indexedDbContents,
  OFFLINE_CONSOLE_ERRORS,
  openWalletUnderWorker,
  waitForServiceWorker,
} from './support/offline.js';
import { fetchGet } from './support/route-get.js';
import { requestStart } from './support/timing.js';
import { verifyIdentity } from './support/wallet.js';

// Each test has its own customer: the file's tests spread over the run's workers (decision 450).
test.describe.configure({ mode: 'parallel' });

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

test('every legal page opens offline on a fresh visit once the service worker is installed', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.close();
  await goOffline(context);
  for (const path of [
    paths.privacyPolicy,
    paths.cookiePolicy,
    paths.amlCftPolicy,
    paths.termsEu,
    paths.termsAu,
    paths.msaStatement,
    paths.impressum,
  ]) {
    const visit = await context.newPage();
    const response = await visit.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(visit.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(visit.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await visit.close();
  }
});

test('a page opened from the cache while the device says online but nothing answers shows the offline banner', async ({
  page,
  context,
}) => {
  // A captive portal or a server outage, and what some Chromium versions report for a page opened
  // after going offline: navigator.onLine is true, no offline event comes, and every request fails.
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.close();
  await context.route('**/*', (route) => route.abort('connectionrefused'));
  for (const path of [paths.privacyPolicy, paths.termsAu]) {
    const visit = await context.newPage();
    const response = await visit.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(visit.getByRole('heading', { level: 1 }), path).toBeVisible();
    expect(await visit.evaluate(() => navigator.onLine)).toBe(true);
    await expect(visit.getByRole('status').filter({ hasText: 'CoinVault cannot be reached right now.' })).toBeVisible();
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
      const res = await fetchGet(route);
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
  // Two installs of the whole precache (support/offline.ts).
  test.setTimeout(240_000);
  // The installed worker is an older build (another index.html revision); the server holds the new one.
  let served = false;
  await context.route('**/sw.js', async (route) => {
    if (served) return route.fallback();
    served = true;
    const res = await fetchGet(route);
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

  // The new version's install fetches what changed, the shell, and none of the files the precache
  // holds already: their names change with their content (Workbox's rule, kept by decision 504).
  // A route sees every request the worker makes: routing turns the browser's HTTP cache off.
  const fetchedByWorker: string[] = [];
  await context.route('**/*', (route) => {
    if (route.request().serviceWorker()) fetchedByWorker.push(new URL(route.request().url()).pathname);
    return route.fallback();
  });
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(banner).toBeVisible();
  expect(fetchedByWorker).toContain('/index.html');
  // A language's files and the legal pages are kept per version (decisions 500 and 501).
  expect(fetchedByWorker.filter((path) => path.startsWith('/assets/') && !path.startsWith('/assets/i18n/'))).toEqual(
    [],
  );
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

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

test.describe('signed in', () => {
  test.beforeEach(async ({ customer }) => {
    const session = await login(customer.email, customer.password);
    await depositCoins(session.token, { BTC: '0.05', ETH: '1.2' });
  });

  test('the wallet and the history reopen offline from their snapshots, with their age and the offline banner', async ({
    page,
    context,
    customer,
    signIn,
  }) => {
    await signIn(page, customer);
    await page.goto('/transactions');
    const history = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    const rows = await history.allTextContents();
    await page.goto('/wallet');
    const total = page.getByTestId('total-balance');
    await expect(total).toBeVisible();
    await waitForServiceWorker(page);

    await goOffline(context);
    // The total last shown online, read once nothing more can arrive: the prices move while the
    // wallet is open, and each new price is saved with the balances it values.
    const shown = await total.textContent();
    expect(shown).toMatch(/\d/);
    // Five and a half minutes later, with no network at all.
    await page.clock.setFixedTime(Date.now() + 5.5 * 60_000);
    const reopened = await page.reload();
    expect(reopened?.fromServiceWorker()).toBe(true);
    await expect(offlineBanner(page)).toBeVisible();
    await expect(page.getByTestId('total-balance')).toHaveText(shown!);
    await expect(page.getByText('Last updated 5 minutes ago')).toBeVisible();

    await page.goto('/transactions');
    await expect(offlineBanner(page)).toBeVisible();
    await expect(page.getByText('Last updated 5 minutes ago')).toBeVisible();
    await expect(history).toHaveText(rows);
    // Received adds up the saved deposits, and says the sum is of those shown: a snapshot holds the
    // newest page alone, so older deposits may be missing from it.
    await page.goto(paths.receivedTransactions);
    await expect(page.getByText('Last updated 5 minutes ago')).toBeVisible();
    await expect(page.getByText('Older deposits could not be loaded: this counts those shown.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Received transactions' }).getByRole('listitem')).toHaveCount(2);
    await page.goto('/transactions');
    await history.first().getByRole('button').click();
    await expect(page).toHaveURL(/\/transaction-detail$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/wallet');
    await expect(offlineBanner(page)).toBeVisible();
    await expect(page.getByTestId('total-balance')).toHaveText(shown!);
    await expect(page.getByText('Last updated 5 minutes ago')).toBeVisible();
    await expect(
      page.getByText(/^Rates from ([A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d \(out of date\)|\d\d:\d\d)$/),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Bitcoin BTC/ }).click();
    await expect(page).toHaveURL(/\/asset-detail$/);
    await expect(page.getByRole('heading', { name: 'Bitcoin', level: 1 })).toBeVisible();
    await expect(page.getByTestId('asset-balance')).toHaveText('0.05 BTC');
    await expect(page.getByText('Last updated 5 minutes ago')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Bitcoin transactions' }).getByRole('listitem')).toHaveCount(1);

    // A new tab has no session cache of the rates: the values come out the same all the same.
    const tab = await context.newPage();
    await tab.goto('/wallet');
    await expect(offlineBanner(tab)).toBeVisible();
    await expect(tab.getByTestId('total-balance')).toHaveText(shown!);
    await expect(
      tab.getByText(/^Rates from ([A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d \(out of date\)|\d\d:\d\d)$/),
    ).toBeVisible();
  });

  test('the cash balance reopens offline from its snapshot, on the wallet and on the cash screen, with its age', async ({
    page,
    context,
    customer,
    signIn,
  }) => {
    const session = await login(customer.email, customer.password);
    expect(await verifyIdentity(session.token)).toBe('approved');
    await signIn(page, customer);
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-cash-balance')).toHaveText('AU$0.00');
    await waitForServiceWorker(page);
    await expect.poll(async () => JSON.stringify(await indexedDbContents(page))).toMatch(/"key":"[^"]+\/cash"/);

    await goOffline(context);
    await page.clock.setFixedTime(Date.now() + 5.5 * 60_000);
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(page.getByTestId('wallet-cash-balance')).toHaveText('AU$0.00');
    await page.goto('/cash');
    await expect(page.getByTestId('cash-balance')).toHaveText('AU$0.00');
    await expect(page.getByText('Last updated 5 minutes ago')).toBeVisible();
  });

  test('reopened online, the wallet shows its saved balances while the server answers, then the fresh ones', async ({
    page,
    customer,
    signIn,
  }) => {
    await signIn(page, customer);
    await page.goto('/wallet');
    // The balance in coins: the total in money moves with the market between two screens. The
    // app's own screen: on the reload, the painting of the last one may lie over it meanwhile.
    const eth = page.locator('#root .asset-row[data-symbol="ETH"] .asset-balance');
    await expect(eth).toHaveText('1.2 ETH');
    await expect.poll(async () => JSON.stringify(await indexedDbContents(page))).toMatch(/"key":"[^"]+\/wallet"/);
    // The balances' answer is held until the saved ones have been seen. Held from before the
    // deposit: the open wallet's live updates (every 5 s) would otherwise fetch the new balance and
    // save it before the reload, and the saved balance would already be the fresh one.
    const balances = held();
    await page.route('**/api/exchange/get-wallet-list*', async (route) => {
      await balances.wait;
      // The open page's own look is dropped by the reload: its request is gone by then.
      await route.fallback().catch(() => undefined);
    });
    // More arrives meanwhile: the server's next answer differs from what was saved.
    const session = await login(customer.email, customer.password);
    await depositCoins(session.token, { ETH: '2' });
    await page.reload();
    await expect(eth).toHaveText('1.2 ETH');
    await expect(page.locator('#root').getByText(/^Last updated/)).toBeVisible();
    await expect(offlineBanner(page)).toHaveCount(0);

    balances.release();
    await expect(eth).toHaveText('3.2 ETH');
    await expect(page.getByTestId('total-balance')).toHaveText(/\d/);
    await expect(page.getByText(/^Last updated/)).toHaveCount(0);
  });

  test.describe('the history reopened online', () => {
    // The server's refusal of the history's page, answered by this test, is a failed load the
    // browser logs.
    test.use({ expectedConsoleErrors: new RegExp(`${OFFLINE_CONSOLE_ERRORS.source}|status of 500`) });

    test('shows its saved newest page while the server answers, then the fresh one; a refusal keeps the saved rows', async ({
      page,
      customer,
      signIn,
    }) => {
      await signIn(page, customer);
      await page.goto('/transactions');
      const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
      await expect(rows).toHaveCount(2);
      const savedRows = await rows.allTextContents();
      await expect
        .poll(async () => JSON.stringify(await indexedDbContents(page)))
        .toMatch(/"key":"[^"]+\/transactions"/);
      // The page's answer is held, then refused, then let through; held from before the deposit,
      // so the open list's live updates cannot save the new row before the reload.
      const answer = held();
      let refuse = true;
      await page.route('**/api/exchange/transaction-history*', async (route) => {
        await answer.wait;
        if (refuse) await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }).catch(() => {});
        else await route.fallback().catch(() => undefined);
      });
      const session = await login(customer.email, customer.password);
      await depositCoins(session.token, { ETH: '2' });

      await page.reload();
      await expect(rows).toHaveText(savedRows);
      await expect(page.getByText(/^Last updated/)).toBeVisible();
      await expect(offlineBanner(page)).toHaveCount(0);

      // The server refuses (after the client's own retries): the saved rows stay, with the error.
      answer.release();
      await expect(page.getByRole('alert').filter({ hasText: /^Failed to load transactions:/ })).toBeVisible({
        timeout: 15_000,
      });
      await expect(rows).toHaveText(savedRows);
      await expect(page.getByText(/^Last updated/)).toBeVisible();

      refuse = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(rows).toHaveCount(3);
      await expect(page.getByRole('alert').filter({ hasText: /^Failed to load transactions:/ })).toHaveCount(0);
      await expect(page.getByText(/^Last updated/)).toHaveCount(0);

      // The coin's screen the same: reopened while the server refuses, its saved rows stay, with
      // their age and the error above them.
      refuse = true;
      // The once-per-session 'Secure your account' popup is the profile area's to test.
      await page.evaluate(() => sessionStorage.setItem('hasSeenAccountVerificationPopup', 'true'));
      await page.goto('/wallet');
      await page
        .locator('#root')
        .getByRole('button', { name: /^Bitcoin BTC/ })
        .click();
      await expect(page).toHaveURL(/\/asset-detail$/);
      const card = page.locator('.history-card');
      await expect(card.getByRole('alert')).toBeVisible({ timeout: 15_000 });
      await expect(card.getByRole('list', { name: 'Bitcoin transactions' }).getByRole('listitem')).toHaveCount(1);
      await expect(card.getByText(/^Last updated/)).toBeVisible();
    });
  });

  test('an unreachable server is treated like being offline until it answers again', async ({
    page,
    customer,
    signIn,
  }) => {
    await signIn(page, customer);
    await page.goto('/wallet');
    const total = page.getByTestId('total-balance');
    await expect(total).toBeVisible();
    const shown = await total.textContent();
    await expect(page.getByText(/^Last updated/)).toHaveCount(0);

    // The device is online, but the product calls find no server.
    await page.route('**/api/**', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.route('**/api/ready', (route) => route.abort('connectionrefused'));
    await page.reload();
    const banner = offlineBanner(page);
    await expect(banner).toContainText('CoinVault cannot be reached right now.');
    await expect(banner).toBeVisible();
    await expect(total).toHaveText(shown!);
    await expect(page.getByText(/^Last updated/)).toBeVisible();

    // It answers again: the next health check clears the banner and the wallet is loaded afresh.
    await page.unrouteAll();
    await expect(banner).toHaveCount(0, { timeout: 25_000 });
    await expect(page.getByText(/^Last updated/)).toHaveCount(0);
    await expect(total).toHaveText(/\d/);
  });

  test('the same offline reload fails with service workers blocked (negative control)', async ({
    browser,
    customer,
  }) => {
    const session = await login(customer.email, customer.password);
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      await context.addInitScript(
        (state) => {
          localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
        },
        { ...session, isAuthenticated: true },
      );
      const page = await context.newPage();
      await page.goto('/wallet');
      await expect(page.getByTestId('total-balance')).toBeVisible();
      await goOffline(context);
      await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    } finally {
      await context.close();
    }
  });

  test('a verified customer is not asked to verify offline: the status is part of the snapshot', async ({
    page,
    context,
    customer,
    signIn,
  }) => {
    const session = await login(customer.email, customer.password);
    expect(await verifyIdentity(session.token)).toBe('approved');
    await signIn(page, customer);
    await openWalletUnderWorker(page);
    await expect
      .poll(async () =>
        Object.values(await indexedDbContents(page))
          .flat()
          .map((r) => r.key),
      )
      .toContain(`${session.user.id}/kyc`);
    const popup = page.getByRole('dialog', { name: 'Secure your account' });
    await expect(popup).toHaveCount(0);

    await goOffline(context);
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(page.getByTestId('total-balance')).toBeVisible();
    // Give the popup every chance to appear, as it did before the status was kept.
    await page.waitForTimeout(1500);
    await expect(popup).toHaveCount(0);
    await page.goto('/profile/verification');
    await expect(page.locator('.kyc-card')).toHaveAttribute('data-status', 'approved');
  });

  test('offline, the popup is not offered to a customer who has not verified either', async ({
    page,
    context,
    customer,
    signIn,
  }) => {
    await signIn(page, customer);
    await openWalletUnderWorker(page);
    const popup = page.getByRole('dialog', { name: 'Secure your account' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Not now' }).click();
    await page.evaluate(() => sessionStorage.removeItem('hasSeenAccountVerificationPopup'));

    await goOffline(context);
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(popup).toHaveCount(0);
    // Back online, it is offered again, and its button works.
    await goOnline(context);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: /^Verify your account/ })).toBeEnabled();
  });

  test('offline, the swap button is disabled with the connection message; back online it swaps again', async ({
    page,
    context,
    customer,
    signIn,
  }) => {
    await signIn(page, customer);
    await page.goto('/swap');
    await expect(page.getByRole('heading', { name: 'Swap' })).toBeVisible();
    await waitForServiceWorker(page);
    await expect(page.getByTestId('swap-balance')).toContainText('0.05 BTC');
    await page.getByRole('button', { name: '50%' }).click();
    const swap = page.locator('form button[type="submit"]');
    await expect(swap).toHaveText('Swap');
    await expect(swap).toBeEnabled();

    await goOffline(context);
    await expect(offlineBanner(page)).toBeVisible();
    const notice = page.getByText('A connection is needed to swap.');
    await expect(notice).toBeVisible();
    await expect(swap).toBeDisabled();
    await expect(swap).toHaveAttribute('aria-describedby', 'offline-notice');
    // The quote on screen runs out while offline (10 s); reconnecting asks for a fresh one.
    await page.waitForTimeout(11_000);
    await expect(swap).toBeDisabled();
    let quotes = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/exchange/swap-crypto')) quotes++;
    });

    await goOnline(context);
    await expect(offlineBanner(page)).toHaveCount(0);
    await expect(notice).toHaveCount(0);
    await expect(swap).toHaveText('Swap');
    await expect(swap).toBeEnabled();
    expect(quotes).toBeGreaterThan(0);
  });

  test('reopened offline, swap and buy explain the connection once, with no raw network or rate error', async ({
    page,
    context,
    customer,
    signIn,
  }) => {
    await signIn(page, customer);
    await openWalletUnderWorker(page);
    await goOffline(context);
    for (const [path, action] of [
      [paths.swap, 'swap'],
      [paths.buySell, 'buy'],
    ] as const) {
      await page.goto(path);
      await expect(offlineBanner(page)).toBeVisible();
      await expect(page.getByText(`A connection is needed to ${action}.`)).toBeVisible();
      // The price would have been asked for 300 ms after the screen opened: give it time to fail.
      await page.waitForTimeout(1_000);
      await expect(page.getByText(/Network error|Failed to fetch|Failed to load/)).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    }
  });

  /**
   * A cache the same for every customer of the device: the precache, and what the worker keeps
   * beside it, the legal pages (decision 465) and the languages in use (decision 500).
   */
  const sameForEveryone = (name: string, urls: string[]) => {
    const paths = urls.map((url) => new URL(url).pathname);
    if (name.startsWith('workbox-precache')) return true;
    if (name.startsWith('prerendered-pages-')) return paths.every((path) => path.startsWith('/pages/'));
    if (name.startsWith('language-files-')) return paths.every((path) => languageOfFile(path) !== null);
    if (name === 'chosen-language') return paths.every((path) => path === '/chosen-language');
    return false;
  };

  test('after logout, offline, nothing of the previous customer is left in IndexedDB or Cache Storage', async ({
    page,
    context,
    customer,
    signIn,
  }) => {
    const session = await signIn(page, customer);
    await openWalletUnderWorker(page);
    // A snapshot exists for this customer, and only public data is in Cache Storage.
    await expect
      .poll(async () =>
        Object.values(await indexedDbContents(page))
          .flat()
          .map((r) => r.key),
      )
      .toContain(`${session.user.id}/wallet`);
    for (const [name, urls] of Object.entries(await cacheContents(page))) {
      if (sameForEveryone(name, urls)) continue;
      expect(name).toBe('forex-rates');
      for (const url of urls) expect(new URL(url).pathname).toBe('/api/rates');
    }

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await goOffline(context);
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    // The sign-out's clean-up may have been cut short by the reload (the app leaves for the
    // signed-out page as the session ends, while the clean-up still runs); the next start finishes
    // it, offline too. So this waits for it, and still fails if anything stays.
    await expect
      .poll(async () =>
        Object.entries(await indexedDbContents(page))
          .filter(([store]) => store.startsWith('coinvault-offline/'))
          .flatMap(([, rows]) => rows),
      )
      .toEqual([]);
    expect(JSON.stringify(await indexedDbContents(page))).not.toContain(session.user.id);
    // Only what is the same for everyone is left, and the app opened from it, in its language.
    for (const [name, urls] of Object.entries(await cacheContents(page))) {
      expect(sameForEveryone(name, urls), `${name}: ${urls.join(', ')}`).toBe(true);
    }
    expect(Object.keys(await cacheContents(page)).some((name) => name.startsWith('language-files-'))).toBe(true);
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('install', () => {
  const offerInstall = (page: Page) =>
    page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      offer.prompt = async () => {
        (window as unknown as { prompted: number }).prompted = 1;
      };
      offer.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(offer);
    });

  test("the profile offers 'Install app' when the browser does, and uses the browser's dialog", async ({
    page,
    customer,
    signIn,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, customer);
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const install = page.getByRole('button', { name: 'Install app' });
    await expect(install).toHaveCount(0);
    await offerInstall(page);
    await expect(install).toBeVisible();
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    // An offer is good for one dialog.
    await expect(install).toHaveCount(0);
  });

  test("the installed app (standalone display) never shows 'Install app'", async ({ page, customer, signIn }) => {
    // Chromium cannot emulate the display mode: answer the media query as the installed app would.
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...real(query), matches: true, media: query, addEventListener() {} } as MediaQueryList)
          : real(query);
    });
    await signIn(page, customer);
    await page.goto('/profile');
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await offerInstall(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });

  test('the manifest gives the richer install dialog its screenshots and the Wallet, Swap, Receive and Buy shortcuts', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href!)).json();
    const forms = manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort();
    expect(forms).toEqual(['narrow', 'wide']);
    for (const s of manifest.screenshots) {
      const image = await request.get(s.src);
      expect(image.ok(), s.src).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Wallet', '/wallet'],
      ['Swap', '/swap'],
      ['Receive', '/assets/receive'],
      ['Buy', '/buy-sell'],
    ]);
    for (const s of manifest.shortcuts) expect((await request.get(s.icons[0].src)).ok()).toBe(true);
    const cdp = await page.context().newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  });
});

test('a page opened under the service worker starts its update flow only after it has loaded', async ({
  page,
  customer,
  signIn,
}) => {
  await signIn(page, customer);
  await openWalletUnderWorker(page);
  // Opened under the worker: the update flow (workbox-window and its update check) runs here.
  await page.reload();
  await expect(page.getByTestId('total-balance')).toBeVisible();
  // The update flow's file (pwa-update.ts with workbox-window).
  const flowStart = await requestStart(page, /\/pwa-update-[\w-]*\.js$/);
  const loadEnd = await (
    await page.waitForFunction(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    )
  ).jsonValue();
  // Not during the load event, when the first screen is still being drawn, but after it.
  expect(flowStart).toBeGreaterThan(loadEnd);
});
