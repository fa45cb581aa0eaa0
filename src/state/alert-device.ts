/**
 * The price-alert touches of this device outside the alerts screen (decision 142): the installed
 * app's badge follows the server's count of fired alerts not yet seen, and a sign-out (or expiry)
 * clears the badge and ends this browser's push subscription.
 */
import { unseenPriceAlerts } from '../api/price-alerts.js';
import { setUnseenAlerts } from '../lib/app-badge.js';
import { disablePush } from './push-device.js';

/** Bumped when the customer has seen their alerts: a count read before that is out of date. */
let seenTimes = 0;

/** Sets the badge from the server's count; a failed read leaves the badge as it was. */
export async function syncAlertBadge(): Promise<void> {
  const before = seenTimes;
  try {
    const unseen = await unseenPriceAlerts();
    if (before === seenTimes) await setUnseenAlerts(unseen);
  } catch {
    // Offline or signed out meanwhile: the next sync sets it.
  }
}

/** The customer viewed their alerts (the server marked them seen): the badge clears. */
export async function alertsSeen(): Promise<void> {
  seenTimes += 1;
  await setUnseenAlerts(0);
}

/** For onSessionEnd: the server already ended the session's subscriptions. */
export async function endAlertsOnDevice(): Promise<void> {
  await alertsSeen();
  await disablePush(undefined, { tellServer: false }).catch(() => undefined);
}
