/**
 * What a customer can quote: history rows carry a reference (not the internal row number), chain
 * transfers their transaction hash with a block-explorer link, and card purchases that failed or
 * were cancelled appear with their state.
 */

import { randomUUID } from 'node:crypto';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, baseUrl, login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { openSession } from './support/wallet.js';

async function cardAttempt(token: string, card: { number?: string; action?: 'pay' | 'cancel' }) {
  const origin = baseUrl();
  const init = await apiOk(
    CALLS.initTransaction,
    {
      amount: '50',
      currency: 'AUD',
      crypto_value: '0.0003',
      crypto_currency: 'BTC',
      success_url: `${origin}/success`,
      decline_url: `${origin}/decline`,
      fail_url: `${origin}/fail`,
      cancel_url: `${origin}/cancel`,
    },
    { token, idempotencyKey: randomUUID() },
  );
  const body = new URLSearchParams({
    token: init.checkout.token,
    number: card.number ?? '',
    expiry: '12/40',
    cvc: '123',
    holder: 'Alex Morgan',
    action: card.action ?? 'pay',
  });
  await fetch(`${origin}/sandbox/pay/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    redirect: 'manual',
  });
}

test('history shows quotable references, chain hashes, and card purchases that did not go through', async ({
  page,
}) => {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await apiOk(
    CALLS.updateProfile,
    { address: '1 Harbour Street', city: 'Sydney', state: 'NSW', postal: '2000' },
    { token: session.token },
  );
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
