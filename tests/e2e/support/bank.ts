/**
 * The customer's side of the bank in the browser, shared by the cash end-to-end tests: sending a
 * transfer from the sandbox bank's page, paying or failing a payout there, saving and confirming
 * an own bank account in the Fiat Address Book, withdrawing cash from the Cash screen, and a
 * customer's own transfer in that credits their cash balance.
 */
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { composeIBAN } from 'ibantools';
import { CALLS } from '../../../contract/calls/index.js';
import { baseUrl, login, type OutboxMessage, registerUser, type Session } from './api.js';
import { expect } from './fixtures.js';
import { callAt, verifyIdentity } from './wallet.js';
import { confirmByEmail } from './withdrawal-confirm.js';

async function confirmationLink(base: string, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${base}/sandbox/mail?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as OutboxMessage[];
      const mail = mails.find((m) => m.subject === 'Confirm the new bank account for withdrawals');
      link = /(https?:\/\/\S+\/bank-accounts\/confirm#[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return link;
    })
    .toContain('/bank-accounts/confirm#');
  // The server's public address may differ from the one the test reaches it at.
  return `${base}${new URL(link).pathname}${new URL(link).hash}`;
}

/** Sends a transfer from the sandbox bank's page, as a newcomer would. */
export async function sendFromSandboxBank(
  bank: Page,
  base: string,
  t: { from: string; account: string; to: string; reference?: string; amount: string },
) {
  await bank.goto(`${base}/sandbox/bank`);
  await bank.getByLabel('From (account holder)').fill(t.from);
  await bank.getByLabel('From account').fill(t.account);
  await bank.getByLabel('Pay to').fill(t.to);
  if (t.reference) await bank.getByLabel('Reference').fill(t.reference);
  await bank.getByLabel('Amount').fill(t.amount);
  await bank.getByRole('button', { name: 'Send transfer' }).click();
  await expect(bank.getByRole('status')).toHaveText('Transfer sent. CoinVault was notified.');
}

/**
 * A valid German IBAN of an account number drawn at random: the sandbox bank's page finds a payout
 * by the account it goes to, so on a server tests share each customer's account must be its own.
 */
export function uniqueIban(): string {
  const iban = composeIBAN({ countryCode: 'DE', bban: `37040044${randomInt(1_000_000_000, 10_000_000_000)}` });
  if (!iban) throw new Error('no IBAN composed');
  return iban;
}

/** Ends the waiting payout to `account` on the sandbox bank's page. */
export async function endPayout(bank: Page, base: string, account: string, outcome: 'Pay out' | 'Fail' | 'Bounce') {
  await bank.goto(`${base}/sandbox/bank`);
  const row = bank
    .getByRole('row')
    .filter({ hasText: account })
    .filter({ has: bank.getByRole('button', { name: outcome }) });
  await row.first().getByRole('button', { name: outcome }).click();
  await expect(bank.getByRole('status')).toContainText('CoinVault was notified.');
}

export async function saveBankAccount(
  page: Page,
  base: string,
  o: { fields: Record<string, string>; password: string; label: string },
) {
  await page.goto(`${base}/profile/addressBook?book=fiat`);
  await expect(page.getByRole('tab', { name: 'Fiat Address Book' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Add New Fiat Account' }).click();
  const form = page.getByRole('form', { name: 'Add a bank account' });
  for (const [label, value] of Object.entries(o.fields)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel("Account holder's name").fill('Alex Morgan');
  await form.getByLabel('Label').fill(o.label);
  await form.getByLabel('Current password').fill(o.password);
  await form.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText('Bank account saved. Open the link we emailed you to confirm it.')).toBeVisible();
  await expect(page.getByTestId('saved-bank-account').filter({ hasText: o.label })).toContainText('Pending');
}

/**
 * Confirms the account from the emailed link, sees it on hold, then ends the hold through the
 * sandbox (local mode only) and sees it usable: these tests are about the payout, and waiting the
 * hold out is address-book.spec's subject.
 */
export async function confirmAndEndHold(page: Page, base: string, email: string, label: string) {
  await page.goto(await confirmationLink(base, email));
  await page.getByRole('button', { name: 'Confirm bank account' }).click();
  await expect(page.locator('p[role="status"]')).toContainText(
    `Bank account confirmed. “${label}” can be used for withdrawals from`,
  );
  await page.goto(`${base}/profile/addressBook?book=fiat`);
  const row = page.getByTestId('saved-bank-account').filter({ hasText: label });
  await expect(row).toContainText('On hold');
  const ended = await fetch(`${base}/sandbox/bank-accounts/end-hold`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, label }),
  });
  expect(ended.status).toBe(200);
  await page.reload();
  await expect(row).toContainText('Usable');
}

/**
 * Waits until the confirmation dialog has emailed its code. A code is emailed once a minute at most
 * (decision 367 counts it as every emailed code), so a second withdrawal within the minute is told
 * to wait; the minute is then ended through the sandbox (local mode only, decision 433) and the
 * customer asks for the code again.
 */
async function codeSent(page: Page, base: string, email: string) {
  const dialog = page.getByRole('form', { name: 'Confirm the withdrawal by email' });
  const status = dialog.getByRole('status');
  const sent = /^We emailed you a code\./;
  const wait = /^Too many code requests\. Please wait (\d+ seconds?|1 minute) before trying again\.$/;
  await expect(status).toHaveText(new RegExp(`${sent.source}|${wait.source}`), { timeout: 20_000 });
  if (sent.test((await status.textContent()) ?? '')) return;
  const ended = await fetch(`${base}/sandbox/accounts/end-code-wait`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(ended.status).toBe(200);
  await expect(async () => {
    const answered = page.waitForResponse((r) => r.url().includes('/users/send-withdrawal-code'));
    await dialog.getByRole('button', { name: 'Send the code again' }).click();
    await answered;
    await expect(status).toHaveText(sent, { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
}

/**
 * Withdraws `amount` from the Cash screen to the one usable bank account. The customer has no 2FA,
 * so the review's Confirm opens the confirmation by email (decision 367): the code mailed to
 * `email` and the password confirm it.
 */
export async function withdraw(
  page: Page,
  base: string,
  o: { email: string; amount: string; shown: string; password?: string },
) {
  const { amount, shown } = o;
  await page.goto(`${base}/cash?tab=withdraw`);
  const form = page.getByRole('form', { name: 'Withdraw cash' });
  await form.getByLabel(/^Amount/).fill(amount);
  await form.getByRole('button', { name: 'Review withdrawal' }).click();
  const review = page.getByRole('dialog', { name: 'Review withdrawal' });
  await expect(review.getByTestId('review-amount')).toHaveText(shown);
  const after = Date.now();
  await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
  // The confirmation shows what is confirmed, as the review did.
  await expect(page.getByRole('dialog', { name: 'Confirm the withdrawal' }).getByTestId('review-amount')).toHaveText(
    shown,
  );
  await codeSent(page, base, o.email);
  await confirmByEmail(page, o.email, { after, base, password: o.password });
  await expect(page.getByText('Withdrawal on its way to your bank. Its status shows below.')).toBeVisible();
}

export const latestWithdrawal = (page: Page) =>
  page.getByTestId('cash-movement').filter({ hasText: 'Withdrawal to' }).first().getByTestId('withdrawal-status');

/** Credits a customer's cash balance by a transfer from their own named account to the sandbox bank. */
export async function depositCash(base: string, token: string, payerName: string, amount: string): Promise<void> {
  const d = await callAt(base, CALLS.getBankDepositDetails, {}, { token });
  const form = new URLSearchParams({
    to: d.payid ?? d.iban ?? '',
    reference: d.reference,
    payerName,
    payerAccount: d.payid ? '062-000 12345678' : 'DE89370400440532013000',
    amount,
  });
  const res = await fetch(`${base}/sandbox/bank/transfer`, { method: 'POST', body: form });
  expect(res.status).toBeLessThan(400);
  await expect
    .poll(async () => (await callAt(base, CALLS.getCashBalance, {}, { token })).balance, { timeout: 10_000 })
    .toBe(amount);
}

/**
 * An Australian customer signed up, signed in through the API and verified, with `amount` AUD in
 * their cash balance, sent from an account in their own name.
 */
export async function customerWithCash(
  amount: string,
  name: { firstName: string; lastName: string } = { firstName: 'Alex', lastName: 'Morgan' },
): Promise<Session> {
  const user = await registerUser(name);
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCash(baseUrl(), session.token, `${name.firstName} ${name.lastName}`, amount);
  return session;
}
