/**
 * Signed-in devices and sign-in alerts end to end (decisions 136 and 137), in Chromium against
 * the real server: two browsers signed in through the form, each seeing both sessions with its
 * own marked "This device"; signing the other out ends it at its next call; a sign-in from a new
 * device emails the alert, whose "This wasn't me" link signs out everywhere and holds withdrawals.
 */
import type { Browser, Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import {
  apiCall,
  baseUrl,
  latestCode,
  login,
  type OutboxMessage,
  registerUser,
  STRONG_PASSWORD,
} from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { virtualAuthenticator } from './support/passkeys.js';
import { verifyIdentity } from './support/wallet.js';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE = 'Mobile Safari on Apple iPhone (iOS)';

/** A browser of its own (separate storage), signed in through the sign-in form. */
async function signedInBrowser(browser: Browser, user: { email: string; password: string }, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  // The once-per-session identity popup is the profile area's test.
  await page.addInitScript(() => sessionStorage.setItem('hasSeenAccountVerificationPopup', 'true'));
  await page.goto('/');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/wallet');
  return { context, page };
}

async function mailTo(email: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(email)}`);
  return (await res.json()) as OutboxMessage[];
}

const deviceRows = (page: Page) => page.getByTestId('session-row');

/** The access token a browser holds (the auth store in localStorage). */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token);
  expect(typeof token).toBe('string');
  return token as string;
}

/** The server refuses the token at once: its session was ended. */
async function expectRefused(token: string) {
  const r = await apiCall(CALLS.getWithdrawalLimits, {}, { token });
  expect(r.status).toBe(401);
}

/**
 * A browser whose session the server ended lands on the sign-in form, signed out. The "Session
 * Expired" notice on the way is accounts.spec's subject; here it is dismissed when it shows.
 */
async function landsOnSignIn(page: Page) {
  const form = page.getByRole('form', { name: 'Sign in' });
  const notice = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(form.or(notice).first()).toBeVisible();
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Continue' }).click();
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
  expect(stored.state?.isAuthenticated ?? false).toBe(false);
}

test('two browsers see both sessions; signing the other out ends it at its next call', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await registerUser();
  const a = await signedInBrowser(browser, user);
  const b = await signedInBrowser(browser, user, IPHONE_UA);

  await a.page.goto('/profile/security');
  await expect(deviceRows(a.page)).toHaveCount(2);
  const mine = deviceRows(a.page).filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Chrome Headless on Linux');
  await expect(mine).toContainText('Australia');
  const phone = deviceRows(a.page).filter({ hasText: IPHONE });
  await expect(phone).not.toContainText('This device');

  await b.page.goto('/profile/security');
  await expect(deviceRows(b.page).filter({ hasText: 'This device' })).toContainText(IPHONE);

  const phoneToken = await tokenOf(b.page);
  await a.page.getByRole('button', { name: `Sign out ${IPHONE}` }).click();
  await expect(a.page.getByText('Signed out on that device.')).toBeVisible();
  await expect(deviceRows(a.page)).toHaveCount(1);

  // The phone's token is refused from now on (its session is gone) and it lands on sign-in.
  await expectRefused(phoneToken);
  await b.page.reload();
  await landsOnSignIn(b.page);

  // "Sign out everywhere else" with a third browser.
  const c = await signedInBrowser(browser, user, IPHONE_UA);
  await a.page.reload();
  await expect(deviceRows(a.page)).toHaveCount(2);
  // It asks for the password first: a wrong one is refused on its field and signs nobody out.
  await a.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await dialog.getByLabel('Current password').fill('Not-The-Password-1!');
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  expect((await apiCall(CALLS.getWithdrawalLimits, {}, { token: await tokenOf(c.page) })).status).toBe(200);
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(a.page.getByText('Signed out everywhere else.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(deviceRows(a.page)).toHaveCount(1);
  await c.page.reload();
  await landsOnSignIn(c.page);
  // The owner is told, with the link that takes the account back.
  await expect
    .poll(async () =>
      (await mailTo(user.email)).some(
        (m) =>
          m.subject === 'CoinVault security alert: Your other devices were signed out' &&
          m.text.includes("This wasn't me"),
      ),
    )
    .toBe(true);
  for (const x of [a, b, c]) await x.context.close();
});

test('signing out everywhere else takes a passkey in place of the password', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await registerUser();
  const a = await signedInBrowser(browser, user);
  await virtualAuthenticator(a.page);
  await a.page.goto('/profile/security');
  await a.page.getByRole('button', { name: 'Add a passkey' }).click();
  const add = a.page.getByRole('dialog', { name: 'Add a passkey' });
  await add.getByLabel('Passkey name').fill('Laptop');
  await add.getByLabel('Current password').fill(user.password);
  const asked = Date.now();
  await add.getByRole('button', { name: 'Add passkey' }).click();
  // The account has no factor yet: the code emailed for the change confirms it (decision 492).
  await add
    .getByLabel('Code from the email')
    .fill(await latestCode(user.email, { after: asked, subject: /security change/ }));
  await add.getByRole('button', { name: 'Add passkey' }).click();
  await expect(add).toBeHidden();
  await expect(a.page.getByTestId('passkey-row')).toHaveCount(1);

  const b = await signedInBrowser(browser, user, IPHONE_UA);
  await a.page.reload();
  await expect(deviceRows(a.page)).toHaveCount(2);
  await a.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  // No password typed: the passkey stands for it.
  await dialog.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(a.page.getByText('Signed out everywhere else.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(deviceRows(a.page)).toHaveCount(1);
  await b.page.reload();
  await landsOnSignIn(b.page);
  for (const x of [a, b]) await x.context.close();
});

test("a new-device sign-in emails an alert whose 'This wasn't me' signs out everywhere and holds withdrawals", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const user = await registerUser();
  const a = await signedInBrowser(browser, user);
  expect((await mailTo(user.email)).filter((m) => m.subject.includes('security alert'))).toEqual([]);
  const b = await signedInBrowser(browser, user, IPHONE_UA);

  let alert: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      alert = (await mailTo(user.email)).find(
        (m) => m.subject === 'CoinVault security alert: New sign-in to your account',
      );
      return Boolean(alert);
    })
    .toBe(true);
  expect(alert?.text).toContain(`Device: ${IPHONE}`);
  expect(alert?.text).toContain('Country: Australia');
  expect(alert?.text).toMatch(/Time: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M \([^)]+ time\)/);
  const link = /This wasn't me: (\S+)/.exec(alert?.text ?? '')?.[1] ?? '';
  expect(link).toContain('/secure-account#');

  const phoneToken = await tokenOf(b.page);
  // Opened in the first browser, still signed in: it is signed out with the rest.
  await a.page.goto(link);
  await a.page.getByRole('button', { name: 'Sign out everywhere and reset my password' }).click();
  await expect(a.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(a.page.getByText(/paused withdrawals for 24 hours/)).toBeVisible();
  // Whether the phone learns it at this visit or at an earlier background call, it is signed out.
  await expectRefused(phoneToken);
  await b.page.goto('/profile/security');
  await landsOnSignIn(b.page);

  // The emailed reset code sets a new password; withdrawals stay held.
  const code = /Your code: (\d{6})/.exec((await mailTo(user.email))[0]?.text ?? '')?.[1] ?? '';
  const newPassword = `${STRONG_PASSWORD}-2`;
  await a.page.getByRole('textbox', { name: 'Code' }).fill(code);
  await a.page.getByRole('textbox', { name: 'New Password' }).fill(newPassword);
  await a.page.getByRole('textbox', { name: 'Confirm Password' }).fill(newPassword);
  await a.page.getByRole('button', { name: 'Reset Password' }).click();
  await a.page.waitForURL('**/reset-password/success');

  const session = await login(user.email, newPassword);
  await verifyIdentity(session.token);
  const withdrawal = await apiCall(
    CALLS.createWithdrawal,
    { amount: '0.001', cryptoAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', paymentRouteId: 1 },
    { token: session.token },
  );
  expect(withdrawal.answer).toMatchObject({ status: 'error', code: 'WITHDRAWALS_HELD' });
  expect(withdrawal.answer).toMatchObject({ message: expect.stringContaining('reported as not yours') });
  // The link works once.
  const again = await apiCall(CALLS.secureAccount, { token: link.split('#')[1] });
  expect(again.answer).toMatchObject({ code: 'LINK_INVALID' });
  for (const x of [a, b]) await x.context.close();
});
