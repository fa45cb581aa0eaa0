/**
 * Service worker registration (the update flow, pwa-update.ts, loads once a worker controls the page), and the browser's install offer. A new
 * version waits until the customer chooses Reload (SKIP_WAITING), so a page never changes code
 * under their hands; updates are checked every hour. The install offer (beforeinstallprompt) is
 * kept for the profile area's 'Install app' action instead of the browser's own mini-bar.
 */
import { i18n } from '@lingui/core';
import { proxy } from 'valtio';
import { keepLanguageOffline } from './i18n/language.js';
import { whenLoadedAndIdle } from './lib/when-idle.js';

export const pwa = proxy({
  updateReady: false,
  /** The browser offered installation and it has not been used yet. */
  canInstall: false,
  /** Running as the installed app (standalone display). */
  standalone: false,
});

/**
 * A first visit has no version to update from: the worker is registered by the browser's own call
 * and workbox-window (the update flow) loads once the worker controls the page. A page opened
 * under a worker loads it at once, as it may have a version waiting.
 */
async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) return watchUpdates();
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // Service workers disabled or blocked (private modes, policies): the app works online.
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => void watchUpdates(), { once: true });
}

/** The update flow (pwa-update.ts, with workbox-window): loaded once a worker controls the page. */
const watchUpdates = () => import('./pwa-update.js').then((m) => m.watchUpdates(pwa));

/** Reload under the waiting version: only offered once the update flow has found one. */
export function applyUpdate(): void {
  void import('./pwa-update.js').then((m) => m.skipWaiting());
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Keeps the browser's install offer for later; it arrives once, early, on any page. */
function watchInstallOffer(): void {
  pwa.standalone = isStandalone();
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', () => {
    pwa.standalone = isStandalone();
  });
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as BeforeInstallPromptEvent;
    pwa.canInstall = true;
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    pwa.canInstall = false;
  });
}

/** Opens the browser's install dialog; an offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const e = offer;
  if (!e) return 'unavailable';
  offer = null;
  pwa.canInstall = false;
  await e.prompt();
  return (await e.userChoice).outcome;
}

/**
 * Boot: the install offer from the start, the service worker once the page has loaded and the
 * browser is idle (production).
 */
export function startPwa(): void {
  if (typeof window === 'undefined') return;
  watchInstallOffer();
  if (import.meta.env.PROD) {
    // Registration never competes with the first route for the network, and the update flow
    // (compiling workbox-window, the update check) never with the first screen for the main
    // thread: a returning customer's page is already served by the worker, and a version waiting
    // is announced a moment later instead of in the middle of the first render.
    // The worker then keeps the files of the language in use, whichever the device's is.
    whenLoadedAndIdle(() => void registerServiceWorker().then(() => keepLanguageOffline(i18n.locale)));
  }
}
