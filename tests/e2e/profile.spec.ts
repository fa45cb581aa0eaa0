/**
 * Profile and security end to end, against the real server: 2FA set-up with a code computed from
 * the secret the page shows and sign-in with a code, identity verification through the sandbox
 * widget (approved and rejected), password change, account closure, profile edit, mobile menu.
 */

import { CALLS } from '../../contract/calls/index.js';
import { accessibilityViolations } from './support/accessibility.js';
import { apiCall, apiOk, baseUrl, latestCode, login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { held } from './support/held.js';
import { openInApp } from './support/open-in-app.js';
import { enableTwoFactor, totpCode } from './support/wallet.js';

// Each test has its own customer: the file's tests spread over the run's workers (decision 450).
test.describe.configure({ mode: 'parallel' });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('enable 2FA with a code from the shown secret, sign out, then sign in with a code', async ({
  page,
  customer,
  signIn,
}) => {
  test.setTimeout(240_000);
  await signIn(page, customer);
  await page.goto('/profile/security');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page.getByText('Please generate a secret code first')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Secret Code' }).click();
  const secretBox = page.locator('#totp-secret');
  await expect(secretBox).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code to add this account/ }).locator('canvas')).toBeVisible();
  const secret = (await secretBox.getAttribute('data-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page.getByText('Please enter verification code')).toBeVisible();
  await expect(page.getByText('Enter your current password')).toBeVisible();
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
  await page.getByLabel('Current password').fill('Not-My-Password-1');
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current password').fill(customer.password);
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page.getByText('Invalid verification code')).toBeVisible();

  // The account had no factor: the change takes the code emailed for it too (decision 492).
  const asked = Date.now();
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page.getByText('We emailed you a code. Enter it to confirm this change.')).toBeVisible();
  await expect(page.getByLabel('Code from the email')).toBeFocused();
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page.getByText('Enter the code we emailed you.')).toBeVisible();
  const emailCode = await latestCode(customer.email, { after: asked, subject: /security change/ });
  await page.getByLabel('Code from the email').fill(emailCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page.getByLabel('Code from the email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Two-Factor Authentication has been successfully enabled')).toHaveCount(0);
  await page.getByLabel('Code from the email').fill(emailCode);
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  // The ten recovery codes, shown once; Done waits for the confirmation that they are saved.
  const codes = page.getByTestId('recovery-codes').locator('code');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  await expect(page.getByRole('button', { name: 'Done' })).toBeDisabled();
  await page.getByLabel("I've saved my recovery codes").check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-Factor Authentication has been successfully enabled')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(page.getByText('10 unused recovery codes.')).toBeVisible();

  // The anti-phishing code is active now, and needs the password.
  await page.getByLabel('Anti-phishing code').fill('Blue Harbour');
  await page.getByRole('button', { name: 'Save code' }).click();
  await expect(page.getByText('Enter your current password')).toBeVisible();
  await page.getByLabel('Current password').fill(customer.password);
  await page.getByRole('button', { name: 'Save code' }).click();
  await expect(page.locator('.anti-phishing-current')).toHaveText('Blue Harbour');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  const noCode = await apiCall(CALLS.login, { email: customer.email, password: customer.password });
  expect(noCode.answer).toMatchObject({ code: 'OTP_REQUIRED' });

  // Sign in with a recovery code instead of the authenticator's code.
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const codeBox = page.getByLabel('2FA code');
  await expect(codeBox).toBeVisible();
  await codeBox.fill(recoveryCodes[0]!.toLowerCase());
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);

  // Turn 2FA off with the password and a code.
  await page.goto('/profile/security');
  await expect(page.getByText('9 unused recovery codes.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn off 2FA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off Two-Factor Authentication' });
  await dialog.getByLabel('Current password').fill(customer.password);
  await dialog.getByLabel('2FA code or recovery code').fill(recoveryCodes[0]!);
  await dialog.getByRole('button', { name: 'Turn off 2FA' }).click();
  await expect(dialog.getByText('Invalid verification code')).toBeVisible();
  await dialog.getByLabel('2FA code or recovery code').fill(recoveryCodes[1]!);
  await dialog.getByRole('button', { name: 'Turn off 2FA' }).click();
  await expect(page.getByText('Two-Factor Authentication has been turned off')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Secret Code' })).toBeVisible();
  expect((await apiCall(CALLS.login, { email: customer.email, password: customer.password })).answer).toMatchObject({
    status: 'success',
  });
});

test('sign-in 2FA step: the tenth wrong code shows when codes are accepted again', async ({ page, customer }) => {
  test.setTimeout(240_000);
  const session = await login(customer.email, customer.password);
  const secret = await enableTwoFactor(session.token, customer.password);
  await page.goto('/');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const codeBox = page.getByLabel('2FA code');
  await expect(codeBox).toBeVisible();
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
  // Nine wrong codes elsewhere (one counter for every call that checks a code), the tenth here.
  for (let i = 0; i < 9; i++) await apiCall(CALLS.verify2fa, { otp: wrong }, { token: session.token });
  await codeBox.fill(wrong);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // A time today, or with its date when it falls after midnight in the profile's time zone.
  await expect(
    page.getByText(/Too many incorrect codes\. .* Codes are accepted again at (.* at )?\d{1,2}:\d{2}/),
  ).toBeVisible();
  await codeBox.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/Codes are accepted again at/)).toBeVisible();
  await expect(page).not.toHaveURL(/\/wallet$/);
});

async function verifyThroughSandbox(page: import('@playwright/test').Page) {
  await page.goto('/profile/verification');
  await expect(page.getByRole('heading', { name: 'Individual' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Verification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Verification' });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('iframe[title="Identity verification"]');
  await frame.getByLabel(/passport, ID card/).setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await frame.getByLabel('A photo of your face').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await frame.getByRole('button', { name: 'Submit for review' }).click();
  return dialog;
}

test('verify identity through the sandbox widget to Verification Complete', async ({ page, customer, signIn }) => {
  await signIn(page, customer);
  const dialog = await verifyThroughSandbox(page);
  await expect(dialog.getByRole('heading', { name: 'KYC Approved!' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Verification Complete')).toBeVisible();
  await expect(page.getByText('Your account has been successfully verified')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Verification' })).toHaveCount(0);
});

test('the sandbox identity widget takes files chosen before its script ran', async ({ page, customer, signIn }) => {
  await signIn(page, customer);
  // A slow network: the widget's script arrives after the customer picked both files.
  const widget = held();
  await page.route('**/sandbox/kyc/widget.js', async (route) => {
    await widget.wait;
    await route.continue();
  });
  await page.goto('/profile/verification');
  await page.getByRole('button', { name: 'Start Verification' }).click();
  const frame = page.frameLocator('iframe[title="Identity verification"]');
  await frame.getByLabel(/passport, ID card/).setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await frame.getByLabel('A photo of your face').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  widget.release();
  await expect(frame.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
});

test("a 'Reject' user ends at Verification Failed", async ({ page, signIn }) => {
  if (process.env.SHOTS_WIDTH) await page.setViewportSize({ width: Number(process.env.SHOTS_WIDTH), height: 800 });
  const user = await registerUser({ lastName: 'Rejectson' });
  await signIn(page, user);
  const dialog = await verifyThroughSandbox(page);
  await expect(dialog.getByRole('heading', { name: 'KYC Rejected' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Verification Failed')).toBeVisible();
  await expect(page.getByText('We could not verify your identity. Email our support team')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@coinvault.example' })).toHaveAttribute(
    'href',
    'mailto:support@coinvault.example',
  );
  if (process.env.SHOTS_DIR)
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/verification-failed-${process.env.SHOTS_WIDTH ?? 1280}.png`,
    });
});

test('a failed verification leads to Help, where the customer can write to support', async ({ page, signIn }) => {
  const user = await registerUser({ lastName: 'Rejectson' });
  await signIn(page, user);
  const dialog = await verifyThroughSandbox(page);
  await expect(dialog.getByRole('heading', { name: 'KYC Rejected' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.locator('.kyc-card-text').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('change password: rules, errors clearing on edit, success', async ({ page, customer, signIn }) => {
  await signIn(page, customer);
  await page.goto('/profile/security');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is required')).toBeVisible();
  await expect(dialog.getByText('New password is required')).toBeVisible();
  await expect(dialog.getByText('Please confirm your password')).toBeVisible();
  await dialog.getByLabel('Current password').fill('x');
  await expect(dialog.getByText('Current password is required')).toBeHidden();

  await dialog.getByLabel('Current password').fill('Not-My-Password-1');
  await dialog.getByLabel('New password', { exact: true }).fill('Short1!');
  await dialog.getByLabel('Confirm new password').fill('Short1!');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();

  await dialog.getByLabel('New password', { exact: true }).fill('Fresh-Meadow-88');
  await dialog.getByLabel('Confirm new password').fill('Fresh-Meadow-89');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();

  await dialog.getByLabel('Confirm new password').fill('Fresh-Meadow-88');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

  await dialog.getByLabel('Current password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The password has been successfully changed')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  await expect(login(customer.email, customer.password)).rejects.toThrow(/INVALID_CREDENTIALS/);
  await expect(login(customer.email, 'Fresh-Meadow-88')).resolves.toMatchObject({ user: { email: customer.email } });
});

test('close an empty account: success, signed out after 2 s, sign-in refused', async ({ page, customer, signIn }) => {
  await signIn(page, customer);
  await page.goto('/profile/security');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByText('Enter your current password')).toBeVisible();
  await dialog.getByLabel('Current password').fill('Not-My-Password-1');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Current password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account has been successfully deleted')).toBeVisible();
  // The app's live updates ask the server now, while the message shows: the closed account's
  // refused call must not turn the closing into a "session expired" that never leaves the page.
  const refused = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await refused;
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await expect(page.getByRole('dialog', { name: /session/i })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).not.toContain('"isAuthenticated":true');
  await expect(login(customer.email, customer.password)).rejects.toThrow(/INVALID_CREDENTIALS/);
});

test('closure is refused while a card purchase is open, naming it', async ({ page, customer, signIn }) => {
  const { token } = await login(customer.email, customer.password);
  const profile = { address: '1 Harbour Street', city: 'Sydney', state: 'NSW', postal: '2000' };
  await apiOk(CALLS.updateProfile, profile, { token });
  const base = baseUrl();
  await apiOk(
    CALLS.initTransaction,
    {
      amount: '20',
      currency: 'AUD',
      crypto_value: '0.00001',
      crypto_currency: 'BTC',
      success_url: `${base}/success`,
      decline_url: `${base}/decline`,
      fail_url: `${base}/fail`,
      cancel_url: `${base}/cancel`,
    },
    { token, idempotencyKey: crypto.randomUUID() },
  );
  await signIn(page, customer);
  await page.goto('/profile/security');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await dialog.getByLabel('Current password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('A card purchase is still open.');
  await expect(login(customer.email, customer.password)).resolves.toMatchObject({ user: { email: customer.email } });
});

test('account section: read-only details, Save Changes only after a change', async ({ page, customer, signIn }) => {
  await signIn(page, customer);
  await page.goto('/profile/account');
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByText('12/04/1990')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await page.getByLabel('City').fill('Hobart');
  await expect(save).toBeEnabled();
  await page.getByLabel('Postcode').fill('7000');
  await save.click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Hobart');
});

test('at 1280 px each security card is as tall as what it holds, beside the long devices list', async ({
  page,
  customer,
  signIn,
}) => {
  // More devices make the devices card the tallest of its row.
  for (let i = 0; i < 4; i++) await login(customer.email, customer.password);
  await signIn(page, customer);
  await page.goto('/profile/security');
  await expect(page.getByText('Anti-phishing code', { exact: false }).first()).toBeVisible();
  await expect(page.locator('.security-card').filter({ hasText: 'This device' })).toBeVisible();
  const emptyBelow = await page.locator('.security-card').evaluateAll((cards) =>
    cards.map((card) => {
      const last = card.lastElementChild?.getBoundingClientRect().bottom ?? 0;
      const padding = Number.parseFloat(getComputedStyle(card).paddingBottom);
      return {
        card: card.querySelector('h2')?.textContent ?? '',
        empty: Math.round(card.getBoundingClientRect().bottom - last - padding),
      };
    }),
  );
  expect(emptyBelow.filter((c) => c.empty > 2)).toEqual([]);
});

test('mobile: the menu drills into a section and back', async ({ page, customer, signIn }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await signIn(page, customer);
  await page.goto('/profile/mobile');
  const menu = page.getByRole('navigation', { name: 'Profile sections' });
  for (const name of ['Account', 'Verification', 'Security', 'Log out'])
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  // This device's permission and the account's choices are shown apart, in plain words.
  await expect(page.getByRole('heading', { name: 'Notifications on this device' })).toBeVisible();
  await expect(page.getByTestId('push-state')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What to tell you about' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Enable all notifications' })).toHaveCount(0);
  await expect(page.getByText(/Orders|Conversions/)).toHaveCount(0);
  const all = page.getByRole('switch', { name: 'All topics, in the app and by email' });
  await expect(all).toBeChecked();
  await page.getByRole('switch', { name: 'Swaps' }).first().uncheck();
  await expect(all).not.toBeChecked();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/notifications-360.png`, fullPage: true });
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Profile sections' })).toBeVisible();
});

// Every section with a full accessibility scan, once per theme and width: a test each, so the
// four browsers of a run share them (one test of both took over three minutes on a loaded machine).
for (const [width, scheme] of [
  [1280, 'light'],
  [360, 'dark'],
] as const) {
  test(`every profile section passes the accessibility check at ${width} px in the ${scheme} theme`, async ({
    page,
    customer,
    signIn,
  }) => {
    test.setTimeout(360_000);
    await signIn(page, customer);
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of [
      '/profile/mobile',
      '/profile/account',
      '/profile/verification',
      '/profile/security',
      '/profile/addressBook',
      '/profile/notifications',
    ]) {
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(300);
      expect((await accessibilityViolations(page)).map((v) => `${width} ${scheme} ${path} ${v}`)).toEqual([]);
    }
  });
}
