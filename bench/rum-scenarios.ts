/**
 * The real-user benchmark's moments, each in pages throttled to Lighthouse's mobile conditions
 * (bench/rum-page.ts) against one side's real server. Each returns its figures in ms (bytes in KB).
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { CALLS } from '../contract/calls/index.js';
import { HISTORY_MAX_LIMIT } from '../contract/exchange.js';
import { apiOk, login } from '../tests/e2e/support/api.js';
import { storedSession } from '../tests/e2e/support/stored-session.js';
import { blockingTime, type CheckName, frameWhen, inp, readRecord, recordTimings, throttledPage } from './rum-page.js';
import type { RunningSide } from './rum-sides.js';

export type Figures = Record<string, number>;

async function freshContext(browser: Browser, watch: CheckName[]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  // The functions sent to the page are compiled by tsx, which names inner functions through a
  // helper of its own: the page gets that helper too.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(recordTimings, watch);
  // RUM_VERBOSE=1: the pages' errors and warnings, to see why a moment never came.
  if (process.env.RUM_VERBOSE)
    context.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') console.log(`  page ${m.type()}: ${m.text()}`);
    });
  return context;
}

/** First visit to `/`: nothing cached, no service worker yet. */
export async function firstVisit(browser: Browser, side: RunningSide): Promise<Figures> {
  const context = await freshContext(browser, []);
  try {
    const { page, bytes } = await throttledPage(context);
    await page.goto(`${side.url}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // What runs after the network is quiet (the idle-time work) still counts as blocking.
    await page.waitForTimeout(2000);
    const r = await readRecord(page);
    return { fcp: r.fcp, lcp: r.lcp, tbt: blockingTime(r), kb: bytes() / 1024 };
  } finally {
    await context.close();
  }
}

/** The session as the app keeps it after signing in, with the once-per-session popup seen. */
async function signedIn(context: BrowserContext, side: RunningSide, who: { email: string; password: string }) {
  process.env.E2E_PORT = new URL(side.url).port;
  const s = await login(who.email, who.password);
  await context.addInitScript((state) => {
    if (!localStorage.getItem('auth-storage'))
      localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
    sessionStorage.setItem('hasSeenAccountVerificationPopup', 'true');
  }, storedSession(s));
  return s;
}

/**
 * The app installed as a customer leaves it: opened before, service worker installed with its
 * precache, the wallet seen once (its snapshot saved), then no page open and the worker stopped.
 */
async function installed(context: BrowserContext, side: RunningSide): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${side.url}/privacy-policy`, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  await page.goto(`${side.url}/wallet`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="total-balance"]', { timeout: 60_000 });
  // The wallet's snapshot is written in the background once its fresh answers are in.
  await page.waitForTimeout(3000);
  await stopWorkers(await context.newCDPSession(page));
  await page.close();
}

/** Stops the context's service workers, as the browser does with an app left for a while. */
async function stopWorkers(cdp: CDPSession): Promise<void> {
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
}

/**
 * The installed customer's moments: reopening /wallet, the same reopen's floor (a page that needs
 * no script), typing an amount on /swap, and Buy's tap to the card form; each in a page of its own.
 */
export async function customerMoments(browser: Browser, side: RunningSide): Promise<Figures> {
  const context = await freshContext(browser, ['balance', 'fresh']);
  try {
    await signedIn(context, side, side.seeded.buyer);
    await installed(context, side);
    const out: Figures = {};

    const reopen = await throttledPage(context);
    await reopen.page.goto(`${side.url}/wallet`, { waitUntil: 'load' });
    await frameWhen(reopen.page, 'fresh');
    const r = await readRecord(reopen.page);
    out.reopenBalance = r.seen.balance ?? Number.NaN;
    out.reopenFresh = r.seen.fresh ?? Number.NaN;
    await reopen.page.close();

    // The machine's floor for any installed reopen: a page the stopped worker answers with its
    // finished HTML (the prerendered privacy policy, decision 465), drawn before any script runs.
    const floor = await throttledPage(context);
    await stopWorkers(floor.cdp);
    await floor.page.goto(`${side.url}/privacy-policy`, { waitUntil: 'load' });
    await floor.page.waitForFunction(() => (window as unknown as { __rum: { fcp: number } }).__rum.fcp > 0);
    out.reopenFloor = (await readRecord(floor.page)).fcp;
    await floor.page.close();

    const swap = await throttledPage(context);
    await swap.page.goto(`${side.url}/swap`, { waitUntil: 'load' });
    const field = swap.page.getByLabel('Amount of BTC to swap');
    await field.waitFor({ timeout: 60_000 });
    // The pair and its instrument are known once the quick fills can be used.
    await swap.page.waitForFunction(() => document.querySelector('#swap-result') !== null);
    await swap.page.waitForTimeout(1500);
    await field.click();
    const before = await readRecord(swap.page);
    const firstInteraction = Math.max(0, ...before.events.map(([id]) => id)) + 1;
    await swap.page.keyboard.type('0.01', { delay: 120 });
    const quoted = await frameWhen(swap.page, 'quote');
    const typed = await readRecord(swap.page);
    const lastKey = typed.presses.filter(([type]) => type === 'keydown').at(-1)?.[1] ?? Number.NaN;
    out.keyToQuote = quoted - lastKey;
    out.swapInp = inp(typed, firstInteraction);
    await swap.page.close();

    const buy = await throttledPage(context);
    await buy.page.goto(`${side.url}/buy-sell`, { waitUntil: 'load' });
    await buy.page.getByTestId('buy-summary-price').filter({ hasText: '1 BTC = ' }).waitFor({ timeout: 60_000 });
    await buy.page.getByLabel('Amount in AUD').fill('50');
    const coin = buy.page.getByLabel('Amount in BTC');
    for (let i = 0; !(await coin.inputValue()); i++) {
      if (i > 600) throw new Error('Buy: no amount in BTC after 60 s');
      await buy.page.waitForTimeout(100);
    }
    await buy.page.waitForTimeout(500);
    await buy.page.getByRole('button', { name: 'Buy Bitcoin' }).click();
    const formShown = await frameWhen(buy.page, 'cardForm');
    const tapped = (await readRecord(buy.page)).presses.filter(([type]) => type === 'click').at(-1)?.[1] ?? Number.NaN;
    out.buyToForm = formShown - tapped;
    await buy.page.close();
    return out;
  } finally {
    await context.close();
  }
}

/**
 * The history of a customer with many transactions: its first visit on the device (first rows,
 * then keyboard scrolling), then the same history reopened with the worker stopped, its newest
 * page saved by that visit.
 */
export async function historyMoments(browser: Browser, side: RunningSide): Promise<Figures> {
  const context = await freshContext(browser, ['rows', 'freshRows']);
  try {
    await signedIn(context, side, side.seeded.history);
    await installed(context, side);
    const { page } = await throttledPage(context);
    await page.goto(`${side.url}/transactions`, { waitUntil: 'load' });
    await frameWhen(page, 'rows');
    const r = await readRecord(page);
    const calls = await apiCalls(page);
    const asked = calls.find((c) => c.path === CALLS.getTransactionHistory.path)?.start ?? Number.NaN;
    if (process.env.RUM_VERBOSE) {
      say(`  ${side.name}: rows on screen at ${Math.round(r.seen.rows ?? Number.NaN)} ms; calls before them:`);
      for (const c of calls) say(`    ${Math.round(c.start)}–${Math.round(c.end)} ms ${c.path}`);
    }
    const firstInteraction = Math.max(0, ...r.events.map(([id]) => id)) + 1;
    await page.locator('.tx-list .tx-row').first().focus();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('PageDown');
      await page.waitForTimeout(150);
    }
    await page.keyboard.press('End');
    await page.waitForTimeout(500);
    const after = await readRecord(page);
    await page.close();

    const again = await throttledPage(context);
    await stopWorkers(again.cdp);
    await again.page.goto(`${side.url}/transactions`, { waitUntil: 'load' });
    await frameWhen(again.page, 'freshRows');
    const reopened = await readRecord(again.page);
    await again.page.close();
    return {
      historyRows: r.seen.rows ?? Number.NaN,
      historyAsked: asked,
      historyInp: inp(after, firstInteraction),
      historyReopenRows: reopened.seen.rows ?? Number.NaN,
      historyReopenFresh: reopened.seen.freshRows ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
}

/**
 * The history opened when the stored access token is past its 15 minutes. An app that reads the
 * expiry refreshes the session first (decision 459); one that does not has its first calls refused
 * (401), then one session refresh follows, which calls arriving meanwhile wait for, and each is
 * sent again. The token's expiry is moved into the past (and so its signature spoiled) once the
 * app is installed, from a page that runs no app code. Shows what the refresh adds before the first rows
 * and when it is made against the page's own call.
 */
export async function historyAfterRefresh(browser: Browser, side: RunningSide): Promise<Figures> {
  const context = await freshContext(browser, ['rows']);
  try {
    await signedIn(context, side, side.seeded.history);
    await installed(context, side);
    const outside = await context.newPage();
    // An answer of the API, not a screen: the service worker leaves /api to the network (sw.ts).
    await outside.goto(`${side.url}/api/health`);
    await outside.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: { token: string } };
      const [header, claims = '', signature = ''] = stored.state.token.split('.');
      // Past its expiry, as after 15 minutes (the app may see that), and refused whatever the app
      // sends (the signature no longer matches the changed claims).
      const b64 = (s: string) => s.replace(/-/g, '+').replace(/_/g, '/');
      const url = (s: string) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const parsed = JSON.parse(atob(b64(claims))) as { exp: number };
      parsed.exp = Math.floor(Date.now() / 1000) - 60;
      stored.state.token = `${header}.${url(btoa(JSON.stringify(parsed)))}.${'A'.repeat(signature.length)}`;
      localStorage.setItem('auth-storage', JSON.stringify(stored));
    });
    await outside.close();
    const { page } = await throttledPage(context);
    await page.goto(`${side.url}/transactions`, { waitUntil: 'load' });
    await frameWhen(page, 'rows');
    const r = await readRecord(page);
    const calls = await apiCalls(page);
    const refresh = calls.find((c) => c.path === CALLS.getNewToken.path);
    if (process.env.RUM_VERBOSE) {
      say(
        `  ${side.name}, token refused: rows on screen at ${Math.round(r.seen.rows ?? Number.NaN)} ms; calls before them:`,
      );
      for (const c of calls) say(`    ${Math.round(c.start)}–${Math.round(c.end)} ms ${c.path}`);
    }
    // A side that never refreshed did not meet the refused token: its figures would not be this moment's.
    if (!refresh) throw new Error('no session refresh was made');
    const history = calls.filter((c) => c.path === CALLS.getTransactionHistory.path);
    return {
      refreshRows: r.seen.rows ?? Number.NaN,
      refreshFirstAsked: history[0]?.start ?? Number.NaN,
      refreshStart: refresh.start,
      refreshEnd: refresh.end,
      refreshAskedAgain: history.find((c) => c.start >= refresh.end)?.start ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
}

const say = (line: string) => console.log(line);

/**
 * The product calls the page made so far, in the order they were sent: when each left and when its
 * answer had arrived (page clock, ms), from the browser's resource timing.
 */
function apiCalls(page: Page): Promise<{ path: string; start: number; end: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .map((e) => ({
        path: new URL(e.name).pathname.slice('/api'.length),
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
      }))
      .sort((a, b) => a.start - b.start),
  );
}

/**
 * The server's own time for the history's page call, unthrottled, as the app asks it
 * (HISTORY_MAX_LIMIT rows a page, walking the cursor), one call at a time: p50 and p99.
 */
export async function historyPageCalls(side: RunningSide, calls = 200): Promise<Figures> {
  process.env.E2E_PORT = new URL(side.url).port;
  const { token } = await login(side.seeded.history.email, side.seeded.history.password);
  const times: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const page = await apiOk(
      CALLS.getTransactionHistory,
      { limit: HISTORY_MAX_LIMIT, ...(cursor ? { cursor } : {}) },
      { token },
    );
    times.push(performance.now() - started);
    const last = page.at(-1);
    cursor = last && page.length === HISTORY_MAX_LIMIT ? last.account_transaction_id : undefined;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { pageP50: at(0.5), pageP99: at(0.99) };
}
