/**
 * Whether a screen moves under the customer's finger: where each part's top is, read before and
 * after something arrives, and the page drawn in between.
 */
import type { Locator, Page } from '@playwright/test';

/** The top of each part on the page (undefined for one not shown). */
export function tops(parts: readonly Locator[]): Promise<(number | undefined)[]> {
  return Promise.all(parts.map(async (part) => (await part.boundingBox())?.y));
}

/** Two animation frames: what the page was given has been drawn. */
export async function drawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
