/**
 * A walk over many screens opens each as a link in the app does, once the app runs in the page:
 * loading the page for every screen started the whole app each time, most of such a walk's CPU,
 * and the end-to-end step is bound by CPU (decision 499). For checks of what a screen draws
 * (layout, accessibility); a test of what a load does loads the page.
 */
import type { Page } from '@playwright/test';

/** Opens `path` in the running app (its router follows the history), else loads it. */
export async function openInApp(page: Page, path: string): Promise<void> {
  const routed =
    page.url().startsWith('http') &&
    (await page.evaluate(async (to) => {
      if (!document.getElementById('main')) return false;
      history.pushState(null, '', to);
      scrollTo(0, 0);
      // A frame: the router's update is rendered before the caller looks for the new screen.
      await new Promise<void>((done) => requestAnimationFrame(() => done()));
      return true;
    }, path));
  if (!routed) await page.goto(path);
}
