/**
 * A withdrawal held for review, decided in the back-office (decision 293): to someone else's
 * self-hosted wallet above the threshold it is held; a compliance officer reads in the case what
 * the decision will do, releases it, and the customer's history shows it sent. Another is returned:
 * the funds are back.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, login, registerUser, type Session } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { staffSession } from './support/staff.js';
import { balanceOf, bitcoinAddress, openSession, verifyIdentity } from './support/wallet.js';

test.describe.configure({ mode: 'serial' });

const COMPLIANCE = { email: 'compliance@coinvault.example', password: 'Demo-Compliance-1!' };
const SOMEONE_ELSES_WALLET = {
  owner: 'other',
  wallet: 'self_hosted',
  providerId: null,
  kind: 'person',
  name: 'Ana Example',
};

/** A verified customer with 0.1 BTC who withdraws 0.05 BTC (above the threshold) to someone else's wallet. */
async function heldWithdrawal(): Promise<{ email: string; session: Session }> {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCoins(session.token, { BTC: '0.1' });
  const w = await apiOk(
    CALLS.createWithdrawal,
    { amount: '0.05', cryptoAddress: bitcoinAddress(), paymentRouteId: 1, beneficiary: SOMEONE_ELSES_WALLET },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  expect(w.travel_rule?.state).toBe('review');
  expect(await balanceOf(session.token, 'BTC')).toBe('0.05');
  return { email: user.email, session };
}

async function openCase(page: Page, email: string) {
  await openSession(page, await staffSession(COMPLIANCE));
  await page.goto('/admin/cases');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('link', { name: 'Travel Rule: withdrawal held for review' }).click();
  const transfer = page.getByTestId('case-transfer');
  await expect(transfer).toContainText('Withdrawal of 0.05 BTC');
  await expect(page.getByTestId('case-transfer-state')).toHaveText('Held until the decision');
  return transfer;
}

async function decide(page: Page, decision: string, reason: string) {
  const form = page.getByRole('form', { name: 'Decide and close' });
  await form.getByLabel('Decision').selectOption({ label: decision });
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Decide and close' }).click();
  await expect(page.getByText('Case closed.')).toBeVisible();
}

test('released from the case queue: the customer sees it sent', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const customer = await heldWithdrawal();
  await openCase(page, customer.email);
  await expect(page.getByTestId('case-outcome')).toHaveText('Release: the withdrawal of 0.05 BTC is sent.');
  await decide(page, 'Release the transfer', 'beneficiary confirmed by phone');
  await expect(page.getByTestId('case-transfer-state')).toHaveText(/Released: on its way to the chain|Sent/);

  const customerPage = await browser.newPage();
  await openSession(customerPage, customer.session);
  await customerPage.goto('/transactions');
  const row = customerPage
    .getByRole('list', { name: 'Transactions' })
    .getByRole('button')
    .filter({ hasText: 'Withdraw' });
  await expect(row).toContainText('-0.05 BTC', { timeout: 30_000 });
  // A settled row carries no status badge: only pending and failed ones do.
  await expect(row).not.toContainText('Pending', { timeout: 60_000 });
  await expect(row).not.toContainText('Failed');
  await customerPage.close();
  await page.reload();
  await expect(page.getByTestId('case-transfer-state')).toHaveText('Sent');
});

test('returned from the case queue: the funds are back', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = await heldWithdrawal();
  await openCase(page, customer.email);
  await page
    .getByRole('form', { name: 'Decide and close' })
    .getByLabel('Decision')
    .selectOption({ label: 'Return the funds' });
  await expect(page.getByTestId('case-outcome')).toHaveText(
    'Return: the withdrawal of 0.05 BTC is cancelled and the amount goes back to the customer.',
  );
  await decide(page, 'Return the funds', 'beneficiary could not be confirmed');
  await expect(page.getByTestId('case-transfer-state')).toHaveText('Cancelled: the amount is back with the customer');
  expect(await balanceOf(customer.session.token, 'BTC')).toBe('0.1');
});

test('a provider that answers later: its callback sends the waiting withdrawal on', async () => {
  test.setTimeout(90_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCoins(session.token, { BTC: '0.05' });
  const w = await apiOk(
    CALLS.createWithdrawal,
    {
      amount: '0.01',
      cryptoAddress: bitcoinAddress(),
      paymentRouteId: 1,
      // The sandbox counterparty answers a last name "Later" on the signed callback a few seconds on.
      beneficiary: {
        owner: 'other',
        wallet: 'provider',
        providerId: 'sandbox-vasp',
        kind: 'person',
        name: 'Ana Later',
      },
    },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  expect(w.travel_rule?.state).toBe('waiting');
  await expect
    .poll(
      async () =>
        (await apiOk(CALLS.withdrawalStatus, { withdrawalId: w.withdrawal_id }, { token: session.token })).status,
      { timeout: 60_000 },
    )
    .toBe('sent');
  const status = await apiOk(CALLS.withdrawalStatus, { withdrawalId: w.withdrawal_id }, { token: session.token });
  expect(status.travelRule?.state).toBe('accepted');
});
