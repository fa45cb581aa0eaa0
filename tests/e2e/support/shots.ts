import type { Page } from '@playwright/test';

/**
 * SHOTS_DIR=... keeps a picture of the screen at 360 and 1280 px wide, to look at: `<name>-<width>.png`,
 * the whole page. The page is given back at the size it had. Without SHOTS_DIR it does nothing.
 */
export async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
