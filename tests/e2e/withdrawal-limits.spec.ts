/**
 * Withdrawal limits (decision 135): the withdraw screen shows what is left today and this month
 * before anything is typed; a withdrawal above it is refused by the server, the screen says so on
 * the amount, and nothing moves. A verified customer without 2FA may withdraw AU$25,000 a day and
 * AU$100,000 in 30 days by default.
 */

import { CALLS } from '../../contract/calls/index.js';
import { apiOk, login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { answerBeneficiary, balanceOf, bitcoinAddress, openSession, verifyIdentity } from './support/wallet.js';
import { confirmByEmail } from './support/withdrawal-confirm.js';

test('the withdraw screen shows what is left, and a withdrawal above it is refused on the amount', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { BTC: '0.5' });
  expect(await verifyIdentity(session.token)).toBe('approved');
  await openSession(page, session);
  await page.goto('/assets/send');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw to Bitcoin' })).toBeVisible();

  const today = page.getByTestId('withdraw-left-today');
  const month = page.getByTestId('withdraw-left-month');
  await expect(today).toHaveText('AU$25,000.00');
  await expect(month).toHaveText('AU$100,000.00');

  // 0.2 BTC is about AU$29,000.
  await page.getByLabel('Address', { exact: true }).fill(bitcoinAddress());
  await page.getByLabel('Amount', { exact: true }).fill('0.2');
  await answerBeneficiary(page, { owner: 'other', wallet: 'provider', provider: 'Sandbox', name: 'Ana Example' });
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog', { name: 'Review withdrawal' }).getByRole('button', { name: 'Confirm' }).click();

  const amount = page.getByLabel('Amount', { exact: true });
  await expect(amount).toHaveAccessibleDescription(
    /This is more than your withdrawal limit allows\. Left today: AU\$25,000\.00; this month: AU\$100,000\.00\./,
  );
  expect(await balanceOf(session.token, 'BTC')).toBe('0.5');
  const limits = await apiOk(CALLS.getWithdrawalLimits, {}, { token: session.token });
  expect(limits.windows.map((w) => w.used)).toEqual(['0.00', '0.00']);

  // A new amount clears the refusal; one within the limit goes through and what is left goes down.
  await amount.fill('0.01');
  await expect(page.getByText('This is more than your withdrawal limit allows.', { exact: false })).toBeHidden();
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const mailedAfter = Date.now();
  await page.getByRole('dialog', { name: 'Review withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  // Without 2FA the customer confirms with the emailed code and the password (decision 367).
  await confirmByEmail(page, user.email, { after: mailedAfter, password: user.password });
  await expect(page.getByRole('heading', { name: "You're withdrawing 0.01 BTC" })).toBeVisible();
  const after = await apiOk(CALLS.getWithdrawalLimits, {}, { token: session.token });
  const used = Number(after.windows[0]?.used);
  expect(used).toBeGreaterThan(1000);
  expect(used).toBeLessThan(2000);
});

test('the limits stay in AUD for an Australian customer who shows values in euros', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { BTC: '0.5' });
  expect(await verifyIdentity(session.token)).toBe('approved');
  await apiOk(CALLS.setDisplayCurrency, { currency: 'EUR' }, { token: session.token });
  const limits = await apiOk(CALLS.getWithdrawalLimits, {}, { token: session.token });
  expect(limits.currency).toBe('AUD');
  // Signed in again, so the session's profile shows euros.
  await openSession(page, await login(user.email, user.password));
  await page.goto('/assets/send');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw to Bitcoin' })).toBeVisible();

  // The limit is AU$25,000 whatever is shown; the euro figure is only its conversion.
  await expect(page.getByTestId('withdraw-left-today')).toHaveText(/^AU\$25,000\.00 \(about €[\d,]+\.\d\d\)$/);
  await expect(page.getByTestId('withdraw-left-month')).toHaveText(/^AU\$100,000\.00 \(about €[\d,]+\.\d\d\)$/);

  // 0.2 BTC is about AU$29,000 (about €16,000): refused, showing euros frees nothing.
  await page.getByLabel('Address', { exact: true }).fill(bitcoinAddress());
  await page.getByLabel('Amount', { exact: true }).fill('0.2');
  await answerBeneficiary(page, { owner: 'other', wallet: 'provider', provider: 'Sandbox', name: 'Ana Example' });
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog', { name: 'Review withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveAccessibleDescription(
    /This is more than your withdrawal limit allows\. Left today: AU\$25,000\.00; this month: AU\$100,000\.00\./,
  );
  expect(await balanceOf(session.token, 'BTC')).toBe('0.5');
});
