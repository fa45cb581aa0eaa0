/**
 * Passkeys end to end (decision 138), in Chromium against the real server, with Chromium's virtual
 * authenticator standing in for the device: a passkey added in Profile → Security (password and
 * 2FA code) signs in without password or code, confirms a withdrawal instead of the 2FA code, is
 * renamed, and removed (confirmed with the passkey). A cancelled request, a passkey the server no
 * longer knows and a signature counter that goes backwards each get a clear message.
 */
import type { Page } from '@playwright/test';
import { OTP_TYPE } from '../../contract/accounts.js';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, baseUrl, latestCode, login, type OutboxMessage, registerUser, STRONG_PASSWORD } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { virtualAuthenticator } from './support/passkeys.js';
import {
  answerBeneficiary,
  balanceOf,
  bitcoinAddress,
  enableTwoFactor,
  openSession,
  totpCode,
  verifyIdentity,
} from './support/wallet.js';

const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).getByText(text, { exact: true });
const passkeyRows = (page: Page) => page.getByTestId('passkey-row');

async function mailTo(email: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(email)}`);
  return (await res.json()) as OutboxMessage[];
}

/**
 * Adds a passkey through Profile → Security, confirmed with the password and a 2FA code when given
 * a secret; without 2FA, with the code emailed for the change once asked (decision 492).
 */
async function addPasskeyInProfile(
  page: Page,
  name: string,
  user: { email: string; password: string },
  secret?: string,
) {
  const { password } = user;
  await page.goto('/profile/security');
  await expect(page.getByTestId('passkeys-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await expect(dialog.getByLabel('Passkey name')).toBeFocused();
  await dialog.getByLabel('Passkey name').fill(name);
  await dialog.getByLabel('Current password').fill(password);
  if (secret) await dialog.getByLabel('2FA code or recovery code').fill(totpCode(secret));
  else {
    await expect(dialog.getByLabel('2FA code or recovery code')).toHaveCount(0);
    // Said beforehand: the account has no factor yet, so the mailbox confirms it.
    await expect(dialog.getByText(/confirm with your password and a code we email you/)).toBeVisible();
  }
  const asked = Date.now();
  await dialog.getByRole('button', { name: 'Add passkey' }).click();
  if (!secret) {
    await expect(dialog.getByText('We emailed you a code. Enter it to confirm this change.')).toBeVisible();
    await expect(dialog.getByLabel('Code from the email')).toBeFocused();
    await dialog.getByLabel('Code from the email').fill(await emailedCode(user.email, asked));
    await dialog.getByRole('button', { name: 'Add passkey' }).click();
  }
  await expect(toast(page, 'Passkey added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(passkeyRows(page)).toHaveCount(1);
  await expect(passkeyRows(page)).toContainText(name);
  await expect(passkeyRows(page)).toContainText('Not used yet');
}

const emailedCode = (email: string, after: number) => latestCode(email, { after, subject: /security change/ });

/** A customer whose only factor is a passkey named "Phone", added in Profile, then logged out. */
async function passkeyOnlySignedOut(page: Page) {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  const authenticator = await virtualAuthenticator(page);
  await openSession(page, session);
  await addPasskeyInProfile(page, 'Phone', user);
  await page.goto('/profile/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  return { user, ...authenticator };
}

async function signInWithPasskey(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
}

/** A verified customer with BTC and 2FA on; answers the session and the 2FA secret. */
async function fundedCustomerWith2fa() {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { BTC: '0.05' });
  expect(await verifyIdentity(session.token)).toBe('approved');
  const secret = await enableTwoFactor(session.token, STRONG_PASSWORD);
  return { user, session: { ...session, user: { ...session.user, is2FA: true } }, secret };
}

test('a passkey added in Profile signs in, confirms a withdrawal, is renamed and removed', async ({ page }) => {
  test.setTimeout(240_000);
  const { user, session, secret } = await fundedCustomerWith2fa();
  await virtualAuthenticator(page);
  await openSession(page, session);

  await addPasskeyInProfile(page, 'Test laptop', user, secret);
  const alert = (await mailTo(user.email)).find((m) => m.subject === 'CoinVault security alert: A passkey was added');
  expect(alert?.text).toContain('Passkey: "Test laptop"');
  expect(alert?.text).toContain('/secure-account#');

  // Signed out, the passkey alone signs in: no password, no code.
  await page.goto('/profile/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await signInWithPasskey(page);
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(toast(page, 'Logged in successfully')).toBeVisible();

  // The withdrawal's 2FA dialog takes the passkey instead of the code.
  await page.goto('/assets/send');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw to Bitcoin' })).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill(bitcoinAddress());
  await page.getByLabel('Amount', { exact: true }).fill('0.0123');
  await answerBeneficiary(page, { owner: 'other', wallet: 'provider', provider: 'Sandbox', name: 'Ana Example' });
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
  await dialog.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page.getByRole('heading', { name: "You're withdrawing 0.0123 BTC" })).toBeVisible();
  // The session the passkey started (the first one ended at log out) reads the balance.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token);
  expect(await balanceOf(token, 'BTC')).toBe('0.0377');

  await page.goto('/profile/security');
  await expect(passkeyRows(page)).toContainText('Last used');
  await page.getByRole('button', { name: 'Rename Test laptop' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await rename.getByLabel('Passkey name').fill('');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename.getByText('Please enter a name for the passkey.')).toBeVisible();
  await rename.getByLabel('Passkey name').fill('Home laptop');
  await rename.getByLabel('Passkey name').press('Enter');
  await expect(toast(page, 'Passkey renamed.')).toBeVisible();
  await expect(passkeyRows(page)).toContainText('Home laptop');

  // Removing asks for confirmation: the password, and the passkey in place of the code.
  const removeButton = page.getByRole('button', { name: 'Remove Home laptop' });
  await removeButton.click();
  let remove = page.getByRole('dialog', { name: 'Remove "Home laptop"?' });
  await page.keyboard.press('Escape');
  await expect(remove).toBeHidden();
  await expect(removeButton).toBeFocused();
  await expect(passkeyRows(page)).toHaveCount(1);
  await removeButton.click();
  remove = page.getByRole('dialog', { name: 'Remove "Home laptop"?' });
  await remove.getByLabel('Current password').fill(user.password);
  await remove.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(toast(page, 'Passkey removed.')).toBeVisible();
  await expect(page.getByTestId('passkeys-empty')).toBeVisible();
  const removed = (await mailTo(user.email)).filter((m) => m.subject.endsWith('A passkey was removed'));
  expect(removed).toHaveLength(1);
});

test('a cancelled request, a passkey the server no longer knows and a counter that goes backwards are explained', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { user, cdp, authenticatorId } = await passkeyOnlySignedOut(page);

  // The device does not verify its user: the browser refuses, and the form says so.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await signInWithPasskey(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The passkey request was cancelled or timed out.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });

  // A copy of the passkey whose counter is behind the one the server saw last is refused.
  await signInWithPasskey(page);
  await expect(page).toHaveURL(/\/wallet$/);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  const [credential] = credentials;
  if (!credential) throw new Error('the virtual authenticator holds no passkey');
  await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: credential.credentialId });
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: { ...credential, signCount: 0 } });
  await page.goto('/profile/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await signInWithPasskey(page);
  await expect(page.getByRole('alert').filter({ hasText: 'older than one already seen' })).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl()}/`);

  // Removed on the server (a password reset by email that accepts losing the passkeys: decision
  // 490), the passkey no longer signs in.
  const asked = Date.now();
  await apiOk(CALLS.sendEmailOtp, { email: user.email, type: OTP_TYPE.passwordReset });
  const otp = await latestCode(user.email, { after: asked });
  await apiOk(CALLS.resetPassword, { email: user.email, otp, password: `${user.password}x`, without2fa: true });
  await signInWithPasskey(page);
  await expect(page.getByRole('alert').filter({ hasText: 'This passkey could not be verified.' })).toBeVisible();
});

test('with a passkey, turning 2FA off takes the password and the passkey instead of a code', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  const secret = await enableTwoFactor(session.token, STRONG_PASSWORD);
  await virtualAuthenticator(page);
  await openSession(page, { ...session, user: { ...session.user, is2FA: true } });
  await addPasskeyInProfile(page, 'Laptop', user, secret);

  await page.getByRole('button', { name: 'Turn off 2FA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off Two-Factor Authentication' });
  await dialog.getByRole('button', { name: 'Turn off 2FA' }).click();
  await expect(dialog.getByText('Enter a code from your authenticator app or a recovery code')).toBeVisible();
  // The password comes first: without it the device is not asked; the passkey stands for the code.
  await dialog.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(dialog.getByText('Enter your current password')).toBeVisible();
  await expect(dialog.getByText('Enter a code from your authenticator app or a recovery code')).toBeHidden();
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Two-Factor Authentication has been turned off')).toBeVisible();
  const settings = await apiOk(CALLS.getSecuritySettings, {}, { token: session.token });
  expect(settings.is2FA).toBe(false);
});

test('an account with a passkey and no 2FA adds or removes one only with the passkey it has', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await virtualAuthenticator(page);
  await openSession(page, session);
  await addPasskeyInProfile(page, 'Phone', user);

  // The password alone is not enough (decision 492): the passkey the account has confirms it.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await expect(add.getByText(/confirm with your password and a passkey you already have/)).toBeVisible();
  await add.getByLabel('Passkey name').fill('Laptop');
  await add.getByLabel('Current password').fill(user.password);
  await add.getByRole('button', { name: 'Add passkey' }).click();
  await expect(add.getByText('Confirm this change with a passkey you already have.')).toBeVisible();
  await expect(add.getByLabel('Code from the email')).toHaveCount(0);
  await expect(add.getByRole('button', { name: 'Use a passkey instead' })).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove "Phone"?' });
  await expect(remove.getByText(/Confirm with your password and a passkey\./)).toBeVisible();
  await remove.getByLabel('Current password').fill(user.password);
  await remove.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(remove.getByText('Confirm this change with a passkey you already have.')).toBeVisible();
  await expect(passkeyRows(page)).toHaveCount(1);
  await remove.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(toast(page, 'Passkey removed.')).toBeVisible();
  await expect(page.getByTestId('passkeys-empty')).toBeVisible();
});

test('a reset by email of a passkey-only account asks first, then removes the passkeys and pauses withdrawals', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { user } = await passkeyOnlySignedOut(page);

  const newPassword = `${user.password}x`;
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/reset-password/confirm`);
  // The reset's mail: a code mailed to the new customer a moment before is "after" too.
  await page
    .getByLabel('Code', { exact: true })
    .fill(await latestCode(user.email, { after: asked, subject: /password reset code/ }));
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  // The emailed code alone is refused (decision 490): the screen says why and asks for consent.
  const step = page.getByRole('group', { name: 'Passkeys' });
  await expect(step.getByRole('alert')).toContainText('Your account is protected by a passkey');
  await expect(page).toHaveURL(`${baseUrl()}/reset-password/confirm`);
  // Refused, nothing changed: the old password still signs in and the passkey is still there.
  const before = await login(user.email, user.password);
  expect((await apiOk(CALLS.listPasskeys, {}, { token: before.token })).length).toBe(1);
  await step.getByRole('checkbox', { name: /Reset with the emailed code anyway/ }).check();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/reset-password/success`);

  // The passkey is gone: it no longer signs in; the new password does, and the customer was told.
  await signInWithPasskey(page);
  await expect(page.getByRole('alert').filter({ hasText: 'This passkey could not be verified.' })).toBeVisible();
  const mail = (await mailTo(user.email)).find((m) => /passkeys were removed/.test(m.subject));
  expect(mail?.text).toContain('withdrawals are paused until');
  const again = await login(user.email, newPassword);
  expect(await apiOk(CALLS.listPasskeys, {}, { token: again.token })).toEqual([]);
});
