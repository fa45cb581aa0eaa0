/**
 * The Travel Rule on deposits (decisions 249, 250, 274 and 331), in the real browser on the real
 * server: the sandbox counterparty's page sends its Travel Rule information as a TRP inquiry, then
 * the coins (one naming the customer is approved and credited, one naming someone else is refused,
 * sent anyway and held for review); a deposit with no
 * information is credited but held from withdrawal until the customer says who sent it; a deposit
 * from a listed address is frozen and the customer hears only that it is under review.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, baseUrl, type CreatedUser, login, type OutboxMessage, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { balanceOf, openSession } from './support/wallet.js';

const LISTED_BTC = 'bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc';

async function newCustomer(o: Partial<CreatedUser> = {}) {
  const user = await registerUser(o);
  const session = await login(user.email, user.password);
  const { address } = await apiOk(
    CALLS.generateAddress,
    { currencyId: 'BTC', paymentRouteId: 1 },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  return { user, session, address };
}

async function mailSubjects(email: string): Promise<OutboxMessage[]> {
  const r = await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(email)}`);
  return (await r.json()) as OutboxMessage[];
}

/** Sends from the sandbox counterparty's page, as a person would; the page says what the wallet answered. */
async function sendFromCounterparty(
  page: Page,
  address: string,
  amount: string,
  beneficiaryName: string,
  answered: 'approved' | 'refused',
) {
  await page.goto('/sandbox/travel-rule/');
  await page.getByLabel('Deposit address').fill(address);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByLabel(/^Beneficiary name/).fill(beneficiaryName);
  await page.getByRole('button', { name: 'Send deposit with Travel Rule information' }).click();
  await expect(page.getByRole('status')).toContainText(`The wallet ${answered} the inquiry`);
  await expect(page.getByRole('status')).toContainText('deposit sent in transaction');
}

test('a deposit whose Travel Rule information names the customer is credited; one naming someone else is held', async ({
  page,
}) => {
  const { user, session, address } = await newCustomer({ firstName: 'José María', lastName: 'García' });
  // Another order, capitals, no accents: the same person (decision 249).
  await sendFromCounterparty(page, address, '0.004', 'GARCIA Jose-Maria', 'approved');
  await expect.poll(() => balanceOf(session.token, 'BTC')).toBe('0.004');
  await sendFromCounterparty(page, address, '0.5', 'Jose Garcia', 'refused');
  await expect
    .poll(async () => (await mailSubjects(user.email)).map((m) => m.subject))
    .toContain('Deposit of 0.5 BTC under review');
  expect(await balanceOf(session.token, 'BTC')).toBe('0.004');
  // Neither asks the customer anything.
  await openSession(page, session, { popupSeen: true });
  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await expect(page.getByTestId('deposit-origin-notice')).toHaveCount(0);
});

test('a deposit with no Travel Rule information is held from withdrawal until the customer says who sent it', async ({
  page,
}) => {
  const { user, session } = await newCustomer();
  await depositCoins(session.token, { BTC: '0.003' }, { keepUnanswered: true });
  await expect
    .poll(async () => (await mailSubjects(user.email)).map((m) => m.subject))
    .toContain('Tell us who sent your deposit of 0.003 BTC');
  await openSession(page, session, { popupSeen: true });
  await page.goto('/wallet');
  const notice = page.getByTestId('deposit-origin-notice');
  await expect(notice).toContainText('Tell us who sent your deposit of 0.003 BTC');
  await notice.getByRole('link', { name: 'Tell us who sent it' }).click();
  await expect(page.getByRole('heading', { name: 'Who sent this deposit?' })).toBeVisible();
  // Sent without the answers: the form says what is missing and nothing is taken.
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Another person or business' }).check();
  await page.getByRole('radio', { name: 'A wallet its owner controls (self-hosted)' }).check();
  await page.getByRole('radio', { name: 'A person' }).check();
  await page.getByLabel('Full name of the person').fill('Ana Pérez');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Your deposit can now be withdrawn' })).toBeVisible();
  // The screen says so until the customer goes back, not only for the toast's two seconds.
  await expect(page.getByTestId('origin-answered')).toContainText('Your deposit can now be withdrawn');
  await page.getByRole('button', { name: 'Back to wallet' }).click();
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await expect(page.getByTestId('deposit-origin-notice')).toHaveCount(0);
  const { deposits } = await apiOk(CALLS.depositOrigins, {}, { token: session.token });
  expect(deposits).toEqual([]);
  expect(await balanceOf(session.token, 'BTC')).toBe('0.003');
});

test.describe('when the server cannot answer', () => {
  test.use({ expectedConsoleErrors: /status of 503/ });

  test('the answer screen says the deposit could not be read, never that it needs no answer, and retries', async ({
    page,
  }) => {
    const { session } = await newCustomer();
    await depositCoins(session.token, { BTC: '0.002' }, { keepUnanswered: true });
    const { deposits } = await apiOk(CALLS.depositOrigins, {}, { token: session.token });
    const id = deposits[0]?.id ?? '';
    await openSession(page, session, { popupSeen: true });
    // The server cannot answer the read (the app's own retries included) until it is back.
    let down = true;
    await page.route('**/api/travel-rule/deposit-origins', (route) =>
      down ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto(`/deposit-origin?id=${encodeURIComponent(id)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'This deposit could not be loaded.' })).toBeVisible();
    await expect(page.getByText('This deposit does not need an answer.')).toHaveCount(0);
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Who sent this deposit?' })).toBeVisible();
    await expect(page.getByText('This deposit could not be loaded.')).toHaveCount(0);
  });
});

test('a deposit from a listed address is frozen, and the customer hears only that it is under review', async ({
  page,
}) => {
  const { user, session, address } = await newCustomer();
  await page.goto('/sandbox/chain');
  await page.getByLabel('Deposit address').fill(address);
  await page.getByLabel(/^Amount/).fill('0.2');
  await page.getByLabel(/^Sender address/).fill(LISTED_BTC);
  await page.getByRole('button', { name: 'Send deposit' }).click();
  let mails: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      mails = await mailSubjects(user.email);
      return mails.map((m) => m.subject);
    })
    .toContain('Deposit of 0.2 BTC under review');
  expect(mails.map((m) => m.text).join('\n')).not.toMatch(/sanction|OFAC|list/i);
  expect(Number(await balanceOf(session.token, 'BTC'))).toBe(0);
  await openSession(page, session, { popupSeen: true });
  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await expect(page.getByTestId('deposit-origin-notice')).toHaveCount(0);
  await expect(page.getByText(/sanction|OFAC/i)).toHaveCount(0);
});
