/**
 * Fees before confirmation (Terms 6.1, 6.3): a swap shows its fee and what is received after it;
 * a withdrawal shows the network fee and the amount that arrives, then a review (coin, network,
 * the full address, amount, fee, amount received) that the customer confirms.
 */

import { login, registerUser, type Session } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { answerBeneficiary, balanceOf, bitcoinAddress, openSession, verifyIdentity } from './support/wallet.js';
import { confirmByEmail } from './support/withdrawal-confirm.js';

async function newCustomer(): Promise<Session & { email: string }> {
  const user = await registerUser();
  return { ...(await login(user.email, user.password)), email: user.email };
}

test('a swap shows the fee with its share and what is received after it', async ({ page }) => {
  const session = await newCustomer();
  await depositCoins(session.token, { BTC: '0.05' });
  await openSession(page, session);
  await page.goto('/swap');
  await page.getByLabel('Amount of BTC to swap').fill('0.01');
  const fee = page.getByTestId('swap-fee');
  await expect(fee).toContainText('USDT', { timeout: 15_000 });
  await expect(page.getByText('Fee (0.1%)')).toBeVisible();
  const received = (await page.getByTestId('swap-receive').textContent()) ?? '';
  const result = await page.locator('#swap-result').inputValue();
  expect(received.replace(' USDT', '')).toBe(result);
});

test('a withdrawal shows the network fee, then a review that sends exactly the amount typed', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await newCustomer();
  await depositCoins(session.token, { BTC: '0.05' });
  expect(await verifyIdentity(session.token)).toBe('approved');
  await openSession(page, session);
  await page.goto('/assets/send');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw to Bitcoin' })).toBeVisible();
  const address = bitcoinAddress();
  await page.getByLabel('Address', { exact: true }).fill(address);

  // The sandbox chain's Bitcoin fee is 0.00005 BTC: an amount that does not cover it is refused.
  await page.getByLabel('Amount', { exact: true }).fill('0.00004');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('0.00005 BTC');
  await expect(page.getByText('Amount must be more than the network fee of 0.00005 BTC')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

  await page.getByLabel('Amount', { exact: true }).fill('0.01');
  await expect(page.getByTestId('withdraw-received')).toHaveText('0.00995 BTC');
  await answerBeneficiary(page, { owner: 'other', wallet: 'provider', provider: 'Sandbox', name: 'Ana Example' });
  await page.getByRole('button', { name: 'Withdraw' }).click();

  const review = page.getByRole('dialog', { name: 'Review withdrawal' });
  await expect(review).toBeVisible();
  await expect(review.getByTestId('review-address')).toHaveText(address);
  await expect(review.getByTestId('review-address').locator('strong').first()).toHaveText(address.slice(0, 6));
  await expect(review.getByTestId('review-address').locator('strong').last()).toHaveText(address.slice(-6));
  await expect(review.getByTestId('review-network')).toHaveText('Bitcoin');
  await expect(review.getByTestId('review-amount')).toHaveText('0.01 BTC');
  await expect(review.getByTestId('review-fee')).toHaveText('0.00005 BTC');
  await expect(review.getByTestId('review-received')).toHaveText('0.00995 BTC');

  // Nothing leaves before the review is confirmed; cancelling keeps the form.
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toBeHidden();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.05');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('0.01');

  await page.getByRole('button', { name: 'Withdraw' }).click();
  // Without 2FA the withdrawal is confirmed with an emailed code and the password (decision 367).
  const after = Date.now();
  await review.getByRole('button', { name: 'Confirm' }).click();
  await confirmByEmail(page, session.email, { after });
  await expect(page.getByRole('heading', { name: "You're withdrawing 0.01 BTC" })).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.04');
});
