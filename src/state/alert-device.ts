/**
 * The price-alert touches of this device outside the alerts screen (decision 142): the installed
 * app's badge follows the server's count of fired alerts not yet seen, and a sign-out (or expiry)
 * clears the badge and ends this browser's push subscription. The same count shows in the app's
 * header, so a fired alert is seen in the app and not only by email (decision 182).
 */
import { proxy } from 'valtio';
import { unseenPriceAlerts } from '../api/price-alerts.js';
import { setUnseenAlerts } from '../lib/app-badge.js';
import { disablePush } from './push-device.js';

/** Fired price alerts not yet seen, as the server last counted them. */
export const unseenAlerts = proxy({ count: 0 });

/** Bumped when the customer has seen their alerts: a count read before that is out of date. */
let seenTimes = 0;

/** Sets the badge from the server's count; a failed read leaves the badge as it was. */
export async function syncAlertBadge(): Promise<void> {
  const before = seenTimes;
  try {
    const unseen = await unseenPriceAlerts();
    if (before !== seenTimes) return;
    unseenAlerts.count = unseen;
    await setUnseenAlerts(unseen);
  } catch {
    // Offline or signed out meanwhile: the next sync sets it.
  }
}

/** The customer marked their fired alerts seen (the server recorded it): the badge clears. */
export async function alertsSeen(): Promise<void> {
  seenTimes += 1;
  unseenAlerts.count = 0;
  await setUnseenAlerts(0);
}

/** For onSessionEnd: the server already ended the session's subscriptions. */
export async function endAlertsOnDevice(): Promise<void> {
  await alertsSeen();
  await disablePush(undefined, { tellServer: false }).catch(() => undefined);
}
