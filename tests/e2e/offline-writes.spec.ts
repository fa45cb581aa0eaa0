/**
 * Every write needs a connection (decision 083): offline, each button that would write is
 * disabled and points at the notice that says why, as swap and withdraw do; nothing fails with a
 * generic error after being pressed. Also when the device is online but the server does not answer.
 */
import type { Page } from '@playwright/test';
import { login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import {
  explainedOffline,
  goOffline,
  goOnline,
  OFFLINE_CONSOLE_ERRORS,
  waitForServiceWorker,
} from './support/offline.js';
import { enableTwoFactor, openSession, totpCode } from './support/wallet.js';

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

/** SHOTS_DIR=... keeps a picture of the offline screen, to look at (SHOTS_WIDTH sets the width). */
async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  if (process.env.SHOTS_WIDTH) await page.setViewportSize({ width: Number(process.env.SHOTS_WIDTH), height: 800 });
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/offline-${name}.png` });
}

test('offline, every profile write is disabled with the reason, and works again online', async ({
  page,
  context,
  customer,
}) => {
  const first = await login(customer.email, customer.password);
  const secret = await enableTwoFactor(first.token, customer.password);
  // Signed in again with 2FA on, the anti-phishing code can be set.
  const session = await login(customer.email, customer.password, totpCode(secret));
  await openSession(page, session);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile/account');
  await waitForServiceWorker(page);
  const address = page.getByLabel('Address', { exact: true });
  await address.fill('12 Offline Street');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeEnabled();

  await goOffline(context);
  await explainedOffline(page, save, 'save your profile');
  await shot(page, 'account');
  await address.press('Enter');
  await expect(page.getByText('Failed to update profile')).toHaveCount(0);

  await page.getByRole('link', { name: 'Security' }).first().click();
  await explainedOffline(page, page.getByRole('button', { name: 'Change Password' }), 'change security settings');
  await explainedOffline(page, page.getByRole('button', { name: 'Delete Account' }), 'change security settings');
  await page.getByLabel('Anti-phishing code').fill('Blue Fox 42');
  await explainedOffline(page, page.getByRole('button', { name: 'Save code' }), 'change security settings');
  await shot(page, 'security');

  // A dialog opened before the connection went has its own notice.
  await goOnline(context);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await goOffline(context);
  await explainedOffline(page, dialog.getByRole('button', { name: 'Change Password' }), 'change your password');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await goOnline(context);
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  await page.getByRole('link', { name: 'Account' }).first().click();
  await page.getByLabel('Address', { exact: true }).fill('12 Online Street');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
});

test('offline, 2FA set-up and identity verification are disabled with the reason', async ({
  page,
  context,
  customer,
  signIn,
}) => {
  await signIn(page, customer);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile/verification');
  const start = page.locator('.kyc-card button');
  await expect(start).toBeEnabled();
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Security' }).first().click();
  const generate = page.getByRole('button', { name: 'Generate Secret Code' });
  await expect(generate).toBeEnabled();
  await goOffline(context);
  await explainedOffline(page, generate, 'change security settings');
  await explainedOffline(page, page.getByRole('button', { name: 'Enable 2FA' }), 'change security settings');
  await page.getByRole('link', { name: 'Verification' }).first().click();
  await explainedOffline(page, start, 'verify your identity');
});

test('offline, the receive screen says a connection is needed instead of failing', async ({
  page,
  context,
  customer,
  signIn,
}) => {
  const session = await login(customer.email, customer.password);
  await depositCoins(session.token, { BTC: '0.01' });
  await signIn(page, customer);
  await page.goto('/assets/receive');
  const bitcoin = page.getByRole('button', { name: /^Bitcoin BTC/ });
  await expect(bitcoin).toBeVisible();
  await waitForServiceWorker(page);
  await goOffline(context);
  await bitcoin.click();
  await expect(page).toHaveURL(/\/receive$/);
  await expect(page.getByText('A connection is needed to generate a deposit address.')).toBeVisible();
  await shot(page, 'receive');
  await expect(page.getByText('Failed to generate wallet address')).toHaveCount(0);
  await goOnline(context);
  await expect(page.getByTestId('deposit-address')).toHaveText(/^bc1/);
});

test('offline, the answer about who sent a deposit is disabled with the reason, and goes online', async ({
  page,
  context,
  customer,
}) => {
  const session = await login(customer.email, customer.password);
  await depositCoins(session.token, { BTC: '0.003' }, { keepUnanswered: true });
  await openSession(page, session, { popupSeen: true });
  await page.goto('/wallet');
  await page.getByTestId('deposit-origin-notice').getByRole('link', { name: 'Tell us who sent it' }).click();
  await expect(page.getByRole('heading', { name: 'Who sent this deposit?' })).toBeVisible();
  await waitForServiceWorker(page);
  await goOffline(context);
  await explainedOffline(page, page.getByRole('button', { name: 'Send answer' }), 'send your answer');
  await shot(page, 'deposit-origin');
  await goOnline(context);
  await page.getByRole('radio', { name: 'My own wallet' }).check();
  await page.getByRole('radio', { name: 'At an exchange or another provider' }).check();
  // An account at a provider names the provider (decision 368).
  await page.getByLabel('Name of the provider').fill('Bitstamp');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Your deposit can now be withdrawn' })).toBeVisible();
  await expect(page.getByTestId('origin-answered')).toContainText('Your deposit can now be withdrawn');
});

test('when the server stops answering, a profile save says a connection is needed and disables itself', async ({
  page,
  customer,
  signIn,
}) => {
  await signIn(page, customer);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile/account');
  await page.getByLabel('Address', { exact: true }).fill('12 Lost Street');
  await page.route('**/api/**', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.route('**/api/ready', (route) => route.abort('connectionrefused'));
  const save = page.getByRole('button', { name: 'Save Changes' });
  await save.click();
  await expect(page.getByText('Failed to update profile')).toHaveCount(0);
  await explainedOffline(page, save, 'save your profile');
});
