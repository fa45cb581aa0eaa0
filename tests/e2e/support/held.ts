/**
 * A gate a routed request waits at until the test lets it through: `await gate.wait` in the route
 * handler, `gate.release()` once the test has seen what happens meanwhile.
 */
import type { Page, Route } from '@playwright/test';

export function held(): { wait: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const wait = new Promise<void>((r) => {
    release = r;
  });
  return { wait, release };
}

/**
 * Every request of the page to `url` waits until `release()`, then goes on as it would have;
 * `asked()` says whether one came meanwhile. `through()` releases them and returns once the answer
 * to one that was asked has reached the page.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ release: () => void; asked: () => boolean; through: () => Promise<void> }> {
  const gate = held();
  let asked = false;
  await page.route(url, async (route: Route) => {
    asked = true;
    await gate.wait;
    // The page may have closed or moved on while the request was held: then nothing waits for it.
    await route.fallback().catch(() => {});
  });
  const through = async () => {
    const answer = asked ? page.waitForResponse(url) : null;
    gate.release();
    await answer;
  };
  return { release: gate.release, asked: () => asked, through };
}
