/**
 * Service-worker and offline helpers: wait until the worker controls the page, cut the network
 * for the pages and for the worker itself, and look inside Cache Storage and IndexedDB.
 */
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { languageOfFile } from '../../../contract/language-files.js';
import type { Language } from '../../../contract/languages.js';
import { precachedUrls } from '../../../scripts/precache-manifest.js';

/** Console errors a page logs when a request fails for want of a network. */
export const OFFLINE_CONSOLE_ERRORS =
  /net::ERR_INTERNET_DISCONNECTED|net::ERR_CONNECTION_REFUSED|net::ERR_FAILED|Failed to fetch/;

/**
 * Resolves once the service worker is active and controls the page. The app registers it once the
 * page has loaded and the browser is idle, and installing it fetches the precache and the device
 * language's files (about 1.1 MB in 210 files, decision 500). With four browsers at once on two
 * loaded cores it usually takes up to 30 s, but a CI run once waited out a 45 s guard, so the guard
 * is now 90 s (decision 496). A worker that never takes control fails with what the registration
 * held and whether the page loaded, which tells a slow install from one that never started or failed.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 90_000 });
  } catch (e) {
    throw new Error(`no service worker controls ${page.url()}: ${await workerState(page)}`, { cause: e });
  }
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/**
 * What the page's registration holds (its installing, waiting and active workers and their states),
 * and whether the page has loaded: the app registers the worker only after its load event.
 */
async function workerState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const loaded = `document ${document.readyState}`;
      const r = await navigator.serviceWorker?.getRegistration();
      if (!r) return `${loaded}, nothing registered`;
      const held = { installing: r.installing, waiting: r.waiting, active: r.active };
      const workers = Object.entries(held).map(([role, worker]) => `${role} ${worker ? worker.state : 'none'}`);
      return [loaded, ...workers].join(', ');
    })
    .catch((e: Error) => `the page could not be asked (${e.message})`);
}

/** Opens the wallet, waits for its total and for the service worker to control the page. */
export async function openWalletUnderWorker(page: Page): Promise<void> {
  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await waitForServiceWorker(page);
}

/**
 * No network for the pages nor for the service worker: the context goes offline (Playwright also
 * applies it to service workers in Chromium), and every request the worker itself makes is aborted.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/** The names of the Cache Storage caches and the URLs each holds. */
export function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    }
    return out;
  });
}

/** How many legal pages the worker keeps in each language (decisions 465 and 501). */
export async function keptPageLanguages(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, urls] of Object.entries(await cacheContents(page))) {
    if (!name.startsWith('prerendered-pages-')) continue;
    for (const url of urls) {
      const language = new URL(url).pathname.split('/')[2] ?? '';
      out[language] = (out[language] ?? 0) + 1;
    }
  }
  return out;
}

/** The files of one language in the build the servers serve, as the worker's manifest lists them (decision 500). */
export function languageFilesOfBuild(language: Language): string[] {
  return precachedUrls()
    .map((url) => `/${url}`)
    .filter((url) => languageOfFile(url) === language);
}

/** The paths of the language files the origin's caches hold, by language. */
export async function keptLanguageFiles(page: Page): Promise<Partial<Record<Language, string[]>>> {
  const out: Partial<Record<Language, string[]>> = {};
  for (const url of Object.values(await cacheContents(page)).flat()) {
    const path = new URL(url).pathname;
    const language = languageOfFile(path);
    if (language) out[language] = [...(out[language] ?? []), path].sort();
  }
  return out;
}

/** Every key and value of every object store of every IndexedDB database of the origin. */
export function indexedDbContents(page: Page): Promise<Record<string, Array<{ key: string; value: unknown }>>> {
  return page.evaluate(async () => {
    const out: Record<string, Array<{ key: string; value: unknown }>> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<Array<{ key: string; value: unknown }>>((resolve, reject) => {
          const tx = db.transaction(storeName, 'readonly');
          const store = tx.objectStore(storeName);
          const keysReq = store.getAllKeys();
          const valuesReq = store.getAll();
          tx.oncomplete = () => resolve(keysReq.result.map((k, i) => ({ key: String(k), value: valuesReq.result[i] })));
          tx.onerror = () => reject(tx.error);
        });
        out[`${info.name}/${storeName}`] = rows;
      }
      db.close();
    }
    return out;
  });
}

/** The button is disabled and points (aria-describedby) at a visible notice saying why. */
export async function explainedOffline(page: Page, button: Locator, action: string): Promise<void> {
  await expect(button).toBeDisabled();
  // A button is disabled while its form is sending too: the notice's id comes once offline is known.
  await expect(button).toHaveAttribute('aria-describedby', /\S/);
  const notice = page.locator(`#${await button.getAttribute('aria-describedby')}`);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`A connection is needed to ${action}.`);
}
