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
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import {
  isRatesRequest,
  isStorableRatesAnswer,
  RATES_CACHE,
  RATES_MAX_AGE_SECONDS,
  RATES_MAX_ENTRIES,
} from './cache-rules.js';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so rates fetched in this very visit are kept.
// Later versions still wait for Reload: they activate only after SKIP_WAITING.
clientsClaim();

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
