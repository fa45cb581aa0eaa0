/**
 * Live updates of a withdrawal: with the history open, a withdrawal made elsewhere appears and
 * then shows as sent once the chain has it, without a reload; its detail then carries the
 * transaction hash and a link to the network's block explorer. The e2e server's sandbox chain
 * sends after 3 s and the history refreshes every 10 s, so the pending state is seen when a
 * refresh falls inside those 3 s; the test holds either way and always ends on the sent state.
 */
import { randomUUID } from 'node:crypto';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { toPersonAtProvider } from './support/provider-withdrawal.js';
import { openSession, verifyIdentity } from './support/wallet.js';

test('a withdrawal made while the history is open shows there as sent, with hash and explorer link', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { BTC: '0.05' });
  expect(await verifyIdentity(session.token)).toBe('approved');
  const routes = await apiOk(CALLS.getPaymentRoutes, { limit: 100, offset: 0 }, { token: session.token });
  const btc = routes.find((r) => r.currency_id === 'BTC' && r.is_active);
  if (!btc) throw new Error('no active BTC route');

  await openSession(page, session);
  await page.goto('/transactions');
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list).toContainText('Deposit');
  await apiOk(
    CALLS.createWithdrawal,
    // Without 2FA the withdrawal is confirmed with an emailed code and the password (decision 367).
    await toPersonAtProvider(session.token, user, { amount: '0.01', paymentRouteId: btc.payment_route_id }),
    { token: session.token, idempotencyKey: randomUUID() },
  );

  const row = list.getByRole('button').filter({ hasText: 'Withdraw' });
  await expect(row).toContainText('-0.01 BTC', { timeout: 30_000 });
  // A settled row carries no status badge: only pending and failed ones do.
  await expect(row).not.toContainText('Pending', { timeout: 60_000 });

  await row.click();
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  const hash = (await page.getByTestId('detail-tx-hash').textContent()) ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByRole('link', { name: 'View on mempool.space' })).toHaveAttribute(
    'href',
    `https://mempool.space/tx/${hash}`,
  );
});
