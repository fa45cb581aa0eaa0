/**
 * Recurring buys end to end (decision 143), against the real server and its card sandbox: a
 * purchase with consent saves the card, "Repeat this purchase" makes a weekly plan, the sandbox
 * runs its slot now (the server's clock cannot be moved from here), the buy shows in the history
 * and in an email with the anti-phishing code; then pause, resume, cancel and remove the card.
 */
import type { Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, baseUrl, login, type OutboxMessage } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { enableTwoFactor, openSession, totpCode } from './support/wallet.js';

const ADDRESS = { address: '1 Harbour Street', city: 'Sydney', state: 'NSW', postal: '2000' };

async function mailTo(email: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(email)}`);
  return (await res.json()) as OutboxMessage[];
}

async function buyWithConsent(page: Page, amount: string) {
  await page.goto('/buy-sell');
  await expect(page.getByTestId('buy-summary-price')).toContainText('1 BTC = AU$');
  await page.getByLabel('Amount in AUD').fill(amount);
  await expect(page.getByLabel('Amount in BTC')).not.toHaveValue('');
  await page.getByLabel('Save this card for recurring buys').check();
  await page.getByRole('button', { name: 'Buy Bitcoin' }).click();
  const form = page.frameLocator('iframe[title="Card payment form"]');
  await expect(form.getByText('This card will be saved for your recurring buys')).toBeVisible();
  await form.getByLabel('Card number').fill('4200 0000 0000 0000');
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Alex Morgan');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: /^You bought [\d.]+ BTC for AU\$/ })).toBeVisible({
    timeout: 20_000,
  });
}

test('buy with consent, repeat weekly, run the slot, see it in history and email; pause, resume, cancel', async ({
  page,
  customer,
}) => {
  const first = await login(customer.email, customer.password);
  await apiOk(CALLS.updateProfile, ADDRESS, { token: first.token });
  // The anti-phishing code needs 2FA on (and a sign-in with it).
  const secret = await enableTwoFactor(first.token, customer.password);
  const session = await login(customer.email, customer.password, totpCode(secret));
  const { token } = session;
  await apiOk(CALLS.setAntiPhishingCode, { code: 'KOALA-7', password: customer.password }, { token });
  await openSession(page, session);

  await buyWithConsent(page, '30');
  await page.getByRole('button', { name: 'Repeat this purchase' }).click();
  const editor = page.getByRole('dialog', { name: 'Repeat this purchase' });
  await editor.getByLabel(/^Amount/).fill('25');
  await editor.getByLabel('Every week').check();
  await editor.getByRole('button', { name: 'Start recurring buy' }).click();
  await page.getByRole('link', { name: 'See your recurring buys' }).click();

  await expect(page.getByRole('heading', { name: 'Recurring buys' })).toBeVisible();
  await expect(page.getByTestId('saved-card')).toHaveText('Card ending 0000');
  const plan = page.getByTestId('recurring-plan');
  await expect(plan).toHaveCount(1);
  await expect(plan).toContainText('AU$25.00 of Bitcoin');
  await expect(plan).toContainText('Every week');
  await expect(plan.getByTestId('plan-status')).toContainText('Next buy');

  const { plans } = await apiOk(CALLS.getRecurringBuys, {}, { token });
  const planId = plans[0]!.id;
  const ran = await fetch(`${baseUrl()}/sandbox/recurring/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ planId }),
  });
  expect(await ran.json()).toEqual({ ran: 1 });

  const history = await apiOk(CALLS.getTransactionHistory, {}, { token });
  expect(history.filter((t) => t.currency_id === 'BTC' && t.transaction_class === 'trade')).toHaveLength(2);
  await page.goto('/transactions');
  await expect(page.locator('.tx-row .tx-type', { hasText: /^Buy$/ })).toHaveCount(2);
  const mail = (await mailTo(customer.email)).find((m) => /^Recurring buy: .* BTC bought$/.test(m.subject));
  expect(mail?.text).toContain('AU$25.13');
  expect(mail?.text).toContain('KOALA-7');

  await page.goto('/recurring-buys');
  await plan.getByRole('button', { name: 'Pause' }).click();
  await expect(plan.getByTestId('plan-status')).toHaveText('Paused');
  await plan.getByRole('button', { name: 'Resume' }).click();
  await expect(plan.getByTestId('plan-status')).toContainText('Next buy');
  await plan.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(plan).toHaveCount(0);
  await expect(page.getByText('No recurring buys yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Remove card' }).click();
  await expect(page.getByTestId('saved-card')).toHaveText('No saved card');
});
