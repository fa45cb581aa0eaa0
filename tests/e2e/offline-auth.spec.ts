/**
 * Signing in, signing up and resetting a password are writes too (decision 083): offline their
 * buttons are disabled and say why, instead of failing with a network error once pressed.
 */
import { STRONG_PASSWORD, uniqueEmail } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import {
  explainedOffline,
  goOffline,
  goOnline,
  OFFLINE_CONSOLE_ERRORS,
  waitForServiceWorker,
} from './support/offline.js';

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

const NETWORK_MESSAGE = 'Network error - please check your connection';

test('offline, sign-in, sign-up and password reset are disabled with the reason', async ({
  page,
  context,
  customer,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
  await expect(signIn).toBeEnabled();

  await goOffline(context);
  await explainedOffline(page, signIn, 'sign in');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText(NETWORK_MESSAGE)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByLabel('Last Name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('offline'));
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Date of Birth', { exact: true }).pressSequentially('17/05/1990');
  await page.getByLabel('Date of Birth', { exact: true }).blur();
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await explainedOffline(
    page,
    page.getByRole('button', { name: 'Create Account', exact: true }),
    'create your account',
  );

  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  const sendCode = page.getByRole('button', { name: 'Send Code' });
  await explainedOffline(page, sendCode, 'reset your password');
  await page.getByLabel('Email', { exact: true }).press('Enter');
  await expect(page.getByText(NETWORK_MESSAGE)).toHaveCount(0);

  await goOnline(context);
  await expect(sendCode).toBeEnabled();
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);
});
