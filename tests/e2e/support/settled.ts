/**
 * "The screen is settled": what a test waits for before it measures a screen (overlaps, layout
 * shifts, accessibility), in place of Playwright's `networkidle` (decision 400). The app asks for
 * live updates every 5 seconds, so waiting for 500 ms without a request waits on their rhythm, and
 * on a loaded machine the network may never fall silent that long. A screen says itself when it
 * is still loading: the page's loading shell, a lazy screen's fallback, a skeleton, a part marked
 * aria-busy, a "Loading..." in any language. Settled is none of those, the fonts loaded, two
 * frames drawn since, and each request the page made answered (no wait for silence).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { pseudoText } from '../../../src/i18n/pseudo.js';

const LOADING_IDS = new Set(['Loading...', 'Loading…']);

/** "Loading..." in every catalog of the app, and in the pseudo-language made from English. */
function loadingTexts(): string[] {
  const texts = new Set<string>([...LOADING_IDS].map(pseudoText));
  const src = join(import.meta.dirname, '../../../src');
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.po')) continue;
    const po = readFileSync(join(src, file), 'utf8');
    for (const m of po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm))
      if (LOADING_IDS.has(m[1] ?? '')) texts.add(m[2] || (m[1] ?? ''));
  }
  return [...texts];
}

const LOADING_TEXTS = loadingTexts();

/** What on the screen still says it is loading, each named for the message of a failed wait. */
function stillLoading(page: Page): Promise<string[]> {
  return page.evaluate(async (loading) => {
    await document.fonts.ready;
    // Two frames: whatever the last answer changed is laid out and painted.
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    const shown = (el: Element | null) => !!el && el.getClientRects().length > 0;
    const found: string[] = [];
    for (const el of document.querySelectorAll('[aria-busy="true"]')) found.push(`busy ${name(el)}`);
    // The page's own loading shell until the app mounts, a lazy screen's fallback, a part's skeleton.
    for (const el of document.querySelectorAll('#root > .boot, .route-fallback, .skeleton, .skeleton-line'))
      if (shown(el)) found.push(`skeleton ${name(el)}`);
    // A "Loading..." standing alone, in a status or anywhere else.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
      if (loading.includes(text) && shown(node.parentElement)) found.push(`"${text}"`);
    }
    return found;
  }, LOADING_TEXTS);
}

/**
 * The build's name for a worker's file: a worker may end before the page reports it, so its script
 * is known by its name too.
 */
const WORKER_FILE = /\/assets\/[\w-]+\.worker-[\w-]+\.js$/;

interface Followed {
  open: Set<Request>;
  /** The scripts of the page's workers: the page's side of such a request may stay open for the worker's life. */
  workers: Set<string>;
}

const followed = new WeakMap<Page, Followed>();

/**
 * Follows the page's requests from now on (settled() does from its first call; call this before the
 * first navigation to follow the first screen's too).
 */
export function followRequests(page: Page): void {
  follow(page);
}

function follow(page: Page): Followed {
  const known = followed.get(page);
  if (known) return known;
  const f: Followed = { open: new Set(), workers: new Set() };
  page.on('request', (r) => f.open.add(r));
  page.on('requestfinished', (r) => f.open.delete(r));
  page.on('requestfailed', (r) => f.open.delete(r));
  page.on('worker', (w) => f.workers.add(w.url()));
  followed.set(page, f);
  return f;
}

/**
 * Waits until the screen is settled: nothing on it loading (above), the fonts loaded, two frames
 * drawn, and every request the page has made answered. The last is no wait for silence: a live
 * update made after this returns is no concern of it.
 */
export async function settled(page: Page): Promise<void> {
  const { open, workers } = follow(page);
  await expect
    .poll(
      async () => {
        const loading = await stillLoading(page);
        // Read after the frames: a request an answer led to is open by now.
        const unanswered = [...open].filter(
          (r) => !workers.has(r.url()) && !WORKER_FILE.test(new URL(r.url()).pathname),
        );
        return [...loading, ...unanswered.map((r) => `unanswered ${new URL(r.url()).pathname}`)];
      },
      { message: 'the screen still loading', timeout: 20_000 },
    )
    .toEqual([]);
}

/**
 * Waits until the app has taken over a prerendered page (decision 465): its main element is
 * React's, hydrated or drawn afresh. Before that the page reads and takes typing, but a press on a
 * tab or a field left does nothing yet. Pages that were not prerendered pass at once, unless
 * `anyPage` asks to wait for React's main element on them too.
 */
export async function appTookOver(page: Page, { anyPage = false } = {}): Promise<void> {
  await page.waitForFunction(
    (anyPage) => {
      if (!anyPage && !document.getElementById('root')?.dataset.prerendered) return true;
      const main = document.getElementById('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    },
    anyPage,
    { timeout: 20_000 },
  );
}
