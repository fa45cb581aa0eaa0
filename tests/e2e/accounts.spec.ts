/**
 * Accounts end to end, against the real server: sign-up with the code from the local outbox,
 * sign-in that survives a reload, a wrong password, a full password reset, and a session revoked
 * on the server that ends in Session Expired.
 */

import type { Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { apiCall, apiOk, latestCode, login, STRONG_PASSWORD, uniqueEmail } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { signInStaffThroughForm } from './support/staff.js';
import { enableTwoFactor, totpCode } from './support/wallet.js';

const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).getByText(text, { exact: true });

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The password reset code's mail, not the sign-up code's sent a moment before. */
const RESET_CODE_MAIL = /password reset code/;

/** Resets a password through the real calls, as someone with the mailbox would. */
async function resetThroughApi(email: string, password: string) {
  const after = Date.now() - 1000;
  await apiOk(CALLS.sendEmailOtp, { email, type: 2 });
  const otp = await latestCode(email, { after, subject: RESET_CODE_MAIL });
  await apiOk(CALLS.resetPassword, { email, otp, password });
}

test('sign up with the emailed code, sign in, and stay signed in after a reload', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Create Account' }).click();

  const submit = page.getByRole('button', { name: 'Create Account', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByLabel('Last Name', { exact: true }).fill('L');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm Password', { exact: true }).fill('other');
  await page.getByLabel('Date of Birth', { exact: true }).pressSequentially('17/05/1990');
  await page.getByLabel('Date of Birth', { exact: true }).blur();
  // Each rule's message shows under its field, and the form cannot be sent.
  await expect(page.getByText('Last name must be between 2 and 50 characters')).toBeVisible();
  await expect(
    page.getByText(
      'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
    ),
  ).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Date of Birth', { exact: true })).toHaveValue('17/05/1990');
  await expect(submit).toBeDisabled();

  await page.getByLabel('Last Name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(STRONG_PASSWORD);
  // The Terms of the visitor's region and the Privacy Policy must be accepted first.
  await expect(submit).toBeDisabled();
  const consent = page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ });
  await expect(consent.locator('xpath=..').getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
    'href',
    '/au/terms-and-conditions',
  );
  await expect(consent.locator('xpath=..').getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await consent.check();
  await expect(submit).toBeEnabled();
  const sentAfter = Date.now() - 1000;
  await submit.click();

  await expect(toast(page, 'We emailed you a code')).toBeVisible();
  await expect(page).toHaveURL('/verify-email');
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend Code/ })).toBeDisabled();
  await page.getByLabel('Verification Code', { exact: true }).fill(await latestCode(email, { after: sentAfter }));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect(toast(page, 'Verification successful!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL('/wallet');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
  expect(stored.state).toMatchObject({ isAuthenticated: true, user: { email, role: 'user', currency_code: 'AUD' } });
  expect(stored.state.token).toBeTruthy();
  expect(stored.state.refreshToken).toBeTruthy();

  await page.reload();
  await expect(page).toHaveURL('/wallet');
  // Signed in, the start page sends the visitor home.
  await page.goto('/');
  await expect(page).toHaveURL('/wallet');
});

test('sign-in shows a rule once its field is left; a guessable password shows under Password', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Email', { exact: true });
  await email.focus();
  await expect(page.getByText('Email is required')).toBeHidden();
  await email.blur();
  await expect(page.getByText('Email is required')).toBeVisible();
  await email.fill('someone@example.com');
  await expect(page.getByText('Email is required')).toBeHidden();

  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByLabel('Last Name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('guessable'));
  await page.getByLabel('Password', { exact: true }).fill('Lovelace1!');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Lovelace1!');
  await page.getByLabel('Date of Birth', { exact: true }).pressSequentially('17/05/1990');
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please fix all validation errors before proceeding')).toBeVisible();
  await expect(page).toHaveURL('/');
  await password.fill(STRONG_PASSWORD);
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
});

test('a wrong password is refused and nothing is stored', async ({ page, customer }) => {
  await signInThroughForm(page, customer.email, 'Wrong-Password-9');
  await expect(toast(page, 'Login failed. Please check your credentials.')).toBeVisible();
  await expect(page).toHaveURL('/');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
  expect(stored.state?.token ?? null).toBeNull();
});

test('on a slow phone the first toast is still read whole: its time starts when it is drawn', async ({
  page,
  customer,
}) => {
  // The toasts' code comes with the first toast. Held back 3 s, as a slow network holds it: the
  // success toast's 2 s must not have run out before it is on screen.
  await page.route(/\/assets\/ToastList-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 3_000));
    await route.continue();
  });
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL('/wallet');
  const shown = toast(page, 'Logged in successfully');
  await expect(shown).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.toast-success')).not.toHaveClass(/toast-leaving/);
  // And it still goes after its 2 s.
  await expect(shown).toBeHidden({ timeout: 10_000 });
});

test('the demo admin signs in with 2FA and lands on the merchant transaction history', async ({ page }) => {
  await signInStaffThroughForm(page);
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL('/admin-transactions-history');
});

test('what was typed stays when the page changes language: a screen is never mounted afresh once its code is in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/reset-password');
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  // The page draws itself again in German; the field is the same field, with what was typed.
  await page.locator('.auth-footer select').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('someone@example.com');
  await expect(page.getByRole('button', { name: 'Code senden' })).toBeEnabled();
});

test('reset the password with the emailed code: the old one stops working, the new one works', async ({
  page,
  customer,
}) => {
  const newPassword = 'Quiet-Meadow-77';
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/reset-password');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(toast(page, 'We emailed you a code')).toBeVisible();
  await expect(page).toHaveURL('/reset-password/confirm');

  await page.getByLabel('Code', { exact: true }).fill('12ab');
  await page.getByLabel('Code', { exact: true }).blur();
  await expect(page.getByText('Code must be numeric')).toBeVisible();
  await page
    .getByLabel('Code', { exact: true })
    .fill(await latestCode(customer.email, { after: sentAfter, subject: RESET_CODE_MAIL }));
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL('/reset-password/success');
  await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/');

  await signInThroughForm(page, customer.email, customer.password);
  await expect(toast(page, 'Login failed. Please check your credentials.')).toBeVisible();
  await signInThroughForm(page, customer.email, newPassword);
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL('/wallet');
});

test('the confirm page without an email goes back to /reset-password', async ({ page }) => {
  await page.goto('/reset-password/confirm');
  await expect(page).toHaveURL('/reset-password');
  await page.goto('/verify-email');
  await expect(page).toHaveURL('/');
});

test('a session revoked on the server ends in Session Expired at the next action, then /', async ({
  page,
  customer,
  signIn,
}) => {
  await signIn(page, customer);
  await page.goto('/wallet');
  await expect(page).toHaveURL('/wallet');

  // Someone with the mailbox resets the password: every session of the account ends.
  await resetThroughApi(customer.email, 'Brand-New-Pass-5');
  await page.reload();

  const dialog = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your session has expired for security reasons. Please log in again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
  expect(stored.state?.isAuthenticated).toBe(false);
});

test('the Session Expired notice is still there after a reload of the tab', async ({ page, customer, signIn }) => {
  await signIn(page, customer);
  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await resetThroughApi(customer.email, 'Brand-New-Pass-6');

  // The next page's calls are refused and the notice shows...
  await page.goto('/transactions');
  const dialog = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible();
  // ...and a reload (the session may end just as the customer reloads) does not lose it.
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/transactions');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/');
  // Dismissed, it does not come back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('asking for another code too soon says how long to wait', async ({ page, customer }) => {
  await page.goto('/reset-password');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL('/reset-password/confirm');
  await expect(page.getByRole('button', { name: /^Resend Code \(0:\d\d\)$/ })).toBeDisabled();

  await page.goBack();
  await expect(page).toHaveURL('/reset-password');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    page.getByText(
      /^Too many code requests\. Please wait \d+ seconds? before trying again\.$|^Too many code requests\. Please wait 1 minute before trying again\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^You can try again in 0:\d\d\.$/)).toBeVisible();
  await expect(page).toHaveURL('/reset-password');
});

test('log out revokes the session on the server and clears this browser', async ({ page, customer, signIn }) => {
  const session = await signIn(page, customer);
  await page.goto('/profile/account');
  await expect(page).toHaveURL('/profile/account');
  // The sign-in page asks where the new visitor is and keeps that for its session: held here, so
  // what is read below is what the sign-out left, not what the next visitor's page wrote.
  await page.route('**/api/geo', () => {});
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);

  const left = await page.evaluate(() => ({
    auth: JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state,
    keys: ['userCountryName', 'userCountry', 'userContinentCode', 'userCurrencyName', 'userTimeZone'].filter(
      (k) => sessionStorage.getItem(k) !== null,
    ),
  }));
  expect(left.auth).toMatchObject({ token: null, refreshToken: null, user: null, isAuthenticated: false });
  expect(left.keys).toEqual([]);
  const refresh = await apiCall(CALLS.getNewToken, { refreshToken: session.refreshToken });
  expect(refresh.status).toBe(401);
  await page.goto('/wallet');
  await expect(page).toHaveURL('/');
});

test('with 2FA on, sign-in asks for the authenticator code', async ({ page, customer }) => {
  const session = await login(customer.email, customer.password);
  // Switched on with the previous step's code, so the present step's is free for the sign-in below.
  const secret = await enableTwoFactor(session.token, customer.password);

  await signInThroughForm(page, customer.email, customer.password);
  const code = page.getByLabel('2FA code', { exact: true });
  await expect(code).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid 2FA code. Please try again.')).toBeVisible();

  await code.fill(totpCode(secret));
  // Editing the code answers the server's word on it.
  await expect(page.getByText('Invalid 2FA code. Please try again.')).toBeHidden();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL('/wallet');
});

/**
 * The 60 s wait ends with the empty code field still focused; the customer presses Resend Code
 * as a person does (press, a short pause, release). The button must not move under the pointer,
 * and that first press must send a code.
 */
async function firstResendPressSends(page: Page, codeLabel: string): Promise<void> {
  const code = page.getByLabel(codeLabel, { exact: true });
  await expect(code).toBeFocused();
  await page.clock.fastForward(61_000);
  const resend = page.getByRole('button', { name: 'Resend Code', exact: true });
  await expect(resend).toBeEnabled();
  const before = await resend.boundingBox();
  if (!before) throw new Error('Resend Code is not laid out');
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/users/send-email-otp')) sent++;
  });
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
  await expect.poll(() => sent).toBe(1);
  // Nothing moved it down (its label now counts down again, so only its place is compared).
  expect((await page.locator('[data-resend]').boundingBox())?.y).toBe(before.y);
  await expect(page.locator('.field-error')).toHaveCount(0);
}

test('the first press on Resend Code sends a code on the reset screen', async ({ page, customer }) => {
  await page.clock.install();
  await page.goto('/reset-password');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL('/reset-password/confirm');
  await firstResendPressSends(page, 'Code');
});

test('the first press on Resend Code sends a code on the verify-email screen', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByLabel('Last Name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('resend'));
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Date of Birth', { exact: true }).pressSequentially('17/05/1990');
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL('/verify-email');
  await firstResendPressSends(page, 'Verification Code');
});

test('where sign-up is closed, the Create Account tab says so before anything is typed', async ({ page }) => {
  // The geolocation answer for a visitor in the United States (the server refuses the same address).
  await page.route('**/api/geo', (route) =>
    route.fulfill({
      json: {
        ip: '8.8.8.8',
        country: 'US',
        countryName: 'United States',
        continentCode: 'NA',
        currency: 'USD',
        timezone: 'America/New_York',
        countryCode: 'US',
        isEu: false,
      },
    }),
  );
  await page.goto('/');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await expect(page.getByText(/^Registration unavailable\. Unfortunately, we do not currently support/)).toBeVisible();
  await expect(page.getByLabel('First Name', { exact: true })).toHaveCount(0);
  // Signing in stays open.
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
});
