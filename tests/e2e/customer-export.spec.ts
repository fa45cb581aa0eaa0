/**
 * The customer's own files end to end (decisions 139 and 140): after a deposit, a swap and a card
 * purchase, Transactions exports the shown history as CSV and PDF and downloads the yearly
 * statement, all through the sealed calls and the browser's downloads. With no transactions, no
 * empty file is downloaded; the menu works from the keyboard; offline, both say why they are off.
 */

import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { parseCsv } from '../../contract/csv.js';
import { COINTRACKING_CSV_COLUMNS, HISTORY_CSV_COLUMNS, TAX_CSV_COLUMNS } from '../../contract/statements.js';
import { apiOk, login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins, swapCoins } from './support/funds.js';
import { explainedOffline, goOffline, goOnline, OFFLINE_CONSOLE_ERRORS } from './support/offline.js';

const ADDRESS = { address: '1 Harbour Street', city: 'Sydney', state: 'NSW', postal: '2000' };

async function saved(d: Download): Promise<Buffer> {
  const path = await d.path();
  if (!path) throw new Error('download has no file');
  return readFile(path);
}

async function pdfText(d: Download): Promise<string> {
  const path = await d.path();
  if (!path) throw new Error('download has no file');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

async function exportAs(page: Page, kind: 'CSV' | 'PDF'): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
  return downloading;
}

/** Clicks a statement file's button and answers the CSV it downloaded: its file name and records. */
async function statementCsv(page: Page, button: string): Promise<{ name: string; records: string[][] }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), records: parseCsv((await saved(download)).toString('utf8')) };
}

async function buyByCard(page: Page, amount: string) {
  await page.goto('/buy-sell');
  await expect(page.getByTestId('buy-summary-price')).toContainText('1 BTC = AU$');
  await page.getByLabel('Amount in AUD').fill(amount);
  await expect(page.getByLabel('Amount in BTC')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Buy Bitcoin' }).click();
  const form = page.frameLocator('iframe[title="Card payment form"]');
  await form.getByLabel('Card number').fill('4200 0000 0000 0000');
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Alex Morgan');
  await form.getByRole('button', { name: /^Pay / }).click();
  const heading = page.getByRole('heading', { name: /^You bought [\d.]+ BTC for AU\$/ });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  const bought = /You bought ([\d.]+) BTC/.exec((await heading.textContent()) ?? '')?.[1];
  await page.getByRole('button', { name: 'Done' }).click();
  return bought ?? '';
}

test('Transactions exports the shown history as CSV and PDF and downloads the yearly statement', async ({
  page,
  customer,
  signIn,
}) => {
  test.setTimeout(180_000);
  const { token } = await login(customer.email, customer.password);
  await apiOk(CALLS.updateProfile, ADDRESS, { token });
  await depositCoins(token, { BTC: '0.01' });
  await expect
    .poll(async () => (await apiOk(CALLS.getTransactionHistory, {}, { token })).length, { timeout: 20_000 })
    .toBe(1);
  const quote = await swapCoins(token, 'BTC', 'USDT', '0.002');

  await signIn(page, customer);
  const bought = await buyByCard(page, '50');
  await page.goto('/transactions');
  await expect(page.locator('.tx-row')).toHaveCount(3);

  // CSV of everything shown.
  const csvDownload = await exportAs(page, 'CSV');
  expect(csvDownload.suggestedFilename()).toMatch(/^coinvault_history_all_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv((await saved(csvDownload)).toString('utf8'));
  expect(csv[0]).toEqual([...HISTORY_CSV_COLUMNS]);
  const byType = new Map(csv.slice(1).map((r) => [r[1], r]));
  expect([...byType.keys()].sort()).toEqual(['Buy', 'Deposit', 'Swap']);
  expect(byType.get('Deposit')?.slice(5, 7)).toEqual(['0.01', 'BTC']);
  expect(byType.get('Swap')?.slice(3, 9)).toEqual([
    '0.002',
    'BTC',
    quote.target_currency_amount,
    'USDT',
    expect.any(String),
    'USDT',
  ]);
  expect(byType.get('Buy')?.slice(3, 9)).toEqual(['50', 'AUD', bought, 'BTC', '0.25', 'AUD']);

  // PDF of the swaps only: the chip filters the file too.
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.locator('.tx-row')).toHaveCount(1);
  const pdfDownload = await exportAs(page, 'PDF');
  expect(pdfDownload.suggestedFilename()).toMatch(/^coinvault_history_swap_\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await pdfText(pdfDownload);
  expect(pdf).toContain('Transaction history');
  expect(pdf).toContain('Transactions: Swap');
  expect(pdf).toContain('1 transaction.');
  expect(pdf).toContain(byType.get('Swap')?.[9] ?? 'reference');
  expect(pdf).not.toContain(byType.get('Buy')?.[9] ?? 'reference');

  // The statement: this Australian financial year.
  await page.getByText('Yearly statement').click();
  const year = page.getByLabel('Year');
  await expect(year.locator('option:checked')).toHaveText(/^FY \d{4}-\d{2}$/);
  const label = (await year.locator('option:checked').textContent()) ?? '';
  const { name: taxName, records: tax } = await statementCsv(page, 'CSV for tax tools');
  expect(taxName).toBe(`coinvault_statement_${label.replace(' ', '_')}.csv`);
  expect(tax[0]).toEqual([...TAX_CSV_COLUMNS]);
  const buy = tax.find((r) => r[4] === 'BTC' && r[2] === 'AUD');
  expect(buy?.slice(1, 9)).toEqual(['50', 'AUD', bought, 'BTC', '0.25', 'AUD', '50', 'AUD']);
  const swap = tax.find((r) => r[2] === 'BTC' && r[4] === 'USDT');
  expect(swap?.[8]).toBe('AUD');
  expect(Number(swap?.[7])).toBeGreaterThan(0);
  expect(tax).toHaveLength(4);
  // Every row is valued in the region's currency, from the rates recorded at the time.
  expect(tax.slice(1).map((r) => r[8])).toEqual(['AUD', 'AUD', 'AUD']);

  // The same year in CoinTracking's trade import columns (decision 463): the buy is a Trade with its fee in Sell.
  const { name: ctName, records: ct } = await statementCsv(page, 'CSV for CoinTracking');
  expect(ctName).toBe(`coinvault_cointracking_${label.replace(' ', '_')}.csv`);
  expect(ct[0]).toEqual([...COINTRACKING_CSV_COLUMNS]);
  expect(ct.find((r) => r[2] === 'BTC' && r[4] === 'AUD')?.slice(0, 8)).toEqual([
    'Trade',
    bought,
    'BTC',
    '50.25',
    'AUD',
    '0.25',
    'AUD',
    'CoinVault',
  ]);
  expect(ct).toHaveLength(4);

  const statementDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Statement PDF' }).click();
  const statement = await pdfText(await statementDownloading);
  expect(statement).toContain(`Yearly statement ${label}`);
  expect(statement).toContain('Australian financial year');
  expect(statement).toContain('Australia/Sydney');
  expect(statement).toContain('3 transactions.');

  // The year's gains are on the Tax screen, one link away (decision 458): the swap is a disposal.
  await page.getByRole('link', { name: 'Gains and losses of the year, for your tax return' }).click();
  await expect(page).toHaveURL(/\/tax$/);
  await expect(page.getByRole('heading', { name: 'Tax', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tax-disposal').filter({ hasText: 'Swapped for another coin' })).toHaveCount(1);
});

test.describe('with no transactions', () => {
  test.use({ expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

  test('says there is nothing to export, works from the keyboard, and offline says a connection is needed', async ({
    page,
    context,
    customer,
    signIn,
  }) => {
    await signIn(page, customer);
    await page.goto('/transactions');
    await expect(page.getByText('No transactions found')).toBeVisible();
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });

    // Keyboard only: arrow down opens the menu on its first item, Escape closes it back on the button.
    const exportButton = page.getByRole('button', { name: 'Export' });
    await exportButton.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(exportButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'PDF' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('No transactions match these filters: there is nothing to export.')).toBeVisible();
    await expect(exportButton).toBeEnabled();

    // An empty year is still a statement: its CSV has the header and no rows.
    await page.getByText('Yearly statement').click();
    await expect(page.getByLabel('Year')).toBeVisible();
    const taxDownloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV for tax tools' }).click();
    const tax = parseCsv((await saved(await taxDownloading)).toString('utf8'));
    expect(tax).toEqual([[...TAX_CSV_COLUMNS]]);
    expect(downloads).toBe(1);

    await goOffline(context);
    await explainedOffline(page, exportButton, 'export');
    await explainedOffline(page, page.getByRole('button', { name: 'Statement PDF' }), 'export');
    await explainedOffline(page, page.getByRole('button', { name: 'CSV for tax tools' }), 'export');
    await goOnline(context);
    await expect(exportButton).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Statement PDF' })).toBeEnabled();
  });
});
