/**
 * Reports for authorities (decisions 296, 297) in the browser through the real server: a
 * compliance officer opens a case, reads its suspicious-matter report draft as a form and downloads
 * the authority's file and the PDF beside it,
 * then exports the Travel Rule records of today as JSON and as a CSV summary, and reads a provider's
 * TRP inquiry address.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { brokenText, sidewaysOverflow } from './support/overlaps.js';
import { toPersonAtProvider } from './support/provider-withdrawal.js';
import { shots } from './support/shots.js';
import { DEMO_COMPLIANCE, staffSession } from './support/staff.js';
import { openSession, verifyIdentity } from './support/wallet.js';

const RAPID_OUTFLOW = 'Deposit quickly withdrawn to a new address';

async function saved(d: Download): Promise<string> {
  const path = await d.path();
  if (!path) throw new Error('download has no file');
  return path;
}

async function downloadBy(page: Page, button: string): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return downloading;
}

test('a compliance officer downloads a case report draft and the Travel Rule records of a period', async ({ page }) => {
  test.setTimeout(360_000);
  // Most of a deposit withdrawn within the day to a new address: the rapid-outflow rule opens a case.
  const user = await registerUser();
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCoins(session.token, { BTC: '0.1' });
  const withdrawal = await apiOk(
    CALLS.createWithdrawal,
    await toPersonAtProvider(session.token, user, { amount: '0.09' }),
    { token: session.token, idempotencyKey: randomUUID() },
  );

  await openSession(page, await staffSession(DEMO_COMPLIANCE));
  await page.goto('/admin');
  const row = page.getByRole('row').filter({ hasText: user.email });
  await row.getByRole('link', { name: RAPID_OUTFLOW }).click();
  await expect(page.getByRole('heading', { name: 'Report draft' })).toBeVisible();

  // The draft reads as a form: grouped, plain labels, the customer's address and the value filled.
  await page.getByRole('button', { name: 'Prepare the report draft' }).click();
  const form = page.getByTestId('report-draft');
  await expect(form.getByRole('heading', { name: 'Subject of the report' })).toBeVisible();
  for (const heading of ['Reporting entity', 'Transaction 1', 'Reason for suspicion'])
    await expect(form.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  const subject = form.locator('section').filter({ has: page.getByRole('heading', { name: 'Subject of the report' }) });
  await expect(subject).toContainText('Alex Morgan');
  await expect(subject.locator('dt', { hasText: /^Address$/ }).locator('+ dd')).not.toHaveText(
    'To be completed when filing',
  );
  const txn = form.locator('section').filter({ has: page.getByRole('heading', { name: 'Transaction 1' }) });
  await expect(txn.locator('dt', { hasText: /^Value in AUD$/ }).locator('+ dd')).toHaveText(/^\d+(\.\d+)?$/);
  await shots(page, 'case-report-draft');
  await page.setViewportSize({ width: 360, height: 900 });
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await brokenText(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  const pdf = execFileSync('pdftotext', ['-layout', await saved(await downloadBy(page, 'The form as PDF')), '-'], {
    encoding: 'utf8',
  });
  expect(pdf).toContain('AUSTRAC suspicious matter report (SMR)');
  expect(pdf).toContain('Reason for suspicion');
  expect(pdf).toContain('Alex Morgan');
  expect(pdf).toContain('rapid_outflow');

  const draft = JSON.parse(readFileSync(await saved(await downloadBy(page, 'AUSTRAC SMR file (JSON)')), 'utf8'));
  expect(draft).toMatchObject({
    schema: 'coinvault.report-draft/1',
    form: 'AUSTRAC_SMR',
    identifiedParty: [{ fullName: 'Alex Morgan', email: user.email }],
  });
  expect(draft.txnDetail.length).toBeGreaterThan(0);
  // The form shows the file's own values: one draft object on the server.
  await expect(txn.locator('dt', { hasText: /^Value in AUD$/ }).locator('+ dd')).toHaveText(
    draft.txnDetail[0].digitalCurrency.audEquivalent,
  );

  await page.getByRole('link', { name: 'Travel Rule records' }).click();
  await expect(page.getByRole('heading', { name: 'Travel Rule records' })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('First day').fill(today);
  await page.getByLabel('Last day').fill(today);
  await shots(page, 'travel-rule-records');

  const records = JSON.parse(readFileSync(await saved(await downloadBy(page, 'Download records (JSON)')), 'utf8'));
  await expect(page.getByText(/^Downloaded \d+ records?\.$/)).toBeVisible();
  expect(records).toMatchObject({ schema: 'coinvault.travel-rule-period/1', from: today, to: today });
  const mine = records.records.filter((r: { transfer: { id: string } }) => r.transfer.id === withdrawal.withdrawal_id);
  expect(mine).toEqual([
    expect.objectContaining({
      transfer: expect.objectContaining({ direction: 'withdrawal', asset: 'BTC', amount: '0.09' }),
      screening: { result: 'no hit', cases: [] },
    }),
  ]);
  const csv = readFileSync(await saved(await downloadBy(page, 'Download summary (CSV)')), 'utf8');
  expect(csv).toContain(withdrawal.withdrawal_id);

  // A period with its end before its start is refused before anything is asked.
  await page.getByLabel('First day').fill('2026-03-10');
  await page.getByLabel('Last day').fill('2026-03-01');
  await page.getByRole('button', { name: 'Download records (JSON)' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The last day cannot be before the first day.' }),
  ).toBeVisible();

  // A provider's signed TRP inquiry address, for a provider of the directory only (decision 331).
  await page.getByLabel('Provider', { exact: true }).selectOption('bitpanda');
  await page.getByRole('button', { name: 'Show the address' }).click();
  await expect(page.getByText(/\/api\/travel-rule\/trp\/inquiry\/bitpanda\/[\w-]{43}$/)).toBeVisible();
  // Nothing chosen: the field says so and no address is shown.
  await page.getByLabel('Provider', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Show the address' }).click();
  await expect(page.getByText(/\/api\/travel-rule\/trp\/inquiry\//)).toHaveCount(0);
  await expect(page.getByLabel('Provider', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});
