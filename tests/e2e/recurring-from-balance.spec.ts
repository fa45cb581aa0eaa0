/**
 * A recurring buy paid from the cash balance (decision 268), in the browser: a customer with cash
 * and no saved card starts a weekly plan paid from the balance, the sandbox runs its slot now,
 * and the balance pays for it with no card and no fee.
 */
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, baseUrl } from './support/api.js';
import { customerWithCash } from './support/bank.js';
import { expect, test } from './support/fixtures.js';
import { holdRequests } from './support/held.js';
import { drawn, tops } from './support/positions.js';
import { openSession } from './support/wallet.js';

test('a weekly buy paid from the cash balance: set up in the app, run by the schedule, paid from cash', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const session = await customerWithCash('100.00');
  await openSession(page, session);

  await page.goto('/recurring-buys');
  await page.getByRole('button', { name: 'New recurring buy' }).click();
  const editor = page.getByRole('dialog', { name: 'Repeat this purchase' });
  await editor.getByRole('radio', { name: 'Cash balance' }).check();
  await expect(editor.getByText('Each buy is paid from your cash balance')).toBeVisible();
  await editor.getByLabel(/^Amount/).fill('25');
  await editor.getByLabel('Every week').check();
  await editor.getByRole('button', { name: 'Start recurring buy' }).click();

  const plan = page.getByTestId('recurring-plan');
  await expect(plan).toHaveCount(1);
  await expect(plan).toContainText('AU$25.00 of Bitcoin');
  await expect(plan).toContainText('Every week');
  const { plans } = await apiOk(CALLS.getRecurringBuys, {}, { token: session.token });
  expect(plans.map((p) => p.funding)).toEqual(['balance']);

  const ran = await fetch(`${baseUrl()}/sandbox/recurring/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ planId: plans[0]!.id }),
  });
  expect(await ran.json()).toEqual({ ran: 1 });
  // Paid from the balance, the whole amount and no fee.
  expect((await apiOk(CALLS.getCashBalance, {}, { token: session.token })).balance).toBe('75.00');
  const history = await apiOk(CALLS.getTransactionHistory, {}, { token: session.token });
  expect(history.filter((t) => t.currency_id === 'BTC' && t.transaction_class === 'trade')).toHaveLength(1);
  await page.goto('/transactions');
  await expect(page.locator('.tx-row .tx-type', { hasText: /^Buy$/ })).toHaveCount(1);
});

test('the plan editor offers the cash balance from its first frame: nothing moves when the balance arrives', async ({
  page,
}) => {
  const session = await customerWithCash('100.00');
  await openSession(page, session);
  // The cash balance is held back, so the editor is seen before it arrives.
  const cash = await holdRequests(page, '**/api/bank/get-cash-balance');
  await page.goto('/recurring-buys');
  await page.getByRole('button', { name: 'New recurring buy' }).click();
  const editor = page.getByRole('dialog', { name: 'Repeat this purchase' });
  const balance = editor.getByRole('radio', { name: 'Cash balance' });
  await expect(balance).toBeVisible();
  const start = editor.getByRole('button', { name: 'Start recurring buy' });
  const where = () => tops([balance, start]);
  const before = await where();
  await cash.through();
  await drawn(page);
  expect(await where()).toEqual(before);
});
