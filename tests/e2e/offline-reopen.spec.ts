/**
 * Reopening /wallet offline from its snapshot: the time from the navigation's start to the
 * wallet's first-screen mark (src/features/wallet/first-screen-mark.ts), read from the page's
 * performance timeline and written to test-results/ for the bundle budget script to report.
 * The figure is printed, never asserted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { FIRST_SCREEN_MARK } from '../../src/features/wallet/first-screen-mark.js';
import { OFFLINE_REOPEN_FIGURE } from './support/figures.js';
import { expect, test } from './support/fixtures.js';
import { goOffline, OFFLINE_CONSOLE_ERRORS, openWalletUnderWorker } from './support/offline.js';

test.use({ serviceWorkers: 'allow', expectedConsoleErrors: OFFLINE_CONSOLE_ERRORS });

const markTime = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null;

test('the wallet reopened offline marks when its first screen shows, from the snapshot', async ({
  page,
  context,
  customer,
  signIn,
}) => {
  await signIn(page, customer);
  await openWalletUnderWorker(page);
  expect(await page.evaluate(markTime, FIRST_SCREEN_MARK)).not.toBeNull();

  await goOffline(context);
  const reopened = await page.reload();
  expect(reopened?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('total-balance')).toBeVisible();
  const ms = await page.evaluate(markTime, FIRST_SCREEN_MARK);
  expect(ms).not.toBeNull();
  mkdirSync(dirname(OFFLINE_REOPEN_FIGURE), { recursive: true });
  writeFileSync(OFFLINE_REOPEN_FIGURE, JSON.stringify({ offlineReopenWalletMs: ms, at: new Date().toISOString() }));
  console.log(`offline reopen of /wallet to its first screen: ${Math.round(ms ?? 0)} ms`);
});
