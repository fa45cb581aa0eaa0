/**
 * The accessibility check every screen's test uses (support/accessibility.ts) finds what it is
 * shown: a page with an image without a text and a button without a name fails it, each time it
 * is asked, and passes once they are named.
 */
import { accessibilityViolations } from './support/accessibility.js';
import { expect, test } from './support/fixtures.js';

test('the accessibility check names the violations on the page, and only the rules asked for', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><img src="data:," id="pic"><button id="act"></button></main></body></html>',
  );
  const found = await accessibilityViolations(page);
  expect(found).toContain('image-alt: #pic');
  expect(found).toContain('button-name: #act');
  // Asked again in the same document (axe is already there), and for one rule only.
  expect(await accessibilityViolations(page, ['button-name'])).toEqual(['button-name: #act']);
  await page.evaluate(() => {
    document.querySelector('#pic')?.setAttribute('alt', 'A picture');
    document.querySelector('#act')?.append('Act');
  });
  expect(await accessibilityViolations(page)).toEqual([]);
});
