/**
 * The installed app's icon badge: the count of price alerts fired and not yet seen. Only some
 * browsers have the Badging API (installed Chromium apps, Safari on macOS/iOS home-screen apps);
 * elsewhere this does nothing, and a browser refusing the call (no installed app, policy) is not
 * an error the customer can act on, so it is swallowed.
 */
type BadgeNavigator = {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** Sets the badge to `count`, or clears it for 0 (or any count that is not a positive whole number). */
export async function setUnseenAlerts(
  count: number,
  nav: BadgeNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Promise<void> {
  if (!nav || typeof nav.setAppBadge !== 'function') return;
  try {
    if (Number.isInteger(count) && count > 0) await nav.setAppBadge(count);
    else if (typeof nav.clearAppBadge === 'function') await nav.clearAppBadge();
    else await nav.setAppBadge(0);
  } catch {
    // Not installed, or the platform declined: the badge is a hint, the alerts list stays the truth.
  }
}
