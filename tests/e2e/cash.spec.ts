/**
 * Cash through the bank end to end (decisions 240-244, 269), in Chromium against the real server
 * and its sandbox bank page (/sandbox/bank): a verified customer sees their deposit details on the
 * cash screen, sends a transfer to them from the sandbox bank, sees it credited on the cash screen
 * and the wallet, saves their own bank account in the Fiat Address Book, confirms it from the
 * emailed link, sees it on hold and ends the hold through the sandbox, withdraws, and follows the payout
 * until the sandbox bank pays it, or fails or bounces it and the amount comes back.
 */
import { randomInt } from 'node:crypto';
import { baseUrl, login, registerUser, type Session } from './support/api.js';
import {
  confirmAndEndHold,
  endPayout,
  latestWithdrawal,
  saveBankAccount,
  sendFromSandboxBank,
  uniqueIban,
  withdraw,
} from './support/bank.js';
import { expect, test } from './support/fixtures.js';
import { euBase } from './support/servers.js';
import { loginAt, openSession, registerAt, verifyIdentity } from './support/wallet.js';

async function verifiedAt(base: string, session: () => Promise<Session>): Promise<Session> {
  const s = await session();
  expect(await verifyIdentity(s.token, base)).toBe('approved');
  return s;
}

test('an Australian customer deposits AUD 500 by PayID, saves and confirms a bank account, and withdraws to it', async ({
  page,
  context,
}) => {
  test.setTimeout(480_000);
  const user = await registerUser();
  const session = await verifiedAt(baseUrl(), () => login(user.email, user.password));
  await openSession(page, session);
  const base = baseUrl();
  const accountNumber = String(randomInt(10_000_000, 99_999_999));

  // The cash balance comes first on the wallet; its Deposit leads to the deposit details.
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-cash-balance')).toHaveText('AU$0.00');
  await page.getByRole('navigation', { name: 'Cash' }).getByRole('link', { name: 'Deposit' }).click();
  const payid = page.getByTestId('deposit-payid');
  await expect(payid).toHaveText(/^cv[0-9a-f]+@pay\.coinvault\.test$/);
  await expect(page.getByTestId('deposit-bsb')).toHaveText('802-985');
  await expect(page.getByRole('button', { name: 'Copy PayID' })).toBeVisible();

  const bank = await context.newPage();
  await sendFromSandboxBank(bank, base, {
    from: 'ALEX MORGAN',
    account: `062000 ${accountNumber}`,
    to: (await payid.textContent()) ?? '',
    amount: '500.00',
  });
  await page.reload();
  await expect(page.getByTestId('cash-balance')).toHaveText('AU$500.00');
  await expect(page.getByTestId('cash-movement').first()).toContainText('Bank deposit from ALEX MORGAN');
  await expect(page.getByTestId('cash-movement').first()).toContainText('+AU$500.00');
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-cash-balance')).toHaveText('AU$500.00');
  // The Total Account Balance counts the cash with the coins (none here).
  await expect(page.getByTestId('total-balance')).toHaveText('AU$500.00');

  // No bank account yet: the way to the Fiat Address Book.
  await page.goto('/cash?tab=withdraw');
  await expect(page.getByTestId('withdraw-no-accounts')).toBeVisible();

  // A BSB that does not exist is refused under its field, nothing saved.
  await page.goto('/profile/addressBook?book=fiat');
  await page.getByRole('button', { name: 'Add New Fiat Account' }).click();
  const form = page.getByRole('form', { name: 'Add a bank account' });
  await form.getByLabel('BSB', { exact: true }).fill('999-999');
  await form.getByLabel('Account number').fill(accountNumber);
  await form.getByLabel("Account holder's name").fill('Alex Morgan');
  await form.getByLabel('Label').fill('Everyday');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Save bank account' }).click();
  await expect(form.getByText('This BSB does not exist. Check it on your bank statement.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await saveBankAccount(page, base, {
    fields: { BSB: '062-000', 'Account number': accountNumber },
    password: user.password,
    label: 'Everyday',
  });
  await confirmAndEndHold(page, base, user.email, 'Everyday');

  // Withdrawn: held at once, waiting for the bank, then paid out on the sandbox bank's word.
  await withdraw(page, base, { email: user.email, password: user.password, amount: '200', shown: 'AU$200.00' });
  await expect(page.getByTestId('cash-balance')).toHaveText('AU$300.00');
  await expect(latestWithdrawal(page)).toHaveText('Waiting for the bank');
  await endPayout(bank, base, `062000 ${accountNumber}`, 'Pay out');
  await expect(latestWithdrawal(page)).toHaveText('Paid out');
  await expect(page.getByTestId('cash-balance')).toHaveText('AU$300.00');

  // A payout the bank fails gives the amount back to the balance.
  await withdraw(page, base, { email: user.email, password: user.password, amount: '50', shown: 'AU$50.00' });
  await expect(page.getByTestId('cash-balance')).toHaveText('AU$250.00');
  await endPayout(bank, base, `062000 ${accountNumber}`, 'Fail');
  await expect(latestWithdrawal(page)).toHaveText('Returned to balance');
  await expect(page.getByTestId('cash-balance')).toHaveText('AU$300.00');
});

test('an EU customer deposits EUR by SEPA with the reference, and withdraws to their own IBAN', async ({
  page,
  context,
}) => {
  test.setTimeout(480_000);
  const bank = await context.newPage();
  const base = euBase();
  const user = await registerAt(base);
  const session = await verifiedAt(base, () => loginAt(base, user.email, user.password));
  expect(session.user.currency_code).toBe('EUR');
  await openSession(page, session);

  await page.goto(`${base}/wallet`);
  await expect(page.getByTestId('wallet-cash-balance')).toHaveText('€0.00');
  await page.goto(`${base}/cash`);
  const iban = (await page.getByTestId('deposit-iban').textContent()) ?? '';
  const reference = (await page.getByTestId('deposit-reference').textContent()) ?? '';
  expect(iban).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]+$/);
  // The GiroCode QR carries the same details for a banking app to scan.
  const qr = page.getByRole('img', { name: 'GiroCode QR of your deposit details' });
  await expect(qr).toHaveAttribute('data-qr', new RegExp(`^BCD\\n002\\n1\\nSCT\\n[^\\n]*\\n[^\\n]+\\n${iban}\\n`));
  await expect(qr).toHaveAttribute('data-qr', new RegExp(`\\n${reference}$`));

  await sendFromSandboxBank(bank, base, {
    from: 'Morgan, Alex',
    account: 'DE89370400440532013000',
    to: iban,
    reference,
    amount: '500',
  });
  await page.reload();
  await expect(page.getByTestId('cash-balance')).toHaveText('€500.00');

  // An IBAN with a wrong checksum is refused under its field, nothing saved.
  await page.goto(`${base}/profile/addressBook?book=fiat`);
  await page.getByRole('button', { name: 'Add New Fiat Account' }).click();
  const form = page.getByRole('form', { name: 'Add a bank account' });
  await form.getByLabel('IBAN').fill('DE88370400440532013000');
  await form.getByLabel("Account holder's name").fill('Alex Morgan');
  await form.getByLabel('Label').fill('Wrong');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Save bank account' }).click();
  await expect(form.getByText('This IBAN is not valid. Check it for a typing error.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  const own = uniqueIban();
  await saveBankAccount(page, base, { fields: { IBAN: own }, password: user.password, label: 'Girokonto' });
  await confirmAndEndHold(page, base, user.email, 'Girokonto');

  await withdraw(page, base, { email: user.email, password: user.password, amount: '120.50', shown: '€120.50' });
  await expect(page.getByTestId('cash-balance')).toHaveText('€379.50');
  await endPayout(bank, base, own, 'Pay out');
  await expect(latestWithdrawal(page)).toHaveText('Paid out');

  // A payout the receiving bank bounces comes back to the balance.
  await withdraw(page, base, { email: user.email, password: user.password, amount: '79.50', shown: '€79.50' });
  await expect(page.getByTestId('cash-balance')).toHaveText('€300.00');
  await endPayout(bank, base, own, 'Bounce');
  await expect(latestWithdrawal(page)).toHaveText('Returned to balance');
  await expect(page.getByTestId('cash-balance')).toHaveText('€379.50');
});
