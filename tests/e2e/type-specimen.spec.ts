/**
 * The loading shell's type specimen (decision 164): the renderer looks up a size and weight of type
 * the first time one is laid out (a font cache entry, and on Linux a call to the browser process,
 * up to 3 ms each). The app lays out every one the first screens use, unseen, one per task while
 * their files load, so none of those lookups falls in a first screen's own layout (a long task on
 * /wallet). This test holds the specimen in index.html to what the screens use.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';

/**
 * Each size, weight, style and family of type on the page now, with one element that uses it: of
 * the elements laid out (so shaped, even when hidden from sight, as the visually-hidden headings
 * are), or of all of them (the specimen's lines, laid out only once the app's script runs).
 */
function typeInUse(page: Page, selector: string, laidOutOnly = true): Promise<Record<string, string>> {
  return page.evaluate(
    ([sel, onlyLaidOut]) => {
      const found: Record<string, string> = {};
      for (const el of Array.from(document.querySelectorAll(sel as string))) {
        const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const fieldText = el instanceof HTMLInputElement && (el.placeholder !== '' || el.value !== '');
        if (!(ownText || fieldText) || (onlyLaidOut && el.getClientRects().length === 0)) continue;
        const s = getComputedStyle(el);
        const key = `${s.fontSize} ${s.fontWeight} ${s.fontStyle} ${s.fontFamily}`;
        found[key] ??= `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
      }
      return found;
    },
    [selector, laidOutOnly] as const,
  );
}

/** What the screen uses and the specimen lacks, with where it is used. */
function missing(used: Record<string, string>, specimen: Record<string, string>): string[] {
  return Object.entries(used)
    .filter(([key]) => !(key in specimen))
    .map(([key, where]) => `${key} (${where})`);
}

async function specimenOf(page: Page, path: string): Promise<Record<string, string>> {
  // The page as served, with its scripts answered empty: the shell stays as index.html draws it.
  await page.route(/\/assets\/.+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.goto(path);
  const specimen = await typeInUse(page, '.boot-type *', false);
  await page.unroute(/\/assets\/.+\.js$/);
  return specimen;
}

test('the loading shell lays out every size and weight of type the first screens use', async ({
  page,
  customer,
  signIn,
}) => {
  const specimen = await specimenOf(page, '/privacy-policy');
  expect(Object.keys(specimen).length).toBeGreaterThan(10);

  const used: Record<string, string> = {};
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  Object.assign(used, await typeInUse(page, 'body *'));
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  Object.assign(used, await typeInUse(page, 'body *'));

  await signIn(page, customer);
  // A first visit (the skeleton, then the data), then a return (the snapshot, then fresh answers).
  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  Object.assign(used, await typeInUse(page, 'body *'));
  await page.reload();
  await page.locator('.wallet-page').waitFor();
  Object.assign(used, await typeInUse(page, 'body *'));
  await page.waitForLoadState('networkidle');
  Object.assign(used, await typeInUse(page, 'body *'));

  expect(missing(used, specimen)).toEqual([]);
});

test('the app shows the specimen one line per task while the first screen loads', async ({
  page,
  customer,
  signIn,
}) => {
  await signIn(page, customer);
  // Mutation records arrive once per task (at its end), so a batch is one task's changes.
  await page.addInitScript(() => {
    const w = window as unknown as { specimenBatches: number[] };
    w.specimenBatches = [];
    new MutationObserver((records) => {
      const shown = records.filter(
        (r) => r.attributeName === 'hidden' && (r.target as Element).parentElement?.classList.contains('boot-type'),
      ).length;
      if (shown > 0) w.specimenBatches.push(shown);
    }).observe(document, { attributes: true, attributeFilter: ['hidden'], subtree: true });
  });
  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  const batches = await page.evaluate(() => (window as unknown as { specimenBatches: number[] }).specimenBatches);
  expect(batches.length).toBeGreaterThan(0);
  expect(Math.max(...batches)).toBe(1);
});
