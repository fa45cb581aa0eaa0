/**
 * A signed-in start on the transaction history asks for its newest page as the app starts, before
 * the screen's own code has come (decision 470), and asks for that code only once the call is made
 * (decision 479): while the call's own file is held back the screen's code is not asked for; with
 * the screen's code held back the call is already made, and once the code arrives the rows shown
 * are that call's answer, with no second call for the same page.
 */
import { login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { held } from './support/held.js';

test('the newest page is asked for before the history screen’s code, and its answer is what shows', async ({
  page,
  customer,
  signIn,
}) => {
  // One row to show: a deposit, credited by the chain watcher on its own schedule.
  test.slow();
  await depositCoins((await login(customer.email, customer.password)).token, { BTC: '0.001' });

  const call = held();
  let callFileAsked = false;
  await page.route(/\/assets\/history-start-[^/]+\.js$/, async (route) => {
    callFileAsked = true;
    await call.wait;
    await route.continue();
  });
  const screen = held();
  let screenAsked = false;
  let pageCalls = 0;
  await page.route(/\/assets\/history-screen-[^/]+\.js$/, async (route) => {
    screenAsked = true;
    await screen.wait;
    await route.continue();
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/exchange/transaction-history') pageCalls += 1;
  });

  await signIn(page, customer);
  await page.goto('/transactions');
  // The call's file is held: the screen's code waits for the call, so it is not asked for either
  // (the frame and React load meanwhile; the screen's file was asked for within a few tens of
  // milliseconds when it did not wait).
  await expect.poll(() => callFileAsked).toBe(true);
  await page.waitForTimeout(1500);
  expect(screenAsked).toBe(false);
  expect(pageCalls).toBe(0);

  call.release();
  // Then the call is made and the screen's code asked for, which is held: nothing is drawn yet.
  await expect.poll(() => screenAsked, { timeout: 20_000 }).toBe(true);
  await expect.poll(() => pageCalls, { timeout: 20_000 }).toBe(1);
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toHaveCount(0);

  screen.release();
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('BTC');
  expect(pageCalls).toBe(1);
});
