/**
 * Holds shown before any code is asked (decision 178): with withdrawals paused by "This wasn't
 * me", the withdraw form says so and Withdraw stays off, so no 2FA code is asked for and spent.
 */
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, baseUrl, login, type OutboxMessage, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { bitcoinAddress, enableTwoFactor, openSession, totpCode, verifyIdentity } from './support/wallet.js';

async function notMeLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as OutboxMessage[];
      link = mails.map((m) => /This wasn't me: (\S+)/.exec(m.text)?.[1]).find(Boolean) ?? '';
      return link;
    })
    .toContain('/secure-account#');
  return link;
}

test("with withdrawals paused by 'This wasn't me', the form says so and asks for no code", async ({ page }) => {
  test.setTimeout(240_000);
  const user = await registerUser();
  const first = await login(user.email, user.password);
  await depositCoins(first.token, { BTC: '0.05' });
  expect(await verifyIdentity(first.token)).toBe('approved');
  // Turning 2FA on emails the security alert with its "This wasn't me" link.
  const secret = await enableTwoFactor(first.token, user.password);
  const link = await notMeLink(user.email);
  await apiOk(CALLS.secureAccount, { token: new URL(link).hash.slice(1) });
  const session = await login(user.email, user.password, totpCode(secret));

  await openSession(page, session);
  await page.goto('/assets/send');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw to Bitcoin' })).toBeVisible();
  await expect(page.getByTestId('withdraw-hold')).toContainText('withdrawals are paused until');
  await page.getByLabel('Address', { exact: true }).fill(bitcoinAddress());
  await page.getByLabel('Amount', { exact: true }).fill('0.01');
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
