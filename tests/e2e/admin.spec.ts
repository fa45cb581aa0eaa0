/**
 * The admin's merchant transaction history against the real server: the local seed gives the AU
 * merchant the demo customer's deposit and card purchase (made through the real money paths), and
 * a customer here leaves a card checkout open (a pending buy). Support reads each row by the
 * customer's CV- reference, with the customer, the asset and a date with its offset (decision 176).
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { CALLS } from '../../contract/calls/index.js';
import { parseCsv } from '../../contract/csv.js';
import type { MerchantTransaction } from '../../contract/merchants.js';
import { accessibilityViolations } from './support/accessibility.js';
import { apiOk, login } from './support/api.js';
import { cardCustomer, openCardCheckout } from './support/card-checkout.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { brokenText, overlaps, sidewaysOverflow } from './support/overlaps.js';
import { isPdf, pdfTextLines } from './support/pdf-text.js';
import { followRequests, settled } from './support/settled.js';
import { signInStaffThroughForm, staffSession } from './support/staff.js';
import { openSession } from './support/wallet.js';

const AU_MERCHANT = 'Wattle Pay AU';
const EU_MERCHANT = 'Amber Pay EU';
const HEADER = [
  'Transaction ID',
  'Type',
  'USDT Amount',
  'Fiat Amount',
  'Currency',
  'Date',
  'Status',
  'Merchant Name',
  'Crypto Amount',
  'Crypto Currency',
  'Customer Number',
  'Customer Email',
];
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;
const REFERENCE = /^CV-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/;

/** A customer who opens a card checkout and leaves it: the reference their purchase list shows. */
async function openCheckout(): Promise<{ email: string; reference: string }> {
  const { user, session } = await cardCustomer();
  const { token } = session;
  await openCardCheckout(token);
  const [attempt] = await apiOk(CALLS.getCardPurchases, {}, { token });
  if (attempt?.status !== 'pending') throw new Error('the checkout is not pending');
  return { email: user.email, reference: attempt.reference };
}

/** Staff sign in with 2FA (decision 234): the form asks for the code after the password. */
async function signInAsAdmin(page: Page) {
  await signInStaffThroughForm(page);
}

/** What the server holds for the AU merchant: every row, pending ones included. */
async function shownAuTransactions(): Promise<MerchantTransaction[]> {
  const session = await staffSession();
  const data = await apiOk(
    CALLS.getTransactionListing,
    { user_id: 'merchant-au', page: 1, limit: 500 },
    { token: session.token },
  );
  return data.details;
}

const rows = (page: Page) => page.getByRole('list', { name: /^Transactions of / }).getByRole('listitem');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/**
 * The export's download. An export that fails says why in an error toast, and no download comes:
 * the test then fails at once with the toast's words instead of waiting out its time limit.
 */
async function exportAs(page: Page, kind: 'CSV' | 'PDF'): Promise<Download> {
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  const failed = page.locator('.toast-error').first();
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
  const outcome = await Promise.race([
    downloading,
    failed
      .waitFor({ timeout: 120_000 })
      .then(async () => new Error(`the ${kind} export failed: ${await failed.innerText()}`)),
  ]);
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

async function downloaded(d: Download): Promise<Buffer> {
  const path = await d.path();
  if (!path) throw new Error('download has no file');
  return readFile(path);
}

test('the admin picks a merchant, filters by Day, opens a detail and exports CSV and PDF', async ({
  page,
  context,
}) => {
  // Waiting for the shared merchant's list to settle may take up to a minute on its own.
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const checkout = await openCheckout();
  await signInAsAdmin(page);
  await expect(page).toHaveURL('/admin-transactions-history');
  await expect(page.getByRole('heading', { name: 'Merchant Transaction History' })).toBeVisible();
  const merchant = page.getByLabel('Select Merchant');
  // The default selection is the merchant whose first name is 'Wattle'.
  await expect(merchant.locator('option:checked')).toHaveText(AU_MERCHANT);

  await merchant.selectOption({ label: EU_MERCHANT });
  await expect(page.getByText('No completed or failed transactions found for the selected filters.')).toBeVisible();
  await merchant.selectOption({ label: AU_MERCHANT });
  await expect(rows(page).filter({ hasText: 'Buy' }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Deposit' }).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Completed' }).first()).toBeVisible();

  // Other tests add the shared merchant's transactions meanwhile: the list and the API's answer are
  // compared once they agree, the page reloaded until they do.
  let expected = await shownAuTransactions();
  await expect(async () => {
    expected = await shownAuTransactions();
    await page.reload();
    await expect(rows(page)).toHaveCount(expected.length, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const buy = expected.find((t) => t.request_type === 3 && t.user_name === 'Demo Customer');
  const deposit = expected.find((t) => t.request_type === 1 && t.user_name === 'Demo Customer');
  const pending = expected.find((t) => t.reference === checkout.reference);
  expect(buy && deposit && pending).toBeTruthy();
  expect(pending).toMatchObject({ request_type: 3, code: '201', customer_email: checkout.email });
  for (const t of [buy, deposit, pending]) expect(t?.reference).toMatch(REFERENCE);
  await expect(rows(page)).toHaveCount(expected.length);
  await expect(rows(page).nth(expected.indexOf(pending!))).toContainText('Pending');

  await page.getByRole('tab', { name: 'Day' }).click();
  await expect(page.getByRole('tab', { name: 'Day' })).toHaveAttribute('aria-selected', 'true');
  // Everything the seed made is from today.
  await expect(rows(page)).toHaveCount(expected.length);
  const types = await rows(page).locator('.merchant-tx-type').allTextContents();
  const amounts = await rows(page).locator('.merchant-tx-amount').allTextContents();
  const statuses = await rows(page).locator('.status-pill').allTextContents();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Detail of the demo purchase: its own row, found by its place in the list, which is the API's
  // order. Specs running alongside buy under the same merchant too, so the first Buy row can be
  // another customer's.
  expect(types[expected.indexOf(buy!)]).toBe('Buy');
  await rows(page).nth(expected.indexOf(buy!)).getByRole('button').click();
  await expect(page).toHaveURL('/admin/transaction-detail');
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  const details = page.locator('.detail-list');
  await expect(details.getByText('Merchant Name')).toBeVisible();
  await expect(details).toContainText(AU_MERCHANT);
  await expect(details).toContainText('Completed');
  await expect(details).toContainText(`${Number(buy!.amount).toFixed(2)} AUD`);
  await expect(details.getByText('Price', { exact: true })).toBeVisible();
  await expect(details).toContainText(buy!.transaction_id);
  await expect(details).toContainText(buy!.reference!);
  await expect(details).toContainText(`${buy!.customer_number}${buy!.customer_email}`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Copy Payment Transaction ID' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(buy!.transaction_id);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/admin-transactions-history');
  await expect(page.getByRole('tab', { name: 'Day' })).toHaveAttribute('aria-selected', 'true');

  // CSV: same rows as the list, in the same order, columns as specified.
  const csvDownload = await exportAs(page, 'CSV');
  expect(csvDownload.suggestedFilename()).toMatch(/^transaction_history_Wattle_Pay_AU_Day_\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parseCsv((await downloaded(csvDownload)).toString('utf8'));
  expect(records[0]).toEqual(HEADER);
  // Specs running alongside deposit and buy for today too, under the same merchant: the file is
  // compared on the transactions the screen showed.
  const idOf = (t: MerchantTransaction) => t.reference ?? t.transaction_id;
  const shownIds = new Set(expected.map(idOf));
  const body = records.slice(1).filter((r) => shownIds.has(r[0] ?? ''));
  expect(body.map((r) => r[1])).toEqual(types);
  // Read back, the file says what the screen says: bare signed numbers, the unit in its own column.
  for (const r of body) for (const amount of [r[2], r[3], r[8]]) expect(amount).toMatch(/^(-?\d+(\.\d+)?)?$/);
  expect(body.map((r) => (r[3] ? `${r[3]} ${r[4]}` : `${r[8]} ${r[9]}`))).toEqual(
    amounts.map((a) => a.trim().replace(/,/g, '')),
  );
  // The file is made afresh: another spec's purchase that was pending on the screen may have
  // completed or failed since. Every other row says what the screen said.
  body.forEach((r, i) => {
    if (statuses[i] === 'Pending' && r[0] !== checkout.reference)
      expect(['Pending', 'Completed', 'Failed']).toContain(r[6]);
    else expect(r[6]).toBe(statuses[i]);
  });
  expect(body.map((r) => r[0]).sort()).toEqual(expected.map(idOf).sort());
  // USDT Amount holds USDT only; every date is ISO 8601 with its offset; every row names its customer.
  for (const r of body) {
    if (r[9] !== 'USDT') expect(r[2]).toBe('');
    expect(r[5]).toMatch(ISO_WITH_OFFSET);
    expect(r[10]).toMatch(/^CU-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(r[11]).toMatch(/@/);
  }
  const buyRecord = body.find((r) => r[0] === buy!.reference)!;
  expect(buyRecord).toEqual([
    buy!.reference,
    'Buy',
    '',
    Number(buy!.amount).toFixed(2),
    'AUD',
    expect.stringMatching(ISO_WITH_OFFSET),
    'Completed',
    AU_MERCHANT,
    buy!.currency_amount,
    'BTC',
    buy!.customer_number,
    'demo@coinvault.example',
  ]);
  const depositRecord = body.find((r) => r[0] === deposit!.reference);
  expect(depositRecord?.slice(1, 5)).toEqual(['Deposit', '', '', '']);
  expect(depositRecord?.slice(8, 10)).toEqual([deposit!.amount, 'BTC']);
  // The open checkout is there, pending, with its customer.
  const pendingRecord = body.find((r) => r[0] === checkout.reference);
  expect(pendingRecord?.[6]).toBe('Pending');
  expect(pendingRecord?.slice(8, 12)).toEqual([
    pending!.currency_amount,
    'BTC',
    pending!.customer_number,
    checkout.email,
  ]);

  // PDF: a real PDF with the title, merchant, period, generation time, rows and totals.
  const pdfDownload = await exportAs(page, 'PDF');
  expect(pdfDownload.suggestedFilename()).toMatch(/^transaction_history_Wattle_Pay_AU_Day_\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await downloaded(pdfDownload);
  expect(isPdf(pdf)).toBe(true);
  expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(1);
  const lines = pdfTextLines(pdf);
  expect(lines).toContain('Merchant Transaction History');
  expect(lines).toContain(`Merchant: ${AU_MERCHANT}`);
  expect(lines).toContain('Period: Day');
  expect(lines.some((l) => /^Generated: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(l))).toBe(true);
  expect(lines.some((l) => /^Time zone: [A-Za-z_/]+ \(dates are ISO 8601 with this zone's offset\)$/.test(l))).toBe(
    true,
  );
  // Every id is there whole: one too wide for its column is wrapped onto the lines below
  // (contract/pdf-table.ts), never cut.
  const shownInPdf = (id: string) =>
    lines.some(
      (l, i) => l === id || (id.startsWith(l) && [1, 2, 3, 4].some((n) => lines.slice(i, i + n + 1).join('') === id)),
    );
  expect(lines.filter((l) => l.endsWith('...'))).toEqual([]);
  for (const t of expected) expect(shownInPdf(idOf(t)), idOf(t)).toBe(true);
  expect(shownInPdf(checkout.email), checkout.email).toBe(true);
  expect(lines.some((l) => /^Pending: \d+ transactions?$/.test(l))).toBe(true);
  const completed = expected.filter((t) => t.status && t.code === '200').length;
  const completedLine = lines.find((l) => /^Completed: \d+ transactions?$/.test(l));
  expect(Number(/\d+/.exec(completedLine ?? '')?.[0])).toBeGreaterThanOrEqual(completed);
  expect(lines.some((l) => l.startsWith('Failed: '))).toBe(true);
  // Totals per direction: deposits are summed apart from withdrawals and purchases.
  const deposits = expected.filter((t) => t.code === '200' && t.request_type === 1 && t.currency === 'BTC');
  const depositSum = Number(deposits.reduce((sum, t) => sum + Number(t.amount), 0).toFixed(8));
  const depositLine = lines.find((l) => l.startsWith('Deposit: ')) ?? '';
  expect(Number(/([\d.]+) BTC/.exec(depositLine)?.[1])).toBeGreaterThanOrEqual(depositSum);
});

test('at 360 px, a row with a long amount keeps its time whole and the page its width', async ({ page, customer }) => {
  // A deposit of a stablecoin with all its decimals: the widest amount a row shows. Beside it the
  // date wraps once, between the day and the time, never inside "2:49 PM".
  const { token } = await login(customer.email, customer.password);
  await depositCoins(token, { USDT: '123456.789012', BTC: '0.01234567' });
  await page.setViewportSize({ width: 360, height: 800 });
  await openSession(page, await staffSession());
  followRequests(page);
  await page.goto('/admin');
  await expect(rows(page).filter({ hasText: '123,456.789012 USDT' })).toBeVisible();
  await settled(page);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await overlaps(page)).toEqual([]);
  expect(await brokenText(page)).toEqual([]);
});

test('export explains itself without a merchant or without rows', async ({ page }) => {
  // The sign-in form is the first test's; here the worker's admin session serves (a second form
  // sign-in would wait for the next 2FA step).
  await openSession(page, await staffSession());
  await page.goto('/admin-transactions-history');
  const merchant = page.getByLabel('Select Merchant');
  await expect(merchant.locator('option:checked')).toHaveText(AU_MERCHANT);
  await merchant.selectOption({ label: 'Select Merchant' });
  await expect(page.getByText('Please select a merchant to view transactions.')).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  await expect(toast(page, 'Please select a merchant first')).toBeVisible();

  await merchant.selectOption({ label: EU_MERCHANT });
  await expect(page.getByText('No completed or failed transactions found for the selected filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  await expect(toast(page, 'No data to export')).toBeVisible();
});

test('a detail opened without a transaction says so and leads back', async ({ page }) => {
  await openSession(page, await staffSession());
  await page.goto('/admin/transaction-detail');
  await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back to transactions' }).click();
  await expect(page).toHaveURL('/admin/transaction-history');
  await expect(page.getByRole('heading', { name: 'Merchant Transaction History' })).toBeVisible();
});

test('a customer visiting the admin history is sent to the wallet', async ({ page, customer, signIn }) => {
  await signIn(page, customer);
  await page.goto('/admin/transaction-history');
  await expect(page).toHaveURL('/wallet');
});
