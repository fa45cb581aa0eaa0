/**
 * The customer's wallet end to end, against the real server in local mode: deposit address and
 * its QR code, a sandbox deposit arriving, a timed swap quote expiring and refreshing, the KYC
 * gate and the 2FA dialog of a withdrawal, the transaction filters, and an EUR-market customer.
 */

import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import { CALLS } from '../../contract/calls/index.js';
import { accessibilityViolations } from './support/accessibility.js';
import { baseUrl, login, registerUser, type Session, STRONG_PASSWORD } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins, swapCoins } from './support/funds.js';
import { held } from './support/held.js';
import { openInApp } from './support/open-in-app.js';
import { euBase } from './support/servers.js';
import {
  answerBeneficiary,
  balanceChange,
  balanceOf,
  bitcoinAddress,
  callAt,
  enableTwoFactor,
  loginAt,
  openSession,
  qrPixels,
  registerAt,
  totpCode,
  verifyIdentity,
} from './support/wallet.js';

// Each test has its own customer: the file's tests spread over the run's workers (decision 450).
test.describe.configure({ mode: 'parallel' });

async function newCustomer(o: { lastName?: string } = {}): Promise<Session> {
  const user = await registerUser(o);
  return login(user.email, user.password);
}

async function depositAddress(session: Session, coin: string, base = baseUrl()): Promise<string> {
  const routes = await callAt(base, CALLS.getPaymentRoutes, { limit: 100, offset: 0 }, { token: session.token });
  const route = routes.find((r) => r.currency_id === coin && r.is_active === 'on');
  if (!route) throw new Error(`no route for ${coin}`);
  const { address } = await callAt(
    base,
    CALLS.generateAddress,
    { currencyId: coin, paymentRouteId: route.payment_route_id },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  return address;
}

async function sandboxDeposit(address: string, amount: string, base = baseUrl()): Promise<void> {
  const res = await fetch(`${base}/sandbox/chain/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount }),
  });
  if (!res.ok) throw new Error(`sandbox deposit failed: ${res.status}`);
}

const toast = (page: import('@playwright/test').Page, text: string) => page.locator('.toast').filter({ hasText: text });

/**
 * How many pixels of the QR code's central third are of a colour (within a small distance): a
 * coin's logo drawn at the centre is there in its own colour, which no module is.
 */
async function centreShows(page: import('@playwright/test').Page, colour: [number, number, number]): Promise<number> {
  // Counted in the page: the pixels themselves need not cross to the test.
  return page.locator('.qr-box canvas').evaluate((c: HTMLCanvasElement, [r, g, b]) => {
    const third = Math.floor(c.width / 3);
    const px = c.getContext('2d')?.getImageData(third, third, third, third).data ?? new Uint8ClampedArray();
    let found = 0;
    for (let i = 0; i < px.length; i += 4)
      if (Math.abs((px[i] ?? 0) - r) + Math.abs((px[i + 1] ?? 0) - g) + Math.abs((px[i + 2] ?? 0) - b) < 60) found++;
    return found;
  }, colour);
}
/** The logos' own colours (cryptocurrency-icons): Bitcoin's orange, Tether's green. */
const BITCOIN_ORANGE: [number, number, number] = [247, 147, 26];
const TETHER_GREEN: [number, number, number] = [38, 161, 123];

/** The text of the QR code on screen, as a phone's camera reads it. */
async function qrText(page: import('@playwright/test').Page): Promise<string | undefined> {
  const px = await qrPixels(page);
  return jsQR(px.data, px.width, px.height)?.data;
}

test("a new customer's deposit QR codes carry each network's payment URI (bitcoin:, EIP-681, Solana Pay)", async ({
  page,
}) => {
  // Four codes drawn and read back, on a loaded machine.
  test.setTimeout(180_000);
  const session = await newCustomer();
  await openSession(page, session);
  await page.goto('/wallet');
  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Select asset to receive' })).toBeVisible();
  await page.getByRole('button', { name: /Bitcoin/ }).click();

  await expect(page).toHaveURL(/\/receive$/);
  await expect(page.getByRole('heading', { name: 'Your Bitcoin Address' })).toBeVisible();
  await expect(page.getByLabel('Network')).toHaveValue('1');
  const field = page.getByTestId('deposit-address');
  await expect(field).toHaveText(/^bc1/);
  const address = (await field.textContent()) ?? '';
  await expect(page.getByText('Minimum deposit: at least 0.0101 BTC', { exact: false })).toBeVisible();

  const canvas = page.locator('.qr-box canvas');
  await expect(canvas).toBeVisible();
  expect(await canvas.getAttribute('width')).toBe('170');
  // BIP-21, which wallet apps read; not 'btc:'. It reads with the coin's logo over its centre.
  await expect.poll(() => qrText(page)).toBe(`bitcoin:${address}`);
  await expect.poll(() => centreShows(page, BITCOIN_ORANGE)).toBeGreaterThan(300);
  expect(await centreShows(page, TETHER_GREEN)).toBe(0);

  // The address is stable per customer and network: the server hands out the same one again.
  expect(await depositAddress(session, 'BTC')).toBe(address);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(toast(page, 'Address copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  if (await page.evaluate(() => typeof navigator.share !== 'function')) {
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page, 'Your browser does not support sharing')).toBeVisible();
  }

  // A coin with two networks: the first is chosen, another network gives another address.
  await page.goto('/assets/receive');
  await page.getByRole('button', { name: /Tether/ }).click();
  const network = page.getByLabel('Network');
  await expect(network.getByRole('option')).toHaveText(['Ethereum (ERC-20)', 'Tron (TRC-20)']);
  await expect(field).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  const erc20 = await field.textContent();
  // EIP-681: a transfer call on the USDT contract to the deposit address, on chain 1.
  await expect
    .poll(() => qrText(page))
    .toBe(`ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${erc20}`);
  await expect.poll(() => centreShows(page, TETHER_GREEN)).toBeGreaterThan(300);
  await network.selectOption({ label: 'Tron (TRC-20)' });
  await expect(field).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  // Tron has no payment URI wallets agree on: the bare address.
  await expect.poll(() => qrText(page)).toBe(await field.textContent());

  await page.goto('/assets/receive');
  await page.getByRole('button', { name: /USDC/ }).click();
  await network.selectOption({ label: 'Solana (SPL)' });
  await expect(field).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  const spl = await field.textContent();
  await expect.poll(() => qrText(page)).toBe(`solana:${spl}?spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`);
});

test('local rates are current, and rates a day old or more show their full date and say they are out of date', async ({
  page,
}) => {
  const session = await newCustomer();
  await openSession(page, session);
  // No RATES_URL in local mode: the forex sandbox answers rates dated now.
  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toHaveText(/\d/);
  // The app's line: a reopen lays the last wallet's picture over the page until the app shows its own.
  const note = page.locator('#root .rates-note');
  await expect(note).toHaveText(/^Rates from \d\d:\d\d$/);
  await expect(note).not.toHaveAttribute('data-stale');

  // Old rates (the real service down for days): the full date, flagged.
  await page.evaluate(() => sessionStorage.removeItem('forexRates'));
  // The server's answer, read once here: a call fetched from inside the handler is disposed with
  // the page that asked, and a page left by the reload would fail the handler.
  const answer = await (await page.request.get('/api/rates?base=USD')).json();
  await page.route('**/api/rates?**', (route) =>
    route.fulfill({ json: { ...answer, fetchedAt: '2025-10-01T00:00:00.000Z', source: 'stored' } }),
  );
  await page.reload();
  await expect(note).toHaveText(/^Rates from Oct 1, 2025, \d\d:\d\d \(out of date\)$/);
  await expect(note).toHaveAttribute('data-stale', 'true');
});

test('a sandbox deposit shows in the balance and as a Deposit row', async ({ page }) => {
  const session = await newCustomer();
  await openSession(page, session);
  // Rates failing for a non-USD customer: no made-up total, a Retry that reloads.
  await page.route('**/api/rates?**', (route) => route.fulfill({ status: 404, body: '{}' }));
  await page.goto('/wallet');
  await expect(page.getByText('Error loading rates')).toBeVisible();
  await page.unroute('**/api/rates?**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('total-balance')).toHaveText('AU$0.00');
  const btcRow = page.getByRole('button', { name: /Bitcoin/ });
  await expect(btcRow).toContainText('0 BTC');

  await sandboxDeposit(await depositAddress(session, 'BTC'), '0.0125');
  expect(await balanceChange(session.token, 'BTC', '0')).toBe('0.0125');

  await page.reload();
  await expect(btcRow).toContainText('0.0125 BTC');
  await expect(page.getByTestId('total-balance')).not.toHaveText('AU$0.00');
  await page.getByRole('switch', { name: 'With Balance' }).check();
  await expect(page.getByRole('list', { name: 'Assets' }).getByRole('listitem')).toHaveCount(1);

  await btcRow.click();
  await expect(page).toHaveURL(/\/asset-detail$/);
  await expect(page.getByRole('heading', { name: 'Bitcoin' })).toBeVisible();
  await expect(page.getByTestId('asset-balance')).toHaveText('0.0125 BTC');
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bitcoin transactions' }).getByRole('button')).toHaveCount(1);
  await page.goBack();
  await page.getByRole('switch', { name: 'With Balance' }).uncheck();
  await page.getByRole('button', { name: /Ethereum/ }).click();
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await expect(page.getByText('All your transactions will be displayed here')).toBeVisible();

  await page.goto('/transactions');
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('button');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Deposit');
  await expect(rows.first()).toContainText('+0.0125 BTC');
  await rows.first().click();
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  await expect(page.locator('dd.status')).toHaveText('Completed');

  await page.goto('/transactions/recieve');
  await expect(page.getByRole('link', { name: 'Generate Address' })).toHaveAttribute('href', '/assets/receive');
  await expect(page.getByRole('link', { name: 'View All Transactions' })).toHaveAttribute('href', '/transactions');
  await expect(page.getByRole('list', { name: 'Received transactions' }).getByRole('button')).toHaveCount(1);
  await expect(page.getByText('0.0125 BTC').first()).toBeVisible();
});

test('swap BTC to USDT: the quote counts down, expires, refreshes, is confirmed, and shows as one Swap row', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const session = await newCustomer();
  await depositCoins(session.token, { BTC: '0.05' });
  await openSession(page, session);
  await page.goto('/swap');
  await expect(page.getByRole('heading', { name: 'I want USDT' })).toBeVisible();
  await expect(page.getByTestId('swap-balance')).toHaveText('0.05 BTC');
  const swap = page.getByRole('button', { name: 'Swap', exact: true });

  // The first quote is held until its 'Getting Quote...' is seen: a fast server answers before a
  // check could see the button wait.
  const quote = held();
  await page.route(
    '**/api/exchange/swap-crypto',
    async (route) => {
      await quote.wait;
      await route.fallback();
    },
    { times: 1 },
  );
  await page.getByLabel('Amount of BTC to swap').fill('0.01');
  await expect(page.getByRole('button', { name: 'Getting Quote...' })).toBeVisible();
  quote.release();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/Quote expires in \d+s/, { timeout: 5_000 });
  await expect(page.getByTestId('swap-result')).toHaveValue(/^\d[\d,]*(\.\d+)?$/);
  await expect(swap).toBeEnabled();
  const first = Number(/(\d+)s/.exec((await timer.textContent()) ?? '')?.[1]);
  await expect
    .poll(async () => Number(/(\d+)s/.exec((await timer.textContent()) ?? '')?.[1]), { timeout: 5_000 })
    .toBeLessThan(first);

  // The quote runs out: the button stops, and a fresh quote arrives by itself a second later.
  await expect(page.getByText('Getting fresh quote automatically...')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Getting Quote...' })).toBeDisabled();
  await expect(timer).toHaveText(/Quote expires in \d+s/, { timeout: 5_000 });
  await expect(swap).toBeEnabled();

  await swap.click();
  await expect(page.getByRole('heading', { name: /^You swapped 0\.01 BTC for [\d,.]+ USDT$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('swap-balance')).toHaveText('0.04 BTC');
  expect(await balanceOf(session.token, 'BTC')).toBe('0.04');

  await page.goto('/transactions');
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(list.getByRole('button')).toHaveCount(1);
  const row = list.getByRole('button').first();
  await expect(row).toContainText('Swap');
  await expect(row).toContainText(/\+[\d,.]+ USDT/);
  await expect(row).toContainText('-0.01 BTC');
  await row.click();
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByText('BTC to USDT')).toBeVisible();
  const credit = page.locator('.tx-detail-head .tx-positive');
  await expect(credit).toHaveText(/^\+[\d,.]+ USDT$/);
  await expect(page.locator('.tx-detail-head .tx-negative')).toHaveText('-0.01 BTC');
  await expect(page.getByText('Payment details')).toBeVisible();
  await expect(page.locator('dd.status')).toHaveText('Completed');
});

test('swap rules: quick fills, insufficient balance, a pair and the minimum', async ({ page }) => {
  const session = await newCustomer();
  await depositCoins(session.token, { BTC: '0.00008' });
  await openSession(page, session);
  await page.goto('/swap');
  const amount = page.getByLabel('Amount of BTC to swap');
  await expect(page.getByTestId('swap-balance')).toHaveText('0.00008 BTC');

  await amount.pressSequentially('1a.2.3456789012');
  await expect(amount).toHaveValue('1.23456789');
  await expect(page.getByText('Not enough Bitcoin to start this swap')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy BTC' })).toHaveAttribute('href', '/buy-sell');
  await expect(page.getByRole('button', { name: 'Low Balance' })).toBeDisabled();

  await page.getByRole('button', { name: '50%' }).click();
  await expect(amount).toHaveValue('0.00004');
  // Below the pair's minimum (0.0001 BTC): the server's text already names it, once.
  await expect(page.getByTestId('swap-error')).toHaveText('Amount is less than min amount 0.0001 BTC');

  await page.getByRole('button', { name: /Asset to receive/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select Asset to Receive' });
  await picker.getByLabel('Search asset').fill('usd');
  await expect(picker.getByRole('button')).toHaveCount(2);
  await picker.getByRole('button', { name: /USDC/ }).click();
  await expect(page.getByRole('heading', { name: 'I want USDC' })).toBeVisible();
  await expect(amount).toHaveValue('');

  await page.getByRole('button', { name: 'Swap direction' }).click();
  await expect(page.getByRole('heading', { name: 'I want BTC' })).toBeVisible();
  await page.getByRole('button', { name: '100%' }).click();
  await expect(page.getByTestId('swap-error')).toHaveText('Amount should be more than 0');
});

test('a withdrawal is refused without approved verification, with the right toast', async ({ page }) => {
  const session = await newCustomer({ lastName: 'Rejectson' });
  await depositCoins(session.token, { BTC: '0.01' });
  expect(await verifyIdentity(session.token)).toBe('rejected');
  await openSession(page, session);
  await page.goto('/assets/send');
  await expect(page.getByRole('heading', { name: 'Select asset to send' })).toBeVisible();
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw to Bitcoin' })).toBeVisible();

  await page.getByLabel('Address', { exact: true }).fill('bc1qnotanaddress');
  await page.getByLabel('Amount', { exact: true }).fill('0.002');
  await expect(page.getByText('Invalid BTC address format')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

  await page.getByLabel('Address', { exact: true }).fill(bitcoinAddress());
  await page.getByLabel('Amount', { exact: true }).fill('0.02');
  await expect(page.getByRole('link', { name: 'Buy BTC' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

  await page.getByLabel('Amount', { exact: true }).fill('0.002');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const refused = toast(page, 'Your account verification was rejected. Please contact support for assistance.');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Verification Required');
  expect(await balanceOf(session.token, 'BTC')).toBe('0.01');

  // The server refuses on its own too, whatever a client does.
  await expect(
    callAt(
      baseUrl(),
      CALLS.createWithdrawal,
      { amount: '0.002', cryptoAddress: bitcoinAddress(), paymentRouteId: 1 },
      { token: session.token, idempotencyKey: randomUUID() },
    ),
  ).rejects.toThrow(/KYC_REJECTED/);
});

test('a customer not yet verified is offered verification instead of a withdrawal', async ({ page }) => {
  const session = await newCustomer();
  await depositCoins(session.token, { BTC: '0.01' });
  await openSession(page, session);
  await page.goto('/assets/send');
  // Keyboard only: the asset list, then the form.
  await page.getByRole('button', { name: /Bitcoin/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Withdraw to Bitcoin' })).toBeVisible();
  await page.getByLabel('Address', { exact: true }).focus();
  await page.keyboard.type(bitcoinAddress());
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Amount', { exact: true })).toBeFocused();
  await page.keyboard.type('0.001');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Account Verification' })).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.01');
});

test('after verification and 2FA a wrong code is refused and the right one withdraws exactly the amount', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const session = await newCustomer();
  await depositCoins(session.token, { BTC: '0.05' });
  expect(await verifyIdentity(session.token)).toBe('approved');
  const secret = await enableTwoFactor(session.token, STRONG_PASSWORD);
  // The profile screen marks the signed-in user as using 2FA once it is switched on.
  await openSession(page, { ...session, user: { ...session.user, is2FA: true } });

  await page.goto('/wallet');
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw to Bitcoin' })).toBeVisible();
  await expect(page.getByText('Bitcoin', { exact: true })).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill(bitcoinAddress());
  await page.getByLabel('Amount', { exact: true }).fill('0.0123');
  await answerBeneficiary(page, { owner: 'other', wallet: 'provider', provider: 'Sandbox', name: 'Ana Example' });
  await page.getByRole('button', { name: 'Withdraw' }).click();

  // Cancelling says so; the form stays as it was.
  let dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toast(page, '2FA verification cancelled')).toBeVisible();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('0.0123');

  await page.getByRole('button', { name: 'Withdraw' }).click();
  dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
  const code = dialog.getByLabel('2FA code');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Please enter 2FA code')).toBeVisible();
  await code.pressSequentially('12ab34567');
  await expect(code).toHaveValue('123456');
  const right = totpCode(secret);
  const wrong = ['000000', '111111', '222222'].find((c) => c !== right && c !== totpCode(secret, Date.now() - 30_000));
  await code.fill(wrong ?? '999999');
  await code.press('Enter');
  await expect(dialog.getByText('Invalid 2FA code. Please try again.')).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.05');

  await code.fill(totpCode(secret));
  await code.press('Enter');
  await expect(page.getByRole('heading', { name: "You're withdrawing 0.0123 BTC" })).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.0377');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(toast(page, 'Successfully withdrew 0.0123 BTC')).toBeVisible();
  await expect(page.getByRole('button', { name: /Bitcoin/ })).toContainText('0.0377 BTC');

  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const row = page.getByRole('list', { name: 'Transactions' }).getByRole('button').first();
  await expect(row).toContainText('-0.0123 BTC');
});

test('type and period filters give the expected rows', async ({ page }) => {
  const session = await newCustomer();
  await depositCoins(session.token, { BTC: '0.05' });
  await swapCoins(session.token, 'BTC', 'USDT', '0.01');
  await page.clock.install();
  await openSession(page, session);
  await page.goto('/transactions');
  const list = page.getByRole('list', { name: 'Transactions' });
  const rows = list.getByRole('button');
  const empty = page.getByText('No transactions found for the selected filters.');
  const chip = (name: string) => page.getByRole('button', { name, exact: true });

  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Swap');
  await expect(rows.nth(1)).toContainText('Deposit');
  await chip('Deposit').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+0.05 BTC');
  await chip('Swap').click();
  await expect(rows).toHaveCount(1);
  await chip('Withdraw').click();
  await expect(empty).toBeVisible();
  await chip('Buy').click();
  await expect(empty).toBeVisible();
  await chip('All').click();

  // The list reloads every few seconds while on screen (live updates), and the server refuses a
  // call from a device whose clock is days off, as it should (STALE_REQUEST). The page's clock is
  // paused, so no timer fires and no reload goes out while its date is moved for each period.
  await page.clock.pauseAt(Date.now() + 1_000);
  const now = Date.now();
  const day = 86_400_000;
  const expectPeriod = async (at: number, period: string, count: number) => {
    await page.clock.setSystemTime(at);
    await chip('All time').click();
    await chip(period).click();
    if (count === 0) await expect(empty).toBeVisible();
    else await expect(rows).toHaveCount(count);
  };
  await expectPeriod(now, 'Day', 2);
  await expectPeriod(now + 2 * day, 'Day', 0);
  await expectPeriod(now + 2 * day, 'Week', 2);
  await expectPeriod(now + 8 * day, 'Week', 0);
  await expectPeriod(now + 8 * day, 'Month', 2);
  await expectPeriod(now + 31 * day, 'Month', 0);
  await expectPeriod(now + 31 * day, 'Year', 2);
  await expectPeriod(now + 366 * day, 'Year', 0);
  await expectPeriod(now + 366 * day, 'All time', 2);
  // Rows dated after the device's now are left out of every period but All time.
  await expectPeriod(now - 3_600_000, 'Day', 0);
  await expectPeriod(now - 3_600_000, 'All time', 2);
});

test('an EUR customer sees EUR values and no USDT', async ({ page }) => {
  test.setTimeout(180_000);
  const eu = euBase();
  const user = await registerAt(eu);
  const session = await loginAt(eu, user.email, user.password);
  expect(session.user.currency_code).toBe('EUR');
  await sandboxDeposit(await depositAddress(session, 'BTC', eu), '0.02', eu);
  await balanceChange(session.token, 'BTC', '0', eu);

  await openSession(page, session);
  await page.goto(`${eu}/wallet`);
  await expect(page.getByTestId('total-balance')).toHaveText(/^€[\d,]+\.\d\d$/);
  const assets = page.getByRole('list', { name: 'Assets' });
  await expect(assets.getByRole('button', { name: /Bitcoin/ })).toContainText(/€[\d,]+\.\d\d/);
  await expect(assets.getByRole('button', { name: /USDC/ })).toBeVisible();
  await expect(assets.getByRole('button', { name: /Tether/ })).toHaveCount(0);
  await expect(page.getByText(/^Rates from .*\d\d:\d\d( \(out of date\))?$/)).toBeVisible();

  await page.goto(`${eu}/assets/receive`);
  await expect(page.getByRole('button', { name: /Bitcoin/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Tether/ })).toHaveCount(0);

  await page.goto(`${eu}/swap`);
  await expect(page.getByRole('heading', { name: 'I want USDC' })).toBeVisible();
  await page.getByRole('button', { name: /Asset to receive/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select Asset to Receive' });
  await expect(picker.getByRole('button', { name: /USDC/ })).toBeVisible();
  await expect(picker.getByRole('button', { name: /Tether/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`${eu}/assets/send`);
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await page.getByRole('button', { name: '€50', exact: true }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50');
  await expect(page.getByText(/^≈ 0\.\d+ BTC$/)).toBeVisible();
});

test('the wallet screens pass the accessibility checks at 360 px and fit the width', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await newCustomer();
  await depositCoins(session.token, { BTC: '0.05' });
  await swapCoins(session.token, 'BTC', 'USDT', '0.01');
  await page.setViewportSize({ width: 360, height: 800 });
  await openSession(page, session);
  const check = async (ready: () => Promise<void>) => {
    await ready();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  };
  await openInApp(page, '/wallet');
  await check(() => expect(page.getByTestId('total-balance')).toBeVisible());
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await check(() => expect(page.getByRole('list', { name: 'Bitcoin transactions' })).toBeVisible());
  await openInApp(page, '/assets/send');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('1');
  await check(() => expect(page.getByRole('link', { name: 'Buy BTC' })).toBeVisible());
  await openInApp(page, '/assets/receive');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await check(() => expect(page.locator('.qr-box canvas')).toBeVisible());
  await openInApp(page, '/swap');
  await page.getByLabel('Amount of BTC to swap').fill('0.01');
  await check(() => expect(page.getByRole('timer')).toBeVisible());
  await openInApp(page, '/transactions');
  await check(() => expect(page.getByRole('list', { name: 'Transactions' })).toBeVisible());
  await page.getByRole('list', { name: 'Transactions' }).getByRole('button').first().click();
  await check(() => expect(page.getByText('Payment details')).toBeVisible());
  await openInApp(page, '/transactions/recieve');
  await check(() => expect(page.getByText('Total received')).toBeVisible());
});
