/**
 * Service worker registration through workbox-window. A new version waits until the customer
 * chooses Reload (SKIP_WAITING), so a page never changes code under their hands; updates are
 * checked every hour.
 */
import { proxy } from 'valtio';
import type { Workbox } from 'workbox-window';

export const pwa = proxy({ updateReady: false, controlled: false });
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

let wb: Workbox | null = null;

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    pwa.updateReady = true;
  });
  wb.addEventListener('controlling', () => {
    // The waiting worker took over after Reload: load the page under the new version.
    if (pwa.updateReady) window.location.reload();
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register();
  } catch {
    // Service workers disabled or blocked (private modes, policies): the app works online.
    return;
  }
  pwa.controlled = Boolean(navigator.serviceWorker.controller);
  if (registration) setInterval(() => void registration?.update().catch(() => {}), UPDATE_CHECK_MS);
}

export function applyUpdate(): void {
  if (!wb) return;
  wb.messageSkipWaiting();
}
