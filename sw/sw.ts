/// <reference lib="webworker" />
/**
 * The service worker: precaches the shell, every route's chunks and the legal pages, cleans up
 * outdated caches, answers navigations with the app shell (never /api or /sandbox), keeps the
 * public forex rates for an hour (stale-while-revalidate), and waits for the customer's Reload
 * before a new version takes over. Nothing else is cached at run time: product calls are
 * enveloped POSTs carrying a bearer token, and they always go to the network.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { prerenderedFile } from '../contract/prerendered.js';
import {
  isRatesRequest,
  isStorableRatesAnswer,
  RATES_CACHE,
  RATES_MAX_AGE_SECONDS,
  RATES_MAX_ENTRIES,
} from './cache-rules.js';
import { answeredFromPages, deviceLanguage, isOldPagesCache, pagesCache, pageUrls } from './prerendered-pages.js';
import { readAlertPush } from './push.js';

declare const self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
// The first install takes the open page at once, so rates fetched in this very visit are kept.
// Later versions still wait for Reload: they activate only after SKIP_WAITING.
clientsClaim();

// The legal pages as HTML in the device's language (decision 465), kept beside the precache: a
// version's pages are fetched when it installs (a failure leaves the app shell to draw them).
const shellEntry = manifest.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const PAGES = pagesCache(typeof shellEntry === 'object' ? shellEntry.revision : null);
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.addAll(pageUrls(self.navigator)))
      // The pages are an extra: without them the app shell draws the legal pages, as it always did.
      .catch(() => {}),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => isOldPagesCache(n, PAGES)).map((n) => caches.delete(n)))),
  );
});
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && answeredFromPages(url.pathname),
  async ({ request, url }) => {
    const kept = await caches.match(`/${prerenderedFile(url.pathname, deviceLanguage(self.navigator))}`, {
      cacheName: PAGES,
    });
    if (kept) return kept;
    return fetch(request).catch(async () => (await matchPrecache('/index.html')) ?? Response.error());
  },
);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
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
