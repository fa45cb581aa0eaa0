/**
 * The case screen a compliance officer decides from (decision 421), in the browser through the real
 * server: a withdrawal to an address on the sandbox's OFAC SDN list opens a case; the queue shows
 * its amount, the customer's risk and its deadline, and sorts by risk; the case reads as the
 * customer's risk, identity check and freeze, the transfer's value, the listed party, the list and
 * the matched address, and the customer's recent transfers, with the raw record folded away. Both
 * widths are checked for overlaps and words split mid-word. A Travel Rule refusal's case names the
 * beneficiary and the provider, and its record is found in the record list and exported.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CALLS } from '../../contract/calls/index.js';
import { apiCall, login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { brokenText, overlaps, sidewaysOverflow } from './support/overlaps.js';
import { toPersonAtProvider } from './support/provider-withdrawal.js';
import { DEMO_COMPLIANCE, staffSession } from './support/staff.js';
import { openSession, verifyIdentity } from './support/wallet.js';

// On the sandbox's local copy of the OFAC SDN list.
const LISTED_BTC = 'bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc';

test('an officer reads a sanctions hit as a case screen and finds it first by risk', async ({ page }) => {
  test.setTimeout(360_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCoins(session.token, { BTC: '0.01' });
  const refused = await apiCall(
    CALLS.createWithdrawal,
    await toPersonAtProvider(session.token, user, { amount: '0.002', cryptoAddress: LISTED_BTC }),
    { token: session.token, idempotencyKey: randomUUID() },
  );
  expect(refused.status, JSON.stringify(refused.answer)).toBeGreaterThanOrEqual(400);

  await openSession(page, await staffSession(DEMO_COMPLIANCE));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/cases');
  await expect(page.getByRole('heading', { name: 'Case queue' })).toBeVisible();
  await page.getByLabel('Order').selectOption('risk');
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText('High risk');
  await expect(row).toContainText('0.002');
  // Highest risk first: no lower-risk row stands above the first high-risk one.
  const risks = await page.locator('tbody tr td.bo-risk').allTextContents();
  expect(risks.indexOf('High risk')).toBe(0);
  expect(risks.slice(0, risks.lastIndexOf('High risk'))).not.toContain('Low risk');
  expect(await overlaps(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/o/queue-1280.png', fullPage: true });

  await row.getByRole('link', { name: 'Sanctions hit on a withdrawal' }).click();
  await expect(page.getByTestId('case-risk')).toContainText('High risk');
  await expect(page.getByTestId('case-risk')).toContainText('a sanctions hit not cleared as a false match');
  await expect(page.getByTestId('case-freeze')).toHaveText('Not frozen');
  await expect(page.getByTestId('case-customer')).toContainText('Verified');
  const hit = page.getByTestId('case-hit');
  await expect(hit).toContainText('OFAC');
  await expect(hit).toContainText(LISTED_BTC);
  await expect(hit.locator('dd').first()).not.toHaveText('—');
  await expect(page.getByTestId('case-transfer-value')).toContainText('Value in AUD');
  await expect(page.getByRole('link', { name: "The customer's transactions" })).toHaveAttribute(
    'href',
    `/admin/customers?id=${session.user.id}`,
  );
  await expect(page.getByTestId('case-recent-transfers')).toContainText('0.01');
  // The raw record is kept, folded away.
  await expect(page.locator('pre.bo-json')).toBeHidden();
  await page.getByText('The facts as recorded').click();
  await expect(page.locator('pre.bo-json')).toBeVisible();
  expect(await overlaps(page)).toEqual([]);
  expect(await brokenText(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/o/case-1280.png', fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByTestId('case-hit')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await overlaps(page)).toEqual([]);
  expect(await brokenText(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/o/case-360.png', fullPage: true });
  await page.goto('/admin/cases');
  await expect(page.getByRole('heading', { name: 'Case queue' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: user.email })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: '/tmp/o/queue-360.png', fullPage: true });
});

/** Full-page screenshots at both widths when SHOTS_DIR names a folder, each checked for breaks. */
async function bothWidths(page: import('@playwright/test').Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await overlaps(page)).toEqual([]);
    expect(await brokenText(page)).toEqual([]);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an officer reads who a refused withdrawal was for, finds its record and exports it', async ({ page }) => {
  test.setTimeout(360_000);
  const user = await registerUser();
  const session = await login(user.email, user.password);
  expect(await verifyIdentity(session.token)).toBe('approved');
  await depositCoins(session.token, { BTC: '0.01' });
  // The sandbox counterparty refuses a beneficiary whose last name is "Refuse".
  const refused = await apiCall(
    CALLS.createWithdrawal,
    await toPersonAtProvider(session.token, user, { amount: '0.002', name: 'Ana Refuse' }),
    { token: session.token, idempotencyKey: randomUUID() },
  );
  expect(refused.status, JSON.stringify(refused.answer)).toBe(200);
  const withdrawalId = (refused.answer as { data: { withdrawal_id: string } }).data.withdrawal_id;

  await openSession(page, await staffSession(DEMO_COMPLIANCE));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/cases');
  const row = page.getByRole('row').filter({ hasText: user.email });
  await row.getByRole('link', { name: 'Travel Rule: withdrawal refused by the receiving provider' }).click();
  const details = page.getByTestId('case-travel-rule');
  await expect(details).toContainText('Ana Refuse');
  await expect(details).toContainText('CoinVault Sandbox Counterparty');
  await expect(details).toContainText(withdrawalId);
  // The layout checks read the raw record's text too: open it, as the first test does.
  await page.getByText('The facts as recorded').click();
  await expect(page.locator('pre.bo-json')).toBeVisible();
  await bothWidths(page, 'case-travel-rule');

  // The record list, narrowed to refused withdrawals, exports this one as IVMS101 JSON and PDF.
  await page.goto('/admin/travel-rule');
  await expect(page.getByRole('heading', { name: 'Travel Rule record list' })).toBeVisible();
  await page.getByLabel('Direction').selectOption('withdrawal');
  await page.getByLabel('State', { exact: true }).selectOption('refused');
  const card = page.getByTestId('travel-rule-record').filter({ hasText: withdrawalId });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('record-state')).toHaveText('Refused by the provider');
  await expect(card.getByTestId('record-provider')).toHaveText('CoinVault Sandbox Counterparty');
  await expect(page.getByTestId('record-state').filter({ hasNotText: 'Refused by the provider' })).toHaveCount(0);
  const json = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download IVMS101 JSON of record ${withdrawalId}` }).click();
  const file = await (await json).path();
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported.transfer).toMatchObject({ id: withdrawalId, direction: 'withdrawal', state: 'refused' });
  const pdf = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download PDF of record ${withdrawalId}` }).click();
  expect((await pdf).suggestedFilename()).toBe(`travel-rule-record-${withdrawalId}.pdf`);

  // The inquiry address's provider is chosen from the directory, not typed.
  await page.getByLabel('Provider', { exact: true }).selectOption('kraken-eu');
  await page.getByRole('button', { name: 'Show the address' }).click();
  await expect(page.getByText(/\/api\/travel-rule\/trp\/inquiry\/kraken-eu\/[\w-]{43}$/)).toBeVisible();
  await bothWidths(page, 'travel-rule-list');
});
