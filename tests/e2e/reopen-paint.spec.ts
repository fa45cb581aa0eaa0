/**
 * Reopening /wallet signed in paints the customer's last balance before React's screen (decisions
 * 468, 472): with the wallet screen's code held back, the saved total, rows and "Last updated …" are
 * on the page; once the code arrives the app's own screen takes over in the same boxes, and the
 * total never leaves the screen nor changes, and nothing under the balance moves as the saved and
 * fresh figures arrive, beneath the painting or after it. A signed-out device, or another customer
 * signed in on it, paints nothing.
 */
import type { Page } from '@playwright/test';
import { login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { holdRequests } from './support/held.js';
import { goOffline, OFFLINE_CONSOLE_ERRORS, waitForServiceWorker } from './support/offline.js';
import { drawn, tops } from './support/positions.js';
import { followRequests, settled } from './support/settled.js';

const WALLET_CHUNK = /\/assets\/WalletScreen-[^/]+\.js$/;
const WALLET_LIST = /\/api\/exchange\/get-wallet-list$/;
const PARTS = ['.balance-amount', '.action-tiles', '.assets-card', '.asset-row'];
const PORTFOLIO = /\/api\/exchange\/get-portfolio$/;

/** Every layout shift of the page from its start: how far each moved box's top went. */
function recordShifts(): void {
  const w = window as unknown as { __shifts: { box: string; from: number; to: number }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[])
      for (const s of entry.sources)
        w.__shifts.push({
          box: (s.node as Element | undefined)?.className?.toString() ?? '',
          from: s.previousRect.y,
          to: s.currentRect.y,
        });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Removes one of the device's saved snapshots (src/offline/snapshots.ts: `<user>/<kind>`). */
const dropSnapshot = (page: Page, key: string) =>
  page.evaluate(
    (key) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('coinvault-offline');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('snapshots', 'readwrite');
          tx.objectStore('snapshots').delete(key);
          tx.oncomplete = () => {
            open.result.close();
            done();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
    key,
  );

/** The shifts recorded so far that moved the portfolio chart, the box under the balance card. */
const chartShifts = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __shifts: { box: string }[] }).__shifts.filter((s) =>
      s.box.includes('portfolio-chart-slot'),
    ),
  );

interface Frame {
  by: 'paint' | 'app';
  total: string | null;
  rects: Record<string, [number, number, number, number] | null>;
}

/** Every animation frame of the page: who draws the wallet (the painting or the app), its total and its boxes. */
function recordFrames(parts: string[]): void {
  const w = window as unknown as { __frames: Frame[]; __sawPaint: boolean };
  w.__frames = [];
  w.__sawPaint = false;
  new MutationObserver(() => {
    if (document.getElementById('boot-paint')) w.__sawPaint = true;
  }).observe(document, { childList: true, subtree: true });
  const tick = () => {
    const paint = document.getElementById('boot-paint');
    const scope = paint ?? document.getElementById('root');
    const box = (selector: string) => {
      const r = scope?.querySelector(selector)?.getBoundingClientRect();
      return r ? ([r.x, r.y, r.width, r.height].map(Math.round) as [number, number, number, number]) : null;
    };
    w.__frames.push({
      by: paint ? 'paint' : 'app',
      total: scope?.querySelector('.amount.balance-amount')?.textContent ?? null,
      rects: Object.fromEntries(parts.map((p) => [p, box(p)])),
    });
    if (w.__frames.length < 5000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
const sawPaint = (page: Page) => page.evaluate(() => (window as unknown as { __sawPaint: boolean }).__sawPaint);

/** Where the painting is kept: one localStorage entry, its owner inside (decision 472). */
const PAINT_KEY = 'coinvault-offline/wallet-paint';

/** The kept painting as stored, or null. */
const keptPaint = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { userId: string; data: { html: string } } | null,
    PAINT_KEY,
  );

/** The total in the kept painting, as it will be painted. */
async function keptTotal(page: Page): Promise<string | null> {
  const html = (await keptPaint(page))?.data.html ?? '';
  return page.evaluate((kept) => {
    const template = document.createElement('template');
    template.innerHTML = kept;
    return template.content.querySelector('.amount.balance-amount')?.textContent ?? null;
  }, html);
}

/**
 * The market walks every few seconds and the wallet follows it; the painting is kept again once the
 * browser is idle after each new total. Once every request is answered, this waits for the painting
 * to hold the total on screen, which is the one the snapshot holds (a painting older than the
 * snapshot hands over to the newer figure on a reopen: a change of figures, not what these tests
 * are about).
 */
async function paintCurrent(page: Page): Promise<void> {
  await settled(page);
  await expect
    .poll(() => keptTotal(page))
    .toBe(await page.locator('#root [data-testid="total-balance"]').textContent());
}

/** The painting is kept once the wallet has shown fresh figures and the browser had a moment. */
async function paintKept(page: Page, userId: string): Promise<void> {
  await expect.poll(async () => (await keptPaint(page))?.userId).toBe(userId);
}

/**
 * From the first frame that shows a total on: never a frame without one, and the same figure,
 * painted then drawn by the app from its snapshot. Returns that figure.
 */
function expectNoFlash(seen: Frame[]): string {
  const from = seen.findIndex((f) => f.total !== null);
  expect(from, 'a total on screen').toBeGreaterThanOrEqual(0);
  expect(seen[from]?.by, 'the first total is the painted one').toBe('paint');
  const after = seen.slice(from);
  expect(after.filter((f) => f.total === null).length, 'frames without a total after the first').toBe(0);
  const figures = [...new Set(after.map((f) => f.total))];
  expect(figures).toHaveLength(1);
  expect(figures[0]).toMatch(/\d/);
  return figures[0] ?? '';
}

/** The last painted frame and the app's first frame after it draw the same boxes. */
function expectSameBoxes(seen: Frame[]): void {
  const handOver = seen.findIndex((f, i) => f.by === 'app' && seen[i - 1]?.by === 'paint');
  expect(handOver, 'the app took over from the painting').toBeGreaterThan(0);
  const [before, after] = [seen[handOver - 1]!, seen[handOver]!];
  for (const part of PARTS) {
    expect(before.rects[part], `${part} painted`).not.toBeNull();
    expect(after.rects[part], `${part} where it was painted`).toEqual(before.rects[part]);
  }
}

test.describe('signed in', () => {
  /** The customer whose wallet was seen once with coins, its screen kept for the next reopen. */
  let userId = '';
  test.beforeEach(async ({ page, customer, signIn }) => {
    // The once-per-session 'Secure your account' popup is tested by the profile area.
    await page.addInitScript(() => sessionStorage.setItem('hasSeenAccountVerificationPopup', 'true'));
    await depositCoins((await login(customer.email, customer.password)).token, { BTC: '0.05', ETH: '1.2' });
    userId = (await signIn(page, customer)).user.id;
    followRequests(page);
    await page.goto('/wallet');
    await expect(page.getByTestId('total-balance')).toBeVisible();
    await paintKept(page, userId);
  });

  test('the saved balance is painted before the wallet screen loads, and the screen takes over in the same boxes', async ({
    page,
  }) => {
    await page.addInitScript(recordFrames, PARTS);
    await paintCurrent(page);
    const code = await holdRequests(page, WALLET_CHUNK);
    const answer = await holdRequests(page, WALLET_LIST);
    await page.reload({ waitUntil: 'commit' });
    const painted = page.locator('#boot-paint');
    // The figure the wallet last showed (it follows live prices, and so does what is kept).
    await expect(painted.locator('.amount.balance-amount')).toHaveText(/\d/);
    const paintedTotal = await painted.locator('.amount.balance-amount').textContent();
    await expect(painted.locator('.last-updated')).toHaveText(/^Last updated /);
    await expect(painted.locator('.asset-row').first()).toBeVisible();
    // Nothing of the app's wallet yet: its code, asked for once the painting is on screen, is held back.
    await expect.poll(() => code.asked()).toBe(true);
    await expect(page.locator('#root [data-testid="total-balance"]')).toHaveCount(0);

    code.release();
    await expect(page.locator('#root [data-testid="total-balance"]')).toHaveText(paintedTotal ?? '');
    await expect(painted).toHaveCount(0);
    // The painting's removal is on the page; the frame that draws the app alone is recorded next.
    await expect.poll(async () => (await frames(page)).at(-1)?.by).toBe('app');
    const seen = await frames(page);
    expect(expectNoFlash(seen)).toBe(paintedTotal);
    expectSameBoxes(seen);
    // The fresh answer replaces the saved figures and their age line, and nothing under the balance
    // moves up as the line goes: the total return, the chart and what follows keep their place.
    const below = ['.total-return-slot', '.portfolio-chart-slot', '.wallet-page > :last-child'].map((css) =>
      page.locator(`#root ${css}`).first(),
    );
    const where = () => tops(below);
    const before = await where();
    answer.release();
    await expect(page.locator('#root .balance-card .last-updated')).toHaveCount(0);
    await settled(page);
    expect(await where()).toEqual(before);
  });

  test('reopened under the painting, the screen beneath moves nothing as its saved and then fresh figures arrive', async ({
    page,
  }) => {
    await paintCurrent(page);
    await page.addInitScript(recordShifts);
    await page.reload();
    await expect(page.locator('#root [data-testid="total-balance"]')).toBeVisible();
    await expect(page.locator('#boot-paint')).toHaveCount(0);
    await settled(page);
    expect(await chartShifts(page)).toEqual([]);
  });

  test('reopened with fresh figures, the total return shown from the device with its age line moves nothing below it', async ({
    page,
  }) => {
    await expect(page.locator('#root [data-testid="total-return"]')).toBeVisible();
    // The return's fresh answer is kept on the device once it is in.
    await settled(page);
    // On a slow phone the wallet's fresh answer can come before its saved figures are read: the
    // wallet then shows no saved figures at all. Without its snapshot it does so every time.
    await dropSnapshot(page, `${userId}/wallet`);
    await page.addInitScript(recordShifts);
    const portfolio = await holdRequests(page, PORTFOLIO);
    await page.reload();
    const totalReturn = page.locator('#root [data-testid="total-return"]');
    // The wallet's figures are the server's, the return's the device's, with how old they are.
    await expect(page.locator('#root [data-testid="total-balance"]')).toBeVisible();
    await expect(totalReturn.locator('.last-updated')).toBeVisible();
    await drawn(page);
    expect(await chartShifts(page)).toEqual([]);
    // The fresh return replaces the saved one, its age line's place held.
    portfolio.release();
    await expect(totalReturn.locator('.last-updated')).toHaveCount(0);
    await settled(page);
    expect(await chartShifts(page)).toEqual([]);
  });

  test.describe('under the service worker, offline', () => {
    test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

    test('the reopened wallet shows the painted balance first, and the same figure from then on', async ({
      page,
      context,
    }) => {
      await waitForServiceWorker(page);

      await page.addInitScript(recordFrames, PARTS);
      await goOffline(context);
      // Offline, nothing new arrives: the painting is of the figures the reopen reads back.
      await paintCurrent(page);
      const reopened = await page.reload();
      expect(reopened?.fromServiceWorker()).toBe(true);
      await expect(page.locator('#root [data-testid="total-balance"]')).toBeVisible();
      await expect(page.locator('#boot-paint')).toHaveCount(0);
      await expect(page.locator('#root .balance-card .last-updated')).toBeVisible();
      // The painting's removal is on the page; the frame that draws the app alone is recorded next.
      await expect.poll(async () => (await frames(page)).at(-1)?.by).toBe('app');
      const seen = await frames(page);
      expectNoFlash(seen);
      expectSameBoxes(seen);
    });
  });

  test('a signed-out device and another customer signed in on it paint nothing', async ({ page }) => {
    await page.addInitScript(recordFrames, PARTS);

    // The session gone from the device (the painting stays stored): the sign-in page, nothing painted.
    const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
    await page.evaluate(() => localStorage.removeItem('auth-storage'));
    await page.goto('/wallet');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await sawPaint(page)).toBe(false);

    // Another customer signed in on this device, the first one's painting still stored: it is
    // not painted for them.
    const second = await registerUser();
    const other = await login(second.email, second.password);
    await page.evaluate(
      ({ second, auth }) => {
        const state = JSON.parse(auth ?? '{}');
        state.state = { ...state.state, token: second.token, refreshToken: second.refreshToken, user: second.user };
        localStorage.setItem('auth-storage', JSON.stringify(state));
      },
      { second: other, auth: stored },
    );
    expect((await keptPaint(page))?.userId).toBe(userId);
    const code = await holdRequests(page, WALLET_CHUNK);
    await page.goto('/wallet', { waitUntil: 'commit' });
    await expect.poll(() => code.asked()).toBe(true);
    code.release();
    await expect(page.locator('#root [data-testid="total-balance"]')).toBeVisible();
    expect(await sawPaint(page)).toBe(false);
  });

  test.describe('a hostile painting', () => {
    // Reading the markup reports its handlers to the page's CSP, which refuses them too; none runs.
    test.use({
      expectedConsoleErrors: /Executing inline event handler violates the following Content Security Policy/,
    });

    test('a kept painting is checked as input: nothing in it runs, links or loads from elsewhere', async ({ page }) => {
      const hostile = [
        '<script>window.__owned = 1</script>',
        '<img src="x" onerror="window.__owned = 2">',
        '<a href="javascript:window.__owned = 3" id="total-balance-label">link</a>',
        '<iframe src="javascript:parent.__owned = 4"></iframe>',
        '<svg><animate onbegin="window.__owned = 5" attributeName="x" dur="1s"></animate></svg>',
        '<svg><a><set attributeName="href" to="javascript:window.__owned = 6"></set><text>x</text></a></svg>',
        '<div style="background:url(https://elsewhere.invalid/x.png)"></div>',
        '<div style="background:\\75 rl(https://elsewhere.invalid/v.png)"></div>',
        '<div class="wallet-page"><section class="balance-card"><p class="amount balance-amount">AU$1.00</p></section></div>',
      ].join('');
      const keep = (data: object) =>
        page.evaluate(
          ({ key, userId, data }) => localStorage.setItem(key, JSON.stringify({ userId, savedAt: Date.now(), data })),
          { key: PAINT_KEY, userId, data },
        );
      // Nothing in a kept painting is ever asked for from anywhere else.
      const elsewhere: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(new URL(page.url()).origin)) elsewhere.push(r.url());
      });
      const base = { language: 'en', locale: 'en-US', lastUpdated: 'Last updated {age}' };

      await keep({ ...base, html: hostile, css: '.balance-amount { font-weight: 700 }' });
      const code = await holdRequests(page, WALLET_CHUNK);
      await page.reload({ waitUntil: 'commit' });
      const painted = page.locator('#boot-paint');
      await expect(painted.locator('.balance-amount')).toHaveText('AU$1.00');
      expect(
        await painted
          .locator('script, iframe, set, animate, [onerror], [onbegin], [href], [src], [id], [style*="url"]')
          .count(),
      ).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
      code.release();
      await expect(page.locator('#root [data-testid="total-balance"]')).toBeVisible();
      await expect(painted).toHaveCount(0);
      // The app keeps its own screen once the browser is idle: the sample below is written after
      // that, or the app's keeping would replace it.
      const keptHtml = async () => (await keptPaint(page))?.data.html ?? '';
      await expect.poll(keptHtml, { timeout: 30_000 }).not.toContain('AU$1.00');

      // Styles that would load from anywhere, written plainly or escaped: nothing is painted.
      await page.addInitScript(recordFrames, PARTS);
      for (const css of [
        '.balance-card { background: url(https://elsewhere.invalid/x.png) }',
        '.balance-card { background: \\75 rl(https://elsewhere.invalid/y.png) }',
        '@import "https://elsewhere.invalid/z.css"; .balance-card { color: red }',
        '.balance-card { background-image: image-set("https://elsewhere.invalid/w.png" 1x) }',
      ]) {
        await keep({ ...base, html: hostile, css });
        await page.reload();
        await expect(page.locator('#root [data-testid="total-balance"]')).toBeVisible();
        expect(await sawPaint(page), css).toBe(false);
        // The app keeps its own screen again once idle; the next sample is written after that.
        await expect.poll(keptHtml, { timeout: 30_000 }).not.toContain('AU$1.00');
      }
      expect(elsewhere).toEqual([]);
    });
  });
});
