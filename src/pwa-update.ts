/**
 * The update flow (pwa.ts registers the worker): a new version waits until the customer chooses
 * Reload (SKIP_WAITING), and updates are checked every hour. Loaded with workbox-window once a
 * worker controls the page, so the first page of a visit does not carry it (decision 467).
 */
import { Workbox } from 'workbox-window';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let wb: Workbox | null = null;

/** Follows the worker's updates; `pwa.updateReady` (pwa.ts's state) says when a version waits. */
export async function watchUpdates(pwa: { updateReady: boolean }): Promise<void> {
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
    return;
  }
  // A failed update check is made again at the next interval.
  if (registration) setInterval(() => void registration?.update().catch(() => {}), UPDATE_CHECK_MS);
}

/** The customer chose Reload: the waiting version takes over, and the page reloads under it. */
export function skipWaiting(): void {
  if (!wb) return;
  wb.messageSkipWaiting();
}
