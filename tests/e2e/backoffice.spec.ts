/**
 * The back-office (decisions 277-279, 320, 325-327) in the browser through the real server: support
 * finds a customer by a CV- reference, reads their page and signs them out, and sends a
 * verification reminder; a monitoring rule opens a case seen in the queue; one compliance officer
 * asks, a second approves a large withdrawal, and the first is never offered (and is refused) the
 * decision; a frozen customer cannot withdraw and is told why; the audit log shows each step. An
 * admin adds a support agent, whose authenticator secret is shown once, and disables them: the
 * agent's session ends at once.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import {
  apiCall,
  apiOk,
  emailedWithdrawalProof,
  login,
  registerUser,
  type Session,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins, swapCoins } from './support/funds.js';
import {
  DEMO_COMPLIANCE,
  enrolmentLink,
  enrolmentTotpCode,
  secondOfficer,
  signInStaffThroughForm,
  staffSession,
} from './support/staff.js';
import { bitcoinAddress, openSession, totpCode, verifyIdentity } from './support/wallet.js';

/** Who receives the test withdrawals: a person at the sandbox counterparty, which accepts (decision 256). */
const SANDBOX_PERSON = {
  owner: 'other',
  wallet: 'provider',
  providerId: 'sandbox-vasp',
  kind: 'person',
  name: 'Ana Example',
};

test.describe.configure({ mode: 'serial' });

const SUPPORT = { email: 'support@coinvault.example', password: 'Demo-Support-1!' };

async function customerWithCoins(btc: string): Promise<{ email: string; password: string; session: Session }> {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCoins(session.token, { BTC: btc });
  return { ...user, session };
}

async function fillReason(page: Page, form: string, reason: string) {
  const f = page.getByRole('form', { name: form });
  await f.getByLabel('Reason').fill(reason);
  await f.getByRole('button', { name: form }).click();
}

test('support finds a customer by CV- reference and signs them out everywhere', async ({ page }) => {
  test.setTimeout(240_000);
  const customer = await customerWithCoins('0.01');
  const [movement] = await apiOk(CALLS.getTransactionHistory, {}, { token: customer.session.token });
  const reference = (movement as { reference?: string }).reference ?? '';
  expect(reference).toMatch(/^CV-/);

  await signInStaffThroughForm(page, SUPPORT);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText(['Customers']);
  await page.getByLabel('Email, name, customer number, CV- reference or address').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Alex Morgan' }).click();
  await expect(page.getByRole('heading', { name: 'Alex Morgan' })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();

  // The page's records (decisions 325, 326): one look at each section, and a filter on the server.
  await expect(page.getByRole('region', { name: 'Verification history' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balances' }).getByText(/BTC/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price alerts' }).getByText('No price alerts.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recurring buys' }).getByText('No recurring buys.')).toBeVisible();
  const moves = page.getByRole('region', { name: 'Transactions' });
  await expect(moves.getByRole('cell', { name: reference })).toBeVisible();
  await moves.getByLabel('Status').selectOption('failed');
  await moves.getByRole('button', { name: 'Filter' }).click();
  await expect(moves.getByText('No transaction matches these filters.')).toBeVisible();

  await fillReason(page, 'Sign out everywhere', 'customer called: lost phone');
  await expect(page.getByText('Signed out everywhere.')).toBeVisible();
  const after = await apiCall(CALLS.getHelp, {}, { token: customer.session.token });
  expect(after.status).toBe(401);
});

test('an older page asked before the filter changed never lands under the new filter', async ({ page }) => {
  test.setTimeout(300_000);
  // A deposit and 13 swaps (two rows each): 27 rows, so the desk's pages of 25 make an older page
  // holding the oldest swap row and the deposit.
  const customer = await customerWithCoins('0.01');
  for (let i = 0; i < 13; i++) await swapCoins(customer.session.token, 'BTC', 'ETH', '0.0005');
  await openSession(page, await staffSession(SUPPORT));
  // The older page's answer is held until the support agent has changed the filter.
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let answered: () => void = () => undefined;
  const olderAnswered = new Promise<void>((r) => {
    answered = r;
  });
  let asked = 0;
  await page.route('**/api/staff/customers/transactions', async (route) => {
    const older = ++asked === 2;
    const response = await route.fetch();
    if (older) await released;
    await route.fulfill({ response });
    if (older) answered();
  });
  await page.goto(`/admin/customers?id=${customer.session.user.id}`);
  const moves = page.getByRole('region', { name: 'Transactions' });
  const rows = moves.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(25);
  await moves.getByRole('button', { name: 'Older transactions' }).click();

  await moves.getByLabel('Kind').selectOption({ label: 'Crypto deposit' });
  await moves.getByRole('button', { name: 'Filter' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Crypto deposit');
  await expect(moves.getByRole('button', { name: 'Older transactions' })).toHaveCount(0);
  release();
  await olderAnswered;
  // The older page answered for the list of every kind: none of it is added to the deposits.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(rows).toHaveCount(1);
  await expect(moves.getByRole('cell', { name: 'Swap' })).toHaveCount(0);
});

test('support sends an identity-verification reminder to a customer who has not verified', async ({ page }) => {
  const user = await registerUser();
  const customer = await login(user.email, user.password);
  await openSession(page, await staffSession(SUPPORT));
  await page.goto(`/admin/customers?id=${customer.user.id}`);
  await fillReason(page, 'Send verification reminder', 'customer asked how to verify');
  await expect(page.getByText('Verification reminder sent.')).toBeVisible();
  // The desk's security events say what happened in words, with the recorded code beside them.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: /^Sign-in · Allowed · / })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Verification email sent by staff' })).toContainText(
    'customer.send_verification_email',
  );
});

test('a case from a monitoring rule, four-eyes release of a large withdrawal, a freeze, and the audit log', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  // Most of a deposit withdrawn within the day to a new address: the rapid-outflow rule's pattern,
  // and at BTC 0.09 above the four-eyes setting (AUD 10,000).
  const customer = await customerWithCoins('0.1');
  const withdrawal = await apiOk(
    CALLS.createWithdrawal,
    {
      amount: '0.09',
      cryptoAddress: bitcoinAddress(),
      paymentRouteId: 1,
      beneficiary: SANDBOX_PERSON,
      ...(await emailedWithdrawalProof(customer.session.token, customer.email, customer.password)),
    },
    { token: customer.session.token, idempotencyKey: randomUUID() },
  );
  const customerId = customer.session.user.id;

  const first = await staffSession(DEMO_COMPLIANCE);
  await openSession(page, first);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Case queue' })).toBeVisible();
  const caseRow = page.getByRole('row').filter({ hasText: customer.email });
  await expect(caseRow.getByRole('link', { name: 'Deposit quickly withdrawn to a new address' })).toBeVisible();
  await caseRow.getByRole('link', { name: 'Deposit quickly withdrawn to a new address' }).click();
  await page.getByRole('button', { name: 'Take this case' }).click();
  await expect(page.getByText('In review', { exact: true })).toBeVisible();

  // The first officer asks for the release and is not offered the decision.
  await page.getByRole('link', { name: 'Approvals' }).click();
  const card = page.getByRole('listitem', { name: new RegExp(`by ${customer.email}`) });
  await expect(card).toBeVisible();
  await card.getByLabel('Reason').fill('source of funds seen');
  await card.getByRole('button', { name: 'Ask to release' }).click();
  await expect(card.getByText('You asked for this: a second compliance officer decides it.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const [request] = (await apiOk(CALLS.getWaitingWithdrawals, {}, { token: first.token }))
    .filter((w) => w.withdrawalId === withdrawal.withdrawal_id)
    .map((w) => w.request);
  if (!request) throw new Error('no release request');
  const own = await apiCall(
    CALLS.decideApproval,
    { approvalId: request.id, approve: true, reason: 'my own' },
    { token: first.token, idempotencyKey: randomUUID() },
  );
  expect([own.status, own.answer]).toMatchObject([403, { code: 'OWN_REQUEST' }]);

  // A second officer approves it in their own browser.
  const second = await secondOfficer();
  const other = await browser.newPage();
  await openSession(other, second);
  await other.goto('/admin/approvals');
  const theirs = other.getByRole('listitem', { name: new RegExp(`by ${customer.email}`) });
  await fillReasonIn(theirs, 'Approve', 'second look: fine');
  await expect(other.getByText('Approved.')).toBeVisible();
  await expect(theirs).toHaveCount(0);

  // The first officer asks to freeze the customer; the second approves.
  await page.goto(`/admin/customers?id=${customerId}`);
  await fillReason(page, 'Ask to freeze', 'pattern confirmed');
  await expect(page.getByText('Request sent: a second compliance officer decides it.')).toBeVisible();
  await other.goto('/admin/approvals');
  const freeze = other.getByRole('listitem').filter({ hasText: 'pattern confirmed' });
  // The request names the customer and the officer who asked.
  await expect(freeze).toContainText(customer.email);
  await expect(freeze.getByText(/^Demo Compliance \(staff since/)).toBeVisible();
  await fillReasonIn(freeze, 'Approve', 'agreed');
  await expect(other.getByText('Approved.')).toBeVisible();
  await other.close();

  // The frozen customer cannot withdraw and is told why.
  const refused = await apiCall(
    CALLS.createWithdrawal,
    { amount: '0.001', cryptoAddress: bitcoinAddress(), paymentRouteId: 1, beneficiary: SANDBOX_PERSON },
    { token: customer.session.token, idempotencyKey: randomUUID() },
  );
  expect([refused.status, refused.answer]).toMatchObject([403, { code: 'ACCOUNT_FROZEN' }]);
  const customerPage = await browser.newPage();
  await openSession(customerPage, customer.session);
  await customerPage.goto('/assets/send');
  await customerPage.getByRole('button', { name: /Bitcoin/ }).click();
  await customerPage.getByLabel('Address', { exact: true }).fill(bitcoinAddress());
  await customerPage.getByLabel('Amount', { exact: true }).fill('0.001');
  // A session from before the freeze learns it from its first answer: the action is disabled, with why.
  await expect(customerPage.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await expect(customerPage.getByText('Your account is frozen while we review it.').first()).toBeVisible();
  await customerPage.close();

  // The audit log shows each step about the customer.
  await page.goto(`/admin/audit?customer=${customerId}`);
  const log = page.getByRole('table', { name: 'Audit entries' });
  for (const action of [
    'case.taken',
    'approval.request.withdrawal',
    'withdrawal.release',
    'approval.approve.withdrawal',
    'approval.request.freeze',
    'customer.freeze',
    'approval.approve.freeze',
    'customer.view',
  ])
    await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
  // Officers search with what they know: the customer's email and a word of the action. Rows
  // name the customer by email, not by id.
  await page.getByLabel('Customer (email or id)').fill(customer.email);
  await page.getByLabel('Action contains').fill('approval');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(log.getByText('customer.view', { exact: true })).toHaveCount(0);
  await expect(log.getByText('approval.approve.freeze', { exact: true })).toBeVisible();
  await expect(log.getByRole('cell', { name: customer.email }).first()).toBeVisible();
  await expect(log.getByText(customerId, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Check the chain' }).click();
  await expect(page.getByText('The chain is intact.')).toBeVisible();
});

async function fillReasonIn(scope: ReturnType<Page['getByRole']>, button: string, reason: string) {
  const form = scope.getByRole('form', { name: button });
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: button }).click();
}

test('an admin adds a support agent who enrols from the emailed link, then disables them at 360 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await openSession(page, await staffSession());
  await page.goto('/admin/staff');
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }),
  ).toHaveAttribute('aria-current', 'page');

  const email = uniqueEmail('agent');
  const add = page.getByRole('form', { name: 'Add a staff member' });
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('First name').fill('Sam');
  await add.getByLabel('Last name').fill('Agent');
  await add.getByLabel('Role').selectOption('support');
  await add.getByLabel('Reason').fill('New support hire');
  await add.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByRole('heading', { name: `Invitation emailed to ${email}` })).toBeVisible();
  // The admin is shown no password field and no secret.
  await expect(page.getByTestId('staff-secret')).toHaveCount(0);
  await page.getByRole('button', { name: 'Done', exact: true }).click();

  // The agent opens the link in their own browser, not signed in, and sets both up.
  const own = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const mine = await own.newPage();
  await mine.goto(await enrolmentLink(email));
  await mine.getByRole('button', { name: 'Show my authenticator secret' }).click();
  const secret = ((await mine.getByTestId('staff-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await mine.getByLabel('Your new password').fill(STRONG_PASSWORD);
  await mine.getByLabel('Code from your authenticator app').fill(enrolmentTotpCode(secret));
  await mine.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(mine.getByText('Your staff account is set up.')).toBeVisible();
  await own.close();

  const agent = await login(email, STRONG_PASSWORD, totpCode(secret));
  expect((await apiCall(CALLS.findCustomer, { query: 'someone' }, { token: agent.token })).status).toBe(200);
  await page.reload();

  const card = page.getByRole('listitem', { name: 'Staff member Sam Agent' });
  await expect(card).toContainText(email);
  await expect(card).toContainText('Support');
  await expect(card).toContainText('Authenticator on');
  await fillReason(page, 'Disable Sam Agent', 'Left the team');
  await expect(card).toContainText('Disabled');
  await expect(card.getByRole('button', { name: 'Re-enable Sam Agent' })).toBeVisible();
  expect((await apiCall(CALLS.findCustomer, { query: 'someone' }, { token: agent.token })).status).toBe(401);
  // Nothing spills sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
