/**
 * A frozen customer (decisions 237, 291, 292): frozen by two compliance officers, the customer
 * signs in and sees on every screen that the account is frozen with the way to support; buy, sell,
 * swap, send and cash withdraw are disabled with that reason before anything is pressed, and a
 * direct call is refused all the same. A customer signed in before the freeze sees it on the next
 * screen, and an unfreeze on the screen that is open (decision 390).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { FROZEN_REFUSED } from '../../contract/frozen.js';
import { apiCall, apiOk, login, registerUser, type Session } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { DEMO_COMPLIANCE, secondOfficer, staffSession } from './support/staff.js';
import { bitcoinAddress, openSession, verifyIdentity } from './support/wallet.js';

const BANNER = 'Your account is frozen while we review it.';
/** Where to save the screens at 360 and 1280 px, when set (the look is checked by eye). */
const SHOTS = process.env.FROZEN_SCREENSHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** A freeze or an unfreeze of the customer, asked by one compliance officer and approved by another. */
async function decide(kind: 'freeze' | 'unfreeze', customerId: string, second: Session) {
  const first = await staffSession(DEMO_COMPLIANCE);
  const asked = await apiOk(
    CALLS.requestApproval,
    { kind, customerId, reason: `${kind} for review` },
    { token: first.token, idempotencyKey: randomUUID() },
  );
  await apiOk(
    CALLS.decideApproval,
    { approvalId: asked.id, approve: true, reason: 'agreed' },
    { token: second.token, idempotencyKey: randomUUID() },
  );
}

test('a frozen customer sees why on every screen, finds money actions disabled, and is refused a direct call', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const user = await registerUser();
  const before = await login(user.email, user.password);
  expect(await verifyIdentity(before.token)).toBe('approved');
  await depositCoins(before.token, { BTC: '0.01' });

  // Two compliance officers freeze the account.
  await decide('freeze', before.user.id, await secondOfficer());

  const session = await login(user.email, user.password);
  expect((session.user as { frozen?: boolean }).frozen).toBe(true);
  await openSession(page, session);

  for (const path of ['/wallet', '/profile', '/transactions']) {
    await page.goto(path);
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/help');
  }
  await shoot(page, 'frozen-transactions');

  const notice = page.getByText('Not available while your account is frozen.');
  await page.goto('/swap');
  await expect(page.getByRole('button', { name: /^(Swap|Enter amount)$/ })).toBeDisabled();
  await expect(notice).toBeVisible();
  await shoot(page, 'frozen-swap');

  await page.goto('/buy-sell');
  await expect(page.getByRole('button', { name: /^Buy / })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Buy / })).toHaveAttribute('aria-describedby', 'frozen-notice');
  await page.getByRole('tab', { name: 'Sell' }).click();
  await expect(page.locator('form button[type="submit"]')).toBeDisabled();
  await expect(notice).toBeVisible();
  await shoot(page, 'frozen-sell');

  await page.goto('/assets/send');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await page.getByLabel('Address', { exact: true }).fill(bitcoinAddress());
  await page.getByLabel('Amount', { exact: true }).fill('0.001');
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await expect(notice).toBeVisible();

  await page.goto('/cash?tab=withdraw');
  await expect(page.getByText(BANNER)).toBeVisible();
  const review = page.getByRole('button', { name: 'Review withdrawal' });
  if ((await review.count()) > 0) await expect(review).toBeDisabled();

  // The server refuses the calls themselves, whatever the screen shows.
  for (const [call, body] of [
    [CALLS.createCashWithdrawal, { amount: '10.00', bank_account_id: randomUUID() }],
    [CALLS.swapCrypto, { fromCurrency: 'BTC', toCurrency: 'ETH', amount: '0.001' }],
  ] as const) {
    const refused = await apiCall(call, body as never, { token: session.token, idempotencyKey: randomUUID() });
    expect([refused.status, refused.answer]).toMatchObject([403, { code: 'ACCOUNT_FROZEN' }]);
  }
});

test('a customer already signed in sees a freeze on the next screen before any money call, and an unfreeze on the open screen', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  const second = await secondOfficer();
  await openSession(page, session);

  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await expect(banner).toHaveCount(0);

  await decide('freeze', session.user.id, second);

  // From here on: which calls the app makes, and whether any is refused.
  const paths: string[] = [];
  const refused: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname.replace(/^\/api/, '')));
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url());
  });

  // Reopened with the same access token: the first answers say the account is frozen.
  await page.goto('/wallet');
  await expect(banner).toBeVisible();
  await page.goto('/buy-sell');
  const buy = page.getByRole('button', { name: /^Buy / });
  await expect(buy).toBeDisabled();
  await expect(buy).toHaveAttribute('aria-describedby', 'frozen-notice');
  // Learned neither from a token refresh nor from a refused money call.
  expect(paths).not.toContain(CALLS.getNewToken.path);
  expect(paths.filter((p) => FROZEN_REFUSED.has(p))).toEqual([]);
  expect(refused).toEqual([]);

  // Unfrozen while the screen is open: the live updates' next answer brings the actions back.
  await decide('unfreeze', session.user.id, second);
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
  await expect(buy).not.toHaveAttribute('aria-describedby', 'frozen-notice');
  expect(paths).not.toContain(CALLS.getNewToken.path);
});
