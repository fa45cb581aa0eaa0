/**
 * The price-alert touches of this device outside the alerts screen (decision 142): the installed
 * app's badge follows the server's count of fired alerts not yet seen, and a sign-out (or expiry)
 * clears the badge and ends this browser's push subscription.
 */
import { unseenPriceAlerts } from '../api/price-alerts.js';
import { setUnseenAlerts } from '../lib/app-badge.js';
import { disablePush } from './push-device.js';

/** Sets the badge from the server's count; a failed read leaves the badge as it was. */
export async function syncAlertBadge(): Promise<void> {
  try {
    await setUnseenAlerts(await unseenPriceAlerts());
  } catch {
    // Offline or signed out meanwhile: the next sync sets it.
  }
}

/** For onSessionEnd: the server already ended the session's subscriptions. */
export async function endAlertsOnDevice(): Promise<void> {
  await setUnseenAlerts(0);
  await disablePush(undefined, { tellServer: false }).catch(() => undefined);
}
