/**
 * Regulated withdrawals in the browser (decisions 256 and 272): who receives it is asked before
 * the review; to the sandbox counterparty provider the last name decides (accepted, "Refuse",
 * "Silent" and the answer time of 5 s); an own self-hosted wallet above the threshold is proven
 * with a signature from the sandbox test wallet (BIP-322 and EIP-191); someone else's is held
 * for review.
 */
import type { Page } from '@playwright/test';
import { login, registerUser, type Session } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { answerBeneficiary, balanceOf, bitcoinAddress, openSession, verifyIdentity } from './support/wallet.js';
import { confirmByEmail } from './support/withdrawal-confirm.js';

const TEST_BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const TEST_EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

type Customer = Session & { email: string; password: string };

async function verifiedCustomer(coins: Record<string, string>): Promise<Customer> {
  const u = await registerUser();
  const session = await login(u.email, u.password);
  await depositCoins(session.token, coins);
  expect(await verifyIdentity(session.token)).toBe('approved');
  return { ...session, email: u.email, password: u.password };
}

async function openWithdraw(page: Page, session: Session, coin: RegExp, address: string, amount: string) {
  await openSession(page, session);
  await page.goto('/wallet');
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('button', { name: coin }).click();
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByLabel('Amount', { exact: true }).fill(amount);
}

async function withdrawAndReview(page: Page) {
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review withdrawal' });
  await review.getByRole('button', { name: 'Confirm' }).click();
}

/** Reviews and confirms; without 2FA the customer confirms with an emailed code and the password (decision 367). */
async function withdrawAndConfirm(page: Page, customer: Customer) {
  const after = Date.now();
  await withdrawAndReview(page);
  await confirmByEmail(page, customer.email, { after, password: customer.password });
}

test('to another provider: accepted goes to the chain, and the saved answers are sent', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await verifiedCustomer({ BTC: '0.05' });
  await openWithdraw(page, session, /Bitcoin/, bitcoinAddress(), '0.01');
  // Withdraw without answers: the form asks.
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Tell us whose wallet this is and where it is.')).toBeVisible();
  await answerBeneficiary(page, { owner: 'other', wallet: 'provider', provider: 'Sandbox', name: 'Ana Example' });
  await withdrawAndConfirm(page, session);
  await expect(page.getByRole('heading', { name: "You're withdrawing 0.01 BTC" })).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.04');
});

test('to another provider: refused, the withdrawal fails and the funds are back', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await verifiedCustomer({ BTC: '0.05' });
  await openWithdraw(page, session, /Bitcoin/, bitcoinAddress(), '0.01');
  await answerBeneficiary(page, { owner: 'other', wallet: 'provider', provider: 'Sandbox', name: 'Ana Refuse' });
  await withdrawAndConfirm(page, session);
  await expect(
    page.getByRole('heading', { name: 'The receiving provider did not accept this transfer' }),
  ).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.05');
});

test('to another provider: no answer in time, the withdrawal fails and the funds are back', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await verifiedCustomer({ BTC: '0.05' });
  await openWithdraw(page, session, /Bitcoin/, bitcoinAddress(), '0.01');
  await answerBeneficiary(page, { owner: 'other', wallet: 'provider', provider: 'Sandbox', name: 'Ana Silent' });
  await withdrawAndConfirm(page, session);
  await expect(page.getByRole('heading', { name: 'Waiting for the receiving provider' })).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.04');
  await expect(page.getByRole('heading', { name: 'The receiving provider did not answer in time' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await balanceOf(session.token, 'BTC')).toBe('0.05');
});

/**
 * Signs the proof dialog's message with the sandbox test wallet, in another tab, and pastes it; once
 * the wallet is proven, the customer confirms with an emailed code and the password (decision 367).
 */
async function signWithTestWallet(page: Page, wallet: 'btc' | 'evm', customer: Customer) {
  const dialog = page.getByRole('dialog', { name: 'Prove this wallet is yours' });
  const message = dialog.getByTestId('ownership-message');
  await expect(message).not.toHaveValue('');
  const text = await message.inputValue();
  const signer = await page.context().newPage();
  await signer.goto('/sandbox/travel-rule/sign');
  await signer.getByLabel('Test wallet').selectOption(wallet);
  await signer.getByLabel('Message to sign').fill(text);
  await signer.getByRole('button', { name: 'Sign' }).click();
  const signature = await signer.locator('#signature').inputValue();
  await signer.close();
  await dialog.getByLabel('Signature').fill(signature);
  const after = Date.now();
  await dialog.getByRole('button', { name: 'Verify and withdraw' }).click();
  await confirmByEmail(page, customer.email, { after, password: customer.password });
}

test('to an own self-hosted wallet above the threshold, proven with a BIP-322 signature', async ({ page }) => {
  test.setTimeout(240_000);
  // 0.05 BTC is above AUD 1,000 and within the verified tier's daily limit.
  const session = await verifiedCustomer({ BTC: '0.1' });
  await openWithdraw(page, session, /Bitcoin/, TEST_BTC, '0.05');
  await answerBeneficiary(page, { owner: 'self', wallet: 'self_hosted' });
  await withdrawAndReview(page);
  await signWithTestWallet(page, 'btc', session);
  await expect(page.getByRole('heading', { name: "You're withdrawing 0.05 BTC" })).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.05');
});

test('to an own self-hosted wallet above the threshold, proven with an EIP-191 signature', async ({ page }) => {
  test.setTimeout(240_000);
  const session = await verifiedCustomer({ ETH: '5' });
  await openWithdraw(page, session, /Ethereum/, TEST_EVM, '2');
  await answerBeneficiary(page, { owner: 'self', wallet: 'self_hosted' });
  await withdrawAndReview(page);
  await signWithTestWallet(page, 'evm', session);
  await expect(page.getByRole('heading', { name: "You're withdrawing 2 ETH" })).toBeVisible();
  expect(await balanceOf(session.token, 'ETH')).toBe('3');
});

test("to someone else's self-hosted wallet above the threshold, held for review", async ({ page }) => {
  test.setTimeout(180_000);
  const session = await verifiedCustomer({ BTC: '0.1' });
  await openWithdraw(page, session, /Bitcoin/, bitcoinAddress(), '0.05');
  await answerBeneficiary(page, { owner: 'other', wallet: 'self_hosted', name: 'Ana Example' });
  await withdrawAndConfirm(page, session);
  await expect(page.getByRole('heading', { name: 'This transfer is under review' })).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.05');
});
