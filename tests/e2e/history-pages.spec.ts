/**
 * A long history (decision 221): the newest page is on screen before an older page is asked
 * for, and reaching the end of the list (by scrolling, or with the visible 'Load more' button
 * from the keyboard) asks for the next page, says so in a status line, and shows its rows.
 */
import { randomUUID } from 'node:crypto';
import { CALLS } from '../../contract/calls/index.js';
import { HISTORY_MAX_LIMIT } from '../../contract/exchange.js';
import { apiOk, baseUrl, login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { held } from './support/held.js';

/** More deposits than one page holds. */
const DEPOSITS = HISTORY_MAX_LIMIT + 20;

async function seedDeposits(token: string, count: number): Promise<void> {
  const routes = await apiOk(CALLS.getPaymentRoutes, { limit: 100, offset: 0 }, { token });
  const route = routes.find((r) => r.currency_id === 'BTC' && r.is_active);
  if (!route) throw new Error('no active BTC route');
  const { address } = await apiOk(
    CALLS.generateAddress,
    { currencyId: 'BTC', paymentRouteId: route.payment_route_id },
    { token, idempotencyKey: randomUUID() },
  );
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${baseUrl()}/sandbox/chain/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, amount: '0.0001' }),
    });
    if (!res.ok) throw new Error(`sandbox deposit failed: ${res.status}`);
  }
  // The watcher credits on its own schedule: wait until the second page holds the rest.
  await expect
    .poll(
      async () => {
        const first = await apiOk(CALLS.getTransactionHistory, { limit: HISTORY_MAX_LIMIT }, { token });
        const last = first.at(-1);
        if (first.length < HISTORY_MAX_LIMIT || !last) return first.length;
        const second = await apiOk(
          CALLS.getTransactionHistory,
          { limit: HISTORY_MAX_LIMIT, cursor: last.account_transaction_id },
          { token },
        );
        return first.length + second.length;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(count);
}

test('the newest page shows before older pages are asked for; reaching the end loads the next', async ({
  page,
  customer,
  signIn,
}) => {
  test.setTimeout(240_000);
  const { token } = await login(customer.email, customer.password);
  await seedDeposits(token, DEPOSITS);

  // The payload is sealed, but a call with a cursor is longer than the newest page's `{limit}`:
  // the newest page may be asked for more than once (the live refresh), an older page only with one.
  // A held older page may be asked again after the app's 20 s attempt limit (a retry, sealed
  // afresh), so what is counted is that one was asked, and when.
  let newest: number | null = null;
  let older = 0;
  const olderPage = held();
  await page.route(/\/exchange\/transaction-history$/, async (route) => {
    const size = (JSON.parse(route.request().postData() ?? '{}') as { req?: string }).req?.length ?? 0;
    newest ??= size;
    if (size > newest) {
      older += 1;
      await olderPage.wait;
    }
    await route.continue();
  });

  await signIn(page, customer);
  await page.goto('/transactions');
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // On screen from the first page alone, and no more rows drawn than a step.
  expect(newest).not.toBeNull();
  expect(older).toBe(0);
  expect(await rows.count()).toBeLessThan(HISTORY_MAX_LIMIT);

  // Scrolling to the end draws more of the first page, then asks for the second.
  await expect
    .poll(
      async () => {
        await rows.last().scrollIntoViewIfNeeded();
        return older;
      },
      // A loaded machine draws the rows slowly; the order, not the time, is what is checked.
      { timeout: 45_000 },
    )
    .toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('status').filter({ hasText: 'Loading more transactions...' })).toBeVisible();
  olderPage.release();

  // The visible button takes the same step from the keyboard, until every row is on screen.
  const more = page.getByRole('button', { name: 'Load more' });
  await expect
    .poll(
      async () => {
        if (await more.isVisible()) {
          await more.focus();
          await page.keyboard.press('Enter');
        }
        return rows.count();
      },
      { timeout: 20_000 },
    )
    .toBe(DEPOSITS);
  await expect(more).toHaveCount(0);
});
