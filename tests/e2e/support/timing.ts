/** When things happened in a page, on its own clock (performance.now(), ms from navigation). */
import type { Page } from '@playwright/test';

/** When the page started fetching the first file whose URL matches, waiting until it has. */
export async function requestStart(page: Page, url: RegExp): Promise<number> {
  const handle = await page.waitForFunction(
    (source) => performance.getEntriesByType('resource').find((e) => new RegExp(source).test(e.name))?.startTime,
    url.source,
  );
  return (await handle.jsonValue()) as number;
}
