/// <reference lib="webworker" />
/**
 * The service worker: precaches the shell and every route's chunks (fetched side by side, decision
 * 504) and the legal pages, keeps the files of the languages in use (decision 500), cleans up
 * outdated caches, answers navigations with the app shell (never /api or /sandbox), keeps the
 * public forex rates for an hour (stale-while-revalidate), and waits for the customer's Reload
 * before a new version takes over.
 * Nothing else is cached at run time: product calls are enveloped POSTs carrying a bearer token,
 * and they always go to the network.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { languageOfFile } from '../contract/language-files.js';
import type { Language } from '../contract/languages.js';
import {
  CHOSEN_LANGUAGE_CACHE,
  CHOSEN_LANGUAGE_KEY,
  isOldVersionCache,
  versionCaches,
} from '../contract/worker-caches.js';
import {
  isRatesRequest,
  isStorableRatesAnswer,
  RATES_CACHE,
  RATES_MAX_AGE_SECONDS,
  RATES_MAX_ENTRIES,
} from './cache-rules.js';
import { keptLanguages, languageToKeep, splitByLanguage } from './language-files.js';
import { answeredFromPages, deviceLanguage, pageUrl, pageUrls, shownLanguage } from './prerendered-pages.js';
import { readAlertPush } from './push.js';

declare const self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST;
// Every language's catalogs and legal texts are listed; only the languages in use are kept
// (sw/language-files.ts, decision 500).
const { shared, byLanguage } = splitByLanguage(manifest);
// Workbox's precache answers requests and drops what a new version no longer lists; the install
// below fills it. Workbox's own install fetched and stored its files one at a time, a round trip
// each: behind a phone's 150 ms round trips about forty seconds before the app worked offline.
const precache = new PrecacheController();
precache.addToCacheList(shared);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
// The first install takes the open page at once, so rates fetched in this very visit are kept.
// Later versions still wait for Reload: they activate only after SKIP_WAITING.
clientsClaim();

// The legal pages as HTML in the language the app is shown in (decisions 465 and 501), and the
// files of the languages in use (decision 500), kept beside the precache in caches of this version.
const shellEntry = manifest.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const CACHES = versionCaches(typeof shellEntry === 'object' ? shellEntry.revision : null);

/**
 * Adds to the cache `cacheName` the files of `urls` it does not hold yet, fetched side by side and
 * stored in one step: a file that fails fails it all. Every name kept this way changes with its
 * content (a hash in the name, or the precache's revision), so a file held is never fetched again.
 */
async function keepFiles(cacheName: string, urls: readonly string[]): Promise<Cache> {
  const cache = await caches.open(cacheName);
  const held = new Set((await cache.keys()).map((request) => request.url));
  await cache.addAll(urls.filter((url) => !held.has(new URL(url, self.location.href).href)));
  return cache;
}

/** The precache's files: each stored under Workbox's key for it (the URL, with its revision when it has one). */
async function keepPrecache(): Promise<void> {
  await keepFiles(precache.strategy.cacheName, [...precache.getURLsToCacheKeys().values()]);
}

/** Keeps the files of `language` in this version's cache. */
async function keepLanguage(language: Language): Promise<void> {
  await keepFiles(CACHES.languages, byLanguage.get(language) ?? []);
}

/**
 * Keeps the legal pages in `language`, the language the app is shown in, and only those: the
 * worker holds one language's pages (decision 501). The others go once these are all held.
 */
async function keepPages(language: Language): Promise<void> {
  const urls = pageUrls(language);
  const cache = await keepFiles(CACHES.pages, urls);
  const others = (await cache.keys()).filter((request) => !urls.includes(new URL(request.url).pathname));
  await Promise.all(others.map((request) => cache.delete(request)));
}

/** The language the app asked for last, remembered for the next version's install. */
async function chosenLanguage(): Promise<string | null> {
  const saved = await (await caches.open(CHOSEN_LANGUAGE_CACHE)).match(CHOSEN_LANGUAGE_KEY);
  return saved ? saved.text() : null;
}

/** The language the app is shown in, as far as the worker knows (sw/prerendered-pages.ts). */
async function pagesLanguage(): Promise<Language> {
  return shownLanguage(deviceLanguage(self.navigator), await chosenLanguage());
}

self.addEventListener('install', (event) => {
  const device = deviceLanguage(self.navigator);
  const chosen = chosenLanguage();
  // The pages are an extra: without them the app shell draws the legal pages, as it always did.
  const pages = chosen.then((told) => keepPages(shownLanguage(device, told))).catch(() => {});
  // The languages are not an extra: as any precached file, one that fails fails the install,
  // which the browser tries again later, so a version never waits with its texts missing.
  const languages = chosen.then((told) => Promise.all(keptLanguages(device, told).map(keepLanguage)));
  event.waitUntil(Promise.all([keepPrecache(), pages, languages]));
});
self.addEventListener('activate', (event) => {
  // The precache's files this version no longer lists.
  void precache.activate(event);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => isOldVersionCache(n, CACHES)).map((n) => caches.delete(n)))),
  );
});
// A language's file asked for online that is not kept yet (a screen opened in a language the
// worker has not been told of) is kept from then on; hashed names never change their content.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && languageOfFile(url.pathname) !== null,
  new CacheFirst({ cacheName: CACHES.languages }),
);
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && answeredFromPages(url.pathname),
  async ({ request, url }) => {
    // In the language the app is shown in: a customer who chose another than the device's reads
    // the page in it at once, offline too, without the other language drawn first (decision 501).
    const kept = await caches.match(pageUrl(url.pathname, await pagesLanguage()), { cacheName: CACHES.pages });
    if (kept) return kept;
    return fetch(request).catch(async () => (await precache.matchPrecache('/index.html')) ?? Response.error());
  },
);

registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/sandbox(\/|$)/],
  }),
);

registerRoute(
  ({ url, request }) => isRatesRequest(url, request, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: RATES_CACHE,
    plugins: [
      {
        cacheWillUpdate: async ({ request, response }) =>
          (await isStorableRatesAnswer(request, response)) ? response : null,
      },
      new ExpirationPlugin({ maxAgeSeconds: RATES_MAX_AGE_SECONDS, maxEntries: RATES_MAX_ENTRIES }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  const language = languageToKeep(event.data);
  if (!language) return;
  const remembered = caches
    .open(CHOSEN_LANGUAGE_CACHE)
    .then((cache) => cache.put(CHOSEN_LANGUAGE_KEY, new Response(language)));
  // Offline, the language's files are fetched when the app next asks online (the route above), and
  // its pages when it next tells the language (at its next start).
  event.waitUntil(Promise.all([remembered, keepLanguage(language), keepPages(language)]).catch(() => {}));
});

// Price alerts (decision 142): show the pushed alert, badge the app icon with the unseen count,
// and open the asset's screen on click (an open window of the app is reused).
self.addEventListener('push', (event) => {
  const notice = readAlertPush(event.data?.text());
  const shown = self.registration.showNotification(notice.title, {
    body: notice.body,
    icon: '/icons/icon-192.png',
    tag: notice.url,
    data: { url: notice.url },
  });
  const nav = self.navigator as WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void> };
  // The badge is a hint beside the notification, which is shown either way.
  const badged = notice.unseen !== null && nav.setAppBadge ? nav.setAppBadge(notice.unseen).catch(() => {}) : null;
  event.waitUntil(Promise.all([shown, badged]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(readAlertPush(JSON.stringify(event.notification.data)).url, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      // navigate() only works on a window this worker controls: otherwise a new window opens.
      const moved = open ? await open.navigate(url).catch(() => null) : null;
      if (moved) await moved.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});
