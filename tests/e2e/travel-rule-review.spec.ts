/**
 * A withdrawal held for review, decided in the back-office (decision 293): to someone else's
 * self-hosted wallet above the threshold it is held; a compliance officer reads in the case what
 * the decision will do, releases it, and the customer's history shows it sent. Another is returned:
 * the funds are back.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { apiCall, apiOk, baseUrl, emailedWithdrawalProof, login, registerUser, type Session } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { toPersonAtProvider } from './support/provider-withdrawal.js';
import { DEMO_COMPLIANCE, secondOfficer, staffSession } from './support/staff.js';
import { balanceOf, bitcoinAddress, openSession, verifyIdentity } from './support/wallet.js';

test.describe.configure({ mode: 'serial' });

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
    {
      amount: '0.05',
      cryptoAddress: bitcoinAddress(),
      paymentRouteId: 1,
      beneficiary: SOMEONE_ELSES_WALLET,
      ...(await emailedWithdrawalProof(session.token, user.email, user.password)),
    },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  expect(w.travel_rule?.state).toBe('review');
  expect(await balanceOf(session.token, 'BTC')).toBe('0.05');
  return { email: user.email, session };
}

async function openCase(page: Page, email: string) {
  await openSession(page, await staffSession(DEMO_COMPLIANCE));
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
  await expect(page.getByText(/Case closed\.|Request sent: a second compliance officer decides it\./)).toBeVisible();
}

test('released from the case queue: the customer sees it sent', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const customer = await heldWithdrawal();
  await openCase(page, customer.email);
  // Nothing is chosen for the officer, so nothing is promised until they choose.
  const choice = page.getByRole('form', { name: 'Decide and close' }).getByLabel('Decision');
  await expect(choice.locator('option:checked')).toHaveText('Choose a decision');
  await expect(page.getByTestId('case-outcome')).toHaveCount(0);
  await choice.selectOption({ label: 'Release the transfer' });
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
  test.setTimeout(240_000);
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

test('a withdrawal the provider refused is closed with no action: nothing moves', async ({ page }) => {
  test.setTimeout(300_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCoins(session.token, { BTC: '0.1' });
  const w = await apiOk(
    CALLS.createWithdrawal,
    // The sandbox counterparty refuses a beneficiary whose last name is "Refuse".
    await toPersonAtProvider(session.token, user, { amount: '0.01', name: 'Ana Refuse' }),
    { token: session.token, idempotencyKey: randomUUID() },
  );
  expect(w.travel_rule?.state).toBe('refused');
  expect(await balanceOf(session.token, 'BTC')).toBe('0.1');

  await openSession(page, await staffSession(DEMO_COMPLIANCE));
  await page.goto('/admin/cases');
  const link = page
    .getByRole('row')
    .filter({ hasText: user.email })
    .getByRole('link', { name: 'Travel Rule: withdrawal refused by the receiving provider' });
  // The case opens when the settlement pass next runs.
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await link.click();
  await page
    .getByRole('form', { name: 'Decide and close' })
    .getByLabel('Decision')
    .selectOption({ label: 'Close, no action' });
  await expect(page.getByTestId('case-outcome')).toHaveText('No action: the case closes and nothing moves.');
  await decide(page, 'Close, no action', 'provider refused: nothing to do');
  await expect(page.getByText('Close, no action: provider refused: nothing to do')).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.1');
});

test.describe('an officer in Vilnius, on an account of the Australian region', () => {
  test.use({ timezoneId: 'Europe/Vilnius' });

  test("reads the case queue and a case's timeline in their own time, not the region's", async ({ page }) => {
    test.setTimeout(240_000);
    const customer = await heldWithdrawal();
    await openSession(page, await staffSession(DEMO_COMPLIANCE));
    await page.goto('/admin/cases');
    const row = page.getByRole('row').filter({ hasText: customer.email });
    // A time shown in a zone other than the device's is named after it ("(Sydney time)", "(UTC)"); the device's is not.
    const opened = row.getByRole('cell').last();
    await expect(opened).toHaveText(/\d{1,2}:\d{2}/);
    await expect(opened).not.toHaveText(/\(/);
    await row.getByRole('link', { name: 'Travel Rule: withdrawal held for review' }).click();
    const opening = page.getByRole('listitem').filter({ hasText: 'opened' });
    await expect(opening).toHaveText(/\d{1,2}:\d{2}/);
    await expect(opening).not.toHaveText(/\(/);
  });
});

test('a provider that answers later: its callback sends the waiting withdrawal on', async () => {
  test.setTimeout(180_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCoins(session.token, { BTC: '0.05' });
  const w = await apiOk(
    CALLS.createWithdrawal,
    // The sandbox counterparty answers a last name "Later" on the signed callback a few seconds on.
    await toPersonAtProvider(session.token, user, { amount: '0.01', name: 'Ana Later' }),
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

/** An address on the local sanctions list (server/providers/screening). */
const LISTED_BTC = 'bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc';

test('a sanctioned deposit is credited only when a second officer approves its release', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  const { address } = await apiOk(
    CALLS.generateAddress,
    { currencyId: 'BTC', paymentRouteId: 1 },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  const res = await fetch(`${baseUrl()}/sandbox/chain/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount: '0.2', senderAddress: LISTED_BTC }),
  });
  expect(res.ok).toBe(true);

  await openSession(page, await staffSession(DEMO_COMPLIANCE));
  await page.goto('/admin/cases');
  await page
    .getByRole('row')
    .filter({ hasText: user.email })
    .getByRole('link', { name: 'Sanctions hit on a deposit' })
    .click();
  await expect(page.getByTestId('case-transfer')).toContainText('Deposit of 0.2 BTC');
  await page
    .getByRole('form', { name: 'Decide and close' })
    .getByLabel('Decision')
    .selectOption({ label: 'Release the transfer' });
  await expect(page.getByTestId('case-outcome')).toHaveText(
    'Release: the deposit of 0.2 BTC is credited to the customer. A second compliance officer must approve the release first.',
  );
  await page
    .getByRole('form', { name: 'Decide and close' })
    .getByLabel('Decision')
    .selectOption({ label: 'Return the funds' });
  await expect(page.getByTestId('case-outcome')).toHaveText(
    'A sanctioned deposit stays frozen: it cannot be returned. Release it, or file a report.',
  );
  await decide(page, 'Release the transfer', 'false positive: different holder');
  await expect(page.getByText('A release is waiting for a second compliance officer in')).toBeVisible();
  expect(Number(await balanceOf(session.token, 'BTC'))).toBe(0);

  // The officer who asked is not offered the decision, and the server refuses it.
  await page.getByTestId('case-transfer').getByRole('link', { name: 'Approvals' }).click();
  const mine = page.getByRole('listitem').filter({ hasText: 'false positive: different holder' });
  await expect(mine.getByText('You asked for this: a second compliance officer decides it.')).toBeVisible();
  const [request] = (
    await apiOk(
      CALLS.getApprovals,
      { customerId: session.user.id },
      { token: (await staffSession(DEMO_COMPLIANCE)).token },
    )
  ).filter((r) => r.kind === 'release');
  if (!request) throw new Error('no release request');
  const own = await apiCall(
    CALLS.decideApproval,
    { approvalId: request.id, approve: true, reason: 'my own' },
    { token: (await staffSession(DEMO_COMPLIANCE)).token, idempotencyKey: randomUUID() },
  );
  expect([own.status, own.answer]).toMatchObject([403, { code: 'OWN_REQUEST' }]);

  const other = await browser.newPage();
  await openSession(other, await secondOfficer());
  await other.goto('/admin/approvals');
  const theirs = other.getByRole('listitem').filter({ hasText: 'false positive: different holder' });
  await expect(theirs.getByRole('link', { name: "Release of a case's transfer" })).toBeVisible();
  const form = theirs.getByRole('form', { name: 'Approve' });
  await form.getByLabel('Reason').fill('checked the list entry');
  await form.getByRole('button', { name: 'Approve' }).click();
  await expect(other.getByText('Approved.')).toBeVisible();
  await other.close();
  await expect.poll(async () => balanceOf(session.token, 'BTC')).toBe('0.2');
});
