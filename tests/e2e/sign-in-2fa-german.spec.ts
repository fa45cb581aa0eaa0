/**
 * A German customer with 2FA who loses the code step (a reload, a switch of tab) and signs in again
 * with the right password and no code is asked for the code, in German: never told that the email
 * or password is wrong.
 */
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, latestCode, login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { totpCode } from './support/wallet.js';

test.use({ locale: 'de-DE' });

test('signing in again without the code after the code step was lost asks for the code', async ({ page, customer }) => {
  const session = await login(customer.email, customer.password);
  const secret = (await apiOk(CALLS.generate2faSecret, {}, { token: session.token })).base32 as string;
  const after = Date.now();
  await apiOk(CALLS.sendSecurityCode, {}, { token: session.token });
  const emailCode = await latestCode(customer.email, { after });
  const { recoveryCodes } = await apiOk(
    CALLS.enable2fa,
    { security_key: secret, otp: totpCode(secret), password: customer.password, emailCode },
    { token: session.token },
  );

  const signIn = async () => {
    await page.getByLabel('E-Mail', { exact: true }).fill(customer.email);
    await page.getByLabel('Passwort', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  };
  const codeBox = page.getByLabel('2FA-Code');
  const needed = page.getByText('Geben Sie den Code aus Ihrer Authenticator-App ein.');

  await page.goto('/');
  await signIn();
  await expect(codeBox).toBeVisible();
  await expect(needed).toBeVisible();

  // The code step is lost: a reload, then the password alone again.
  await page.reload();
  await expect(codeBox).toBeHidden();
  await signIn();
  await expect(codeBox).toBeVisible();
  await expect(needed).toBeVisible();
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist nicht korrekt.')).toBeHidden();

  // The authenticator's code of this half-minute was spent turning 2FA on: a recovery code signs in.
  await codeBox.fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);
});
