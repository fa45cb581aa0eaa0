import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './support/chromium.js';
import { expect, test } from './support/fixtures.js';

test('/ shows the auth screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }),
  ).toBeVisible();
});

test('/wallet without a session lands on /', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

// Installability is not reported in incognito contexts: use a persistent profile, as a person would.
test('the app is installable: no installability errors', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'coinvault-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    // The manifest and icons load asynchronously; poll until Chromium has looked at them.
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
