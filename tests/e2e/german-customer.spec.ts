/**
 * What a German-speaking customer of the EU market meets, end to end in German: buying from the
 * cash balance is reviewed before anything is bought (decision 395); the withdrawal review says who
 * receives the coin and what it is worth in the customer's currency (decision 396); a deposit held
 * for review is in the history as under review (decision 397).
 * The market does not move on the EU server of the run (MARKET_VOLATILITY_BPS 0, support/servers.ts),
 * so the price the review shows is the price the server charges.
 */
import { randomUUID } from 'node:crypto';
import { CALLS } from '../../contract/calls/index.js';
import { buyFromBalance, expectPaidWithinReview, GERMAN_BUY } from './support/balance-buy.js';
import { depositCash } from './support/bank.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { euBase } from './support/servers.js';
import { shots } from './support/shots.js';
import {
  balanceOf,
  bitcoinAddress,
  callAt,
  loginAt,
  openSession,
  registerAt,
  verifyIdentity,
} from './support/wallet.js';

test.use({ locale: 'de-DE' });

/** The EU market's server of the run, whose market does not move (support/servers.ts). */
const eu = euBase();

async function verifiedCustomer(first: string, last: string) {
  const user = await registerAt(eu, { firstName: first, lastName: last });
  const session = await loginAt(eu, user.email, user.password);
  expect(await verifyIdentity(session.token, eu)).toBe('approved');
  return { user, session };
}

test('buying from the cash balance shows the review first; Zurück buys nothing, Kauf bestätigen buys', async ({
  page,
}) => {
  const { session } = await verifiedCustomer('Jonas', 'Weber');
  await depositCash(eu, session.token, 'Jonas Weber', '300.00');
  const balance = async () => (await callAt(eu, CALLS.getCashBalance, {}, { token: session.token })).balance;
  await openSession(page, session, { popupSeen: true });

  await page.goto(`${eu}/buy-sell`);
  await page.getByRole('radio', { name: /^Fiat-Guthaben/ }).check();
  await page.getByLabel('Betrag in EUR').fill('100');
  await expect(page.getByTestId('buy-summary-total').first()).toContainText('100,00');
  const buy = page.getByRole('button', { name: 'Bitcoin kaufen' });
  await expect(buy).toBeEnabled();

  // The first tap opens the review: the amount, the price, no fee and the total; nothing is bought.
  await buy.click();
  const review = page.getByRole('dialog', { name: 'Kauf prüfen' });
  await expect(review).toBeVisible();
  await expect(review.getByTestId('buy-summary-amount')).toContainText('BTC');
  await expect(review.getByTestId('buy-summary-price')).toContainText('€');
  await expect(review.getByTestId('buy-summary-fee')).toContainText('0,00');
  await expect(review.getByTestId('buy-summary-total')).toContainText('100,00');
  expect(await balance()).toBe('300.00');
  await shots(page, 'de-buy-review');

  await review.getByRole('button', { name: 'Zurück' }).click();
  await expect(review).toBeHidden();
  expect(await balance()).toBe('300.00');
  expect(Number(await balanceOf(session.token, 'BTC', eu))).toBe(0);

  // Confirmed: exactly the coin the confirmed review showed arrives, and what the receipt says was paid leaves the cash.
  const { reviewed, paidCents } = await buyFromBalance(page, 'Bitcoin', GERMAN_BUY);
  await expect(page.getByRole('heading', { name: /^Sie haben [\d.,]+ BTC/ })).toContainText(
    reviewed.replace(/[^\d,]/g, ''),
  );
  expectPaidWithinReview(paidCents, 10_000);
  expect(Math.round(Number(await balance()) * 100)).toBe(30_000 - paidCents);
});

test('the withdrawal review names who receives the coin and its value in euros', async ({ page }) => {
  test.setTimeout(240_000);
  const { session } = await verifiedCustomer('Lena', 'Fischer');
  await depositCoins(session.token, { BTC: '0.05' }, { base: eu });
  await openSession(page, session, { popupSeen: true });
  await page.goto(`${eu}/assets/send`);
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await page.getByLabel('Adresse', { exact: true }).fill(bitcoinAddress());
  await page.getByLabel('Betrag', { exact: true }).fill('0.01');
  const form = page.getByTestId('beneficiary');
  await form.getByLabel('Die Wallet einer anderen Person').check();
  await form.getByLabel(/\(selbst verwahrt\)/).check();
  await form.getByRole('radio', { name: 'Eine Person' }).check();
  await form.getByLabel('Vollständiger Name der Person').fill('Anna Schmidt');
  await page.getByRole('button', { name: 'Auszahlen', exact: true }).click();

  const review = page.getByRole('dialog', { name: 'Auszahlung prüfen' });
  await expect(review).toBeVisible();
  await expect(review.getByText('Empfänger', { exact: true })).toBeVisible();
  await expect(review.getByTestId('review-recipient')).toHaveText('Anna Schmidt');
  await expect(review.getByText('Wert', { exact: true })).toBeVisible();
  // 0.00995 BTC arrive: their value in euros, written the German way ('1.234,56 €').
  await expect(review.getByTestId('review-value')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  await shots(page, 'de-withdraw-review');
  await review.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(review).toBeHidden();
});

test('a deposit held for review is in the history as „Wird geprüft“', async ({ page }) => {
  const { session } = await verifiedCustomer('Paul', 'Becker');
  const routes = await callAt(eu, CALLS.getPaymentRoutes, { limit: 100, offset: 0 }, { token: session.token });
  const route = routes.find((r) => r.currency_id === 'BTC' && r.is_active === 'on');
  const { address } = await callAt(
    eu,
    CALLS.generateAddress,
    { currencyId: 'BTC', paymentRouteId: route?.payment_route_id ?? 1 },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  // From an address on the sanctions list: held, not credited, and the customer is emailed.
  const res = await fetch(`${eu}/sandbox/chain/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount: '0.015', senderAddress: 'bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc' }),
  });
  expect(res.ok).toBe(true);
  await expect
    .poll(
      async () =>
        (await callAt(eu, CALLS.getTransactionHistory, {}, { token: session.token })).some((t) => t.under_review),
      { timeout: 20_000 },
    )
    .toBe(true);

  await openSession(page, session, { popupSeen: true });
  await page.goto(`${eu}/transactions`);
  const row = page.getByRole('listitem').filter({ hasText: 'Wird geprüft' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('0,015');
  await expect(row).toContainText('Einzahlung');
  await shots(page, 'de-held-deposit');
});
