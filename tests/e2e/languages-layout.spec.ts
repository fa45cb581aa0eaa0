/**
 * Every language at 360 px (decision 228): the main screens, shown in English, in the
 * pseudo-language (accented and 40 % longer) and in each translation, draw no text over other
 * text, push nothing past the window's edge, wrap no badge, and pass the accessibility checks. Screens are reached by address, so the
 * test reads no text of any language. SHOTS_DIR=... keeps a picture of each screen checked,
 * SHOTS_WIDTH=1280 checks (and pictures) the wide layout instead, E2E_ALL_LANGUAGES=1 adds the
 * translations not checked on every run.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { brokenWords, overlaps, sidewaysOverflow, wrappedBadges } from './support/overlaps.js';
import { staffSession } from './support/staff.js';
import { bitcoinAddress, openSession } from './support/wallet.js';

// English, the pseudo-language and the two longest translations on every run; the other four with
// E2E_ALL_LANGUAGES=1 (each language adds about half a minute).
const LANGUAGES = [
  'en',
  'pseudo',
  'de',
  'pl',
  ...(process.env.E2E_ALL_LANGUAGES ? ['fr', 'es', 'it', 'nl'] : []),
] as const;
type Shown = (typeof LANGUAGES)[number];

test.use({ viewport: { width: Number(process.env.SHOTS_WIDTH ?? 360), height: 800 } });

/** The screens, each with what shows once its data is in. */
const SIGNED_IN: Array<[path: string, ready: (page: Page) => Promise<void>]> = [
  ['/wallet', (page) => expect(page.getByTestId('total-balance')).toHaveText(/\d/)],
  ['/cash', (page) => expect(page.getByTestId('cash-balance')).toHaveText(/\d/)],
  ['/transactions', (page) => expect(page.locator('.tx-date').first()).toBeVisible()],
  ['/swap', (page) => expect(page.getByTestId('swap-balance')).toContainText('BTC')],
  ['/buy-sell', (page) => expect(page.getByRole('tab').first()).toBeVisible()],
  ['/profile/account', (page) => expect(page.locator('.language-picker select')).toBeVisible()],
  ['/profile/security', (page) => expect(page.locator('main h2').first()).toBeVisible()],
  ['/help', (page) => expect(page.locator('main h1').first()).toBeVisible()],
];

async function check(page: Page, language: Shown, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'pseudo' ? 'en-XA' : language);
  if (process.env.SHOTS_DIR)
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/${language}-${process.env.SHOTS_WIDTH ?? 360}-${name.replace(/\W+/g, '-')}.png`,
      fullPage: true,
    });
  expect(await sidewaysOverflow(page), `${language} ${name}: wider than the window`).toBe(0);
  expect(await overlaps(page), `${language} ${name}: overlapping text`).toEqual([]);
  expect(await wrappedBadges(page), `${language} ${name}: wrapped badges`).toEqual([]);
  // The pseudo-language's words are made longer than any real one: only real words must fit whole.
  if (language !== 'pseudo')
    expect(await brokenWords(page, '.action-tile'), `${language} ${name}: words broken in a tile`).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${language} ${name}: accessibility`,
  ).toEqual([]);
}

for (const language of LANGUAGES) {
  test(`in ${language}, the main screens neither overlap nor fail the accessibility checks`, async ({
    page,
    customer,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript((chosen) => localStorage.setItem('language', JSON.stringify(chosen)), language);

    await page.goto('/');
    await expect(page.locator('input[type="email"]').first()).toBeVisible();
    await check(page, language, 'sign-in');
    await page.goto('/privacy-policy');
    await expect(page.locator('#legal-title')).toBeVisible();
    await check(page, language, 'privacy policy');

    const session = await login(customer.email, customer.password);
    await depositCoins(session.token, { BTC: '0.0725', USDT: '483.853327' });
    // One deposit left unanswered: the question who sent it.
    await depositCoins(session.token, { ETH: '0.01' }, { keepUnanswered: true });
    await openSession(page, session);
    for (const [path, ready] of SIGNED_IN) {
      await page.goto(path);
      await ready(page);
      await check(page, language, path);
    }

    await page.goto('/wallet');
    await page.getByTestId('deposit-origin-notice').locator('a').first().click();
    await expect(page.locator('main input[type="radio"]').first()).toBeVisible();
    await check(page, language, 'deposit-origin');

    // The withdrawal's questions about who receives it, once an address is typed.
    await page.goto('/wallet');
    await page.locator('.action-tiles a[href="/assets/send"]').click();
    await page.locator('main button', { hasText: 'Bitcoin' }).click();
    await page.locator('main form input[autocomplete="off"]').first().fill(bitcoinAddress());
    await expect(page.getByTestId('beneficiary')).toBeVisible();
    await check(page, language, 'withdraw-beneficiary');
  });

  test(`in ${language}, the back-office neither overlaps nor fails the accessibility checks`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('language', JSON.stringify(chosen)), language);
    await openSession(page, await staffSession());
    for (const path of ['/admin', '/admin/cases', '/admin/customers']) {
      await page.goto(path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await check(page, language, path);
    }
  });
}
