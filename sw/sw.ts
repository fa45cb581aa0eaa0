/// <reference lib="webworker" />
/**
 * The service worker: precaches the shell, every route's chunks and the legal pages, cleans up
 * outdated caches, answers navigations with the app shell (never /api or /sandbox), and waits
 * for the customer's Reload before a new version takes over.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/sandbox(\/|$)/],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
