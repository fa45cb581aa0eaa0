/**
 * A signed-in start on the transaction history asks for its newest page as the app starts, before
 * the screen's own code has come (decision 470): with that code held back the call is already
 * made, and once the code arrives the rows shown are that call's answer, with no second call for
 * the same page.
 */
import { login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';

test('the newest page is asked for before the history screen’s code has come, and its answer is what shows', async ({
  page,
  customer,
  signIn,
}) => {
  // One row to show: a deposit, credited by the chain watcher on its own schedule.
  test.slow();
  await depositCoins((await login(customer.email, customer.password)).token, { BTC: '0.001' });

  let releaseScreen: () => void = () => {};
  const screenHeld = new Promise<void>((r) => {
    releaseScreen = r;
  });
  let screenAsked = false;
  await page.route(/\/assets\/TransactionsScreen-[^/]+\.js$/, async (route) => {
    screenAsked = true;
    await screenHeld;
    await route.continue();
  });
  let pageCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/exchange/transaction-history') pageCalls += 1;
  });

  await signIn(page, customer);
  await page.goto('/transactions');
  // The screen's code is asked for and held; the page's call has left all the same.
  await expect.poll(() => screenAsked).toBe(true);
  await expect.poll(() => pageCalls, { timeout: 20_000 }).toBe(1);
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toHaveCount(0);

  releaseScreen();
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('BTC');
  expect(pageCalls).toBe(1);
});
