/**
 * What a customer can quote: history rows carry a reference (not the internal row number), chain
 * transfers their transaction hash with a block-explorer link, and card purchases that failed or
 * were cancelled appear with their state.
 */

import { baseUrl } from './support/api.js';
import { cardCustomer, openCardCheckout } from './support/card-checkout.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { openSession } from './support/wallet.js';

async function cardAttempt(token: string, card: { number?: string; action?: 'pay' | 'cancel' }) {
  const init = await openCardCheckout(token);
  const body = new URLSearchParams({
    token: init.checkout.token,
    number: card.number ?? '',
    expiry: '12/40',
    cvc: '123',
    holder: 'Alex Morgan',
    action: card.action ?? 'pay',
  });
  await fetch(`${baseUrl()}/sandbox/pay/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    redirect: 'manual',
  });
}

test('history shows quotable references, chain hashes, and card purchases that did not go through', async ({
  page,
}) => {
  const { session } = await cardCustomer();
  await depositCoins(session.token, { BTC: '0.01' });
  await cardAttempt(session.token, { number: '4005 5500 0000 0019' });
  await cardAttempt(session.token, { action: 'cancel' });

  await openSession(page, session);
  await page.goto('/transactions');
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByRole('button').filter({ hasText: 'Failed' })).toHaveCount(1);
  await expect(list.getByRole('button').filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await expect(list.getByRole('button').filter({ hasText: 'Cancelled' })).toContainText('0.0003 BTC');

  await list.getByRole('button').filter({ hasText: 'Deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByTestId('detail-reference')).toHaveText(/^CV-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
  const hash = (await page.getByTestId('detail-tx-hash').textContent()) ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByRole('link', { name: 'View on mempool.space' })).toHaveAttribute(
    'href',
    `https://mempool.space/tx/${hash}`,
  );

  await page.goBack();
  await list.getByRole('button').filter({ hasText: 'Failed' }).click();
  await expect(page.getByText('Failed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('detail-reference')).toHaveText(/^CV-/);
});
