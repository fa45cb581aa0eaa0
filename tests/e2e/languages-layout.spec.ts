/**
 * Every language on the main screens (decisions 228 and 340): shown in English, in the
 * pseudo-language (accented and 40 % longer) and in each translation, no screen draws text over
 * other text, pushes anything past the window's edge or wraps a badge, and every real language
 * passes the accessibility checks. Screens are reached by address or by coin names, so the test
 * reads no text of any language.
 *
 * - en, pseudo, de and pl: every main screen at 360 px (the pseudo-language for the layout only:
 *   it is no language a person reads).
 * - de and pl, the longest words: the wide layout at 1280 px on the screens whose layout changes.
 * - fr, es, it and nl: the accessibility and layout checks on a handful of main screens; with
 *   E2E_ALL_LANGUAGES=1 every main screen, as for the others.
 *
 * SHOTS_DIR=... keeps a picture of each screen checked, SHOTS_WIDTH=1280 checks (and pictures)
 * every main screen at that width instead.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { accessibilityViolations } from './support/accessibility.js';
import { apiOk, login, registerUser, type Session } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { holdPrice } from './support/market.js';
import { openInApp } from './support/open-in-app.js';
import { brokenText, overlaps, sidewaysOverflow, wrappedBadges } from './support/overlaps.js';
import { followRequests, settled } from './support/settled.js';
import { DEMO_COMPLIANCE, staffSession } from './support/staff.js';
import { bitcoinAddress, openSession } from './support/wallet.js';

// Each test has its own customer: the file's tests spread over the run's workers (decision 450).
test.describe.configure({ mode: 'parallel' });

type Shown = 'en' | 'pseudo' | 'de' | 'pl' | 'fr' | 'es' | 'it' | 'nl';

/** Every main screen, every run. */
const FULL: Shown[] = [
  'en',
  'pseudo',
  'de',
  'pl',
  ...(process.env.E2E_ALL_LANGUAGES ? ['fr', 'es', 'it', 'nl'] : []),
] as Shown[];
/** A handful of screens each, every run (decision 340). */
const LIGHT: Shown[] = process.env.E2E_ALL_LANGUAGES ? [] : ['fr', 'es', 'it', 'nl'];

const WIDTH = Number(process.env.SHOTS_WIDTH ?? 360);
test.use({ viewport: { width: WIDTH, height: 800 } });

/** A screen: its name, and how to open it and wait for its data. */
type Screen = [name: string, open: (page: Page) => Promise<void>];

/** Pages whose next visit loads the app afresh: the language is chosen as the app starts. */
const loadNext = new WeakSet<Page>();

/** Opens `path` in the running app (open-in-app.ts); the first visit in a language loads it. */
async function visit(page: Page, path: string): Promise<void> {
  if (!loadNext.delete(page)) return openInApp(page, path);
  await page.goto(path);
}

const at =
  (path: string, ready: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await visit(page, path);
    await ready(page);
  };
const heading = (page: Page) => expect(page.locator('main h1').first()).toBeVisible();
const emailField = (page: Page) => expect(page.locator('input[type="email"]').first()).toBeVisible();

const SIGNED_OUT: Screen[] = [
  ['sign-in', at('/', emailField)],
  ['sign-up', at('/signup', emailField)],
  ['privacy policy', at('/privacy-policy', (page) => expect(page.locator('#legal-title')).toBeVisible())],
];

const wallet = at('/wallet', (page) => expect(page.getByTestId('total-balance')).toHaveText(/\d/));
const buy = at('/buy-sell', (page) => expect(page.getByRole('tab').first()).toBeVisible());
const account = at('/profile/account', (page) => expect(page.locator('.language-picker select')).toBeVisible());
const cash = at('/cash', (page) => expect(page.getByTestId('cash-balance')).toHaveText(/\d/));

/** The withdrawal form with its questions about who receives it, once an address is typed. */
async function sendForm(page: Page): Promise<void> {
  await visit(page, '/assets/send');
  await page.locator('main button', { hasText: 'Bitcoin' }).click();
  await page.locator('main form input[autocomplete="off"]').first().fill(bitcoinAddress());
  await expect(page.getByTestId('beneficiary')).toBeVisible();
}

const SIGNED_IN: Screen[] = [
  ['wallet', wallet],
  [
    'asset detail',
    at('/asset-detail?coin=BTC', async (page) => {
      await expect(page.getByTestId('asset-balance')).toHaveText(/\d/);
      await expect(page.locator('[data-testid="order-row"][data-state="filled"]')).toBeVisible();
    }),
  ],
  ['cash', cash],
  ['transactions', at('/transactions', (page) => expect(page.locator('.tx-date').first()).toBeVisible())],
  [
    'transaction detail',
    async (page) => {
      await visit(page, '/transactions');
      await page.locator('.tx-row').first().click();
      await expect(page).toHaveURL(/\/transaction-detail$/);
      await heading(page);
    },
  ],
  ['swap', at('/swap', (page) => expect(page.getByTestId('swap-balance')).toContainText('BTC'))],
  ['buy', buy],
  [
    'sell',
    async (page) => {
      await buy(page);
      await page.getByRole('tab').nth(1).click();
      await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    },
  ],
  ['recurring buys', at('/recurring-buys', heading)],
  ['price alerts', at('/price-alerts', (page) => expect(page.getByTestId('filled-order').first()).toBeVisible())],
  [
    'receive',
    async (page) => {
      await visit(page, '/assets/receive');
      await page.locator('main button', { hasText: 'Bitcoin' }).click();
      await expect(page.getByTestId('deposit-address')).toHaveText(/^bc1/);
    },
  ],
  [
    'deposit origin',
    async (page) => {
      await wallet(page);
      await page.getByTestId('deposit-origin-notice').locator('a').first().click();
      await expect(page.locator('main input[type="radio"]').first()).toBeVisible();
    },
  ],
  ['send form', sendForm],
  [
    'withdrawal review',
    async (page) => {
      await sendForm(page);
      await page.locator('main form input[inputmode="decimal"]').first().fill('0.01446464');
      await page.locator('input[name="owner"][value="self"]').check();
      await page.locator('input[name="wallet"][value="self_hosted"]').first().check();
      await page.locator('main form button[type="submit"]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  ],
  ['profile menu', at('/profile', heading)],
  ['profile account', account],
  ['verification', at('/profile/verification', heading)],
  ['security', at('/profile/security', (page) => expect(page.locator('main h2').first()).toBeVisible())],
  ['address book', at('/profile/addressBook', heading)],
  ['notifications', at('/profile/notifications', heading)],
  ['help', at('/help', heading)],
];

/** The light pass: the screens with the most words of their own, signed out and in. */
const LIGHT_SIGNED_OUT = SIGNED_OUT.filter(([name]) => name === 'sign-up');
const LIGHT_SIGNED_IN = SIGNED_IN.filter(([name]) => ['wallet', 'send form', 'profile account'].includes(name));

/** At 1280 px: the screens whose layout changes from the phone's (columns, side navigation). */
const WIDE_SIGNED_OUT = SIGNED_OUT.filter(([name]) => name === 'sign-in');
const WIDE_SIGNED_IN = SIGNED_IN.filter(([name]) =>
  [
    'wallet',
    'asset detail',
    'cash',
    'transactions',
    'swap',
    'buy',
    'send form',
    'profile account',
    'security',
  ].includes(name),
);

async function check(page: Page, language: Shown, name: string, o: { axe: boolean }): Promise<void> {
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'pseudo' ? 'en-XA' : language);
  const width = page.viewportSize()?.width ?? WIDTH;
  if (process.env.SHOTS_DIR)
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/${language}-${width}-${name.replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
  const where = `${language} ${width} px ${name}`;
  expect(await sidewaysOverflow(page), `${where}: wider than the window`).toBe(0);
  expect(await overlaps(page), `${where}: overlapping text`).toEqual([]);
  expect(await wrappedBadges(page), `${where}: wrapped badges`).toEqual([]);
  // The pseudo-language's words are made longer than any real one: only real words must fit whole.
  // Soft: one run names every broken word of every screen, in the message's first line, which is
  // the line a run's summary keeps.
  if (language !== 'pseudo') {
    const broken = await brokenText(page);
    expect.soft(broken, `${where}: text broken mid-word: ${broken.join('; ')}`).toEqual([]);
  }
  if (!o.axe) return;
  expect(await accessibilityViolations(page), `${where}: accessibility`).toEqual([]);
}

/** Shows the app in `language` from the next visit on. */
async function showIn(page: Page, language: Shown): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('language', JSON.stringify(chosen)), language);
  loadNext.add(page);
}

/**
 * A customer with coins, a swap's worth of history, one deposit whose sender is asked for, and a
 * filled order: listed on Bitcoin's screen and, not yet seen, on the price alerts screen.
 */
async function fundedSession(customer: { email: string; password: string }): Promise<Session> {
  const session = await login(customer.email, customer.password);
  await depositCoins(session.token, { BTC: '0.0725', USDT: '483.853327' });
  await depositCoins(session.token, { ETH: '0.01' }, { keepUnanswered: true });
  await filledOrder(session);
  return session;
}

/**
 * 50 USDT into Bitcoin at a price the market is past already, filled by the next tick. Letting go
 * of Bitcoin's price (which no spec holds) runs that tick at once, as a price hold does.
 */
async function filledOrder(session: Session): Promise<void> {
  const placed = await apiOk(
    CALLS.createOrder,
    { kind: 'limit', sourceCurrencyId: 'USDT', targetCurrencyId: 'BTC', sourceCurrencyAmount: '50', price: '0.000001' },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  await holdPrice('BTC', null);
  await expect
    .poll(async () => {
      const orders = await apiOk(CALLS.getOrders, {}, { token: session.token });
      return orders.find((o) => o.order_id === placed.order_id)?.state;
    })
    .toBe('filled');
}

/**
 * Each language in turn, on one page and one session: the screens out, then in. The
 * accessibility checks run for every real language unless `axe` is false.
 */
async function walk(
  page: Page,
  session: Session,
  languages: readonly Shown[],
  screens: { out: Screen[]; in: Screen[] },
  { axe = true } = {},
): Promise<void> {
  const each = async (list: Screen[]) => {
    for (const language of languages) {
      await showIn(page, language);
      for (const [name, open] of list) {
        await open(page);
        // The review dialog is measured for its layout only: its page behind it is the send form's.
        await check(page, language, name, { axe: axe && language !== 'pseudo' && name !== 'withdrawal review' });
      }
    }
  };
  followRequests(page);
  await page.goto('/');
  await each(screens.out);
  await openSession(page, session);
  await each(screens.in);
}

/** The compliance officer's sections (an admin sees only staff): each with what it lists. */
const BACK_OFFICE = ['/admin/cases', '/admin/approvals', '/admin/audit', '/admin/travel-rule'];

/** A back-office section, its data drawn: a customer's desk is waited for to its tables. */
async function openBackOffice(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  if (path.includes('?id=')) await expect(page.locator('main table').first()).toBeVisible();
}

for (const language of FULL) {
  test(`in ${language}, the main screens neither overlap nor fail the accessibility checks`, async ({
    page,
    customer,
  }) => {
    // About twenty screens, each waited for and measured: 1.4 to 1.6 minutes on two busy cores.
    test.setTimeout(480_000);
    await walk(page, await fundedSession(customer), [language], { out: SIGNED_OUT, in: SIGNED_IN });
  });

  test(`in ${language}, the back-office neither overlaps nor fails the accessibility checks`, async ({ page }) => {
    test.setTimeout(240_000);
    // A customer with transactions, so the desk's tables (state, owner, status) are drawn.
    const customer = await registerUser();
    const session = await login(customer.email, customer.password);
    await depositCoins(session.token, { BTC: '0.0125' });
    const sections = [...BACK_OFFICE, `/admin/customers?id=${session.user.id}`];
    await page.addInitScript((chosen) => localStorage.setItem('language', JSON.stringify(chosen)), language);
    await openSession(page, await staffSession(DEMO_COMPLIANCE));
    followRequests(page);
    for (const path of sections) {
      await openBackOffice(page, path);
      await check(page, language, path, { axe: language !== 'pseudo' });
    }
    // The back-office is a desk's screen: its tables' headers and states at 1280 px, in English and
    // in the longest words (issue 43: "Stat|e", "Owne|r", "Comple|ted" were drawn there).
    if (!['en', 'de', 'pl'].includes(language)) return;
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of sections) {
      await openBackOffice(page, path);
      await check(page, language, path, { axe: false });
    }
  });
}

if (LIGHT.length > 0)
  test(`in ${LIGHT.join(', ')}, a handful of main screens neither overlap nor fail the accessibility checks`, async ({
    page,
    customer,
  }) => {
    test.setTimeout(480_000);
    await walk(page, await fundedSession(customer), LIGHT, { out: LIGHT_SIGNED_OUT, in: LIGHT_SIGNED_IN });
  });

test('at 1280 px, the wide layout holds the longest words, in German and Polish', async ({ page, customer }) => {
  test.skip(WIDTH === 1280, 'SHOTS_WIDTH=1280 checks every screen at that width already');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The accessibility checks ran on these screens at 360 px: the width changes the layout, not the words.
  await walk(
    page,
    await fundedSession(customer),
    ['de', 'pl'],
    { out: WIDE_SIGNED_OUT, in: WIDE_SIGNED_IN },
    { axe: false },
  );
});
