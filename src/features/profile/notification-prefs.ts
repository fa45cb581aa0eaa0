/**
 * Notification preferences (specification section 2, worded plainly: decision 182): in-app and
 * email toggles by topic, a main toggle per topic and one for all. Kept in this browser's local
 * storage, per user; nothing is sent to the server. Whether this device may show notifications at
 * all is a separate thing (PushSwitch): the browser's permission, not a preference.
 */
export type Channel = 'popup' | 'email';

interface GroupDef {
  id: string;
  label: string;
  items: readonly string[];
}

// The stored ids are kept, so choices saved before read the same; only what the customer reads
// changed. Toggles for things the product does not do (margin, vaults, referrals) are gone.
export const NOTIFICATION_GROUPS: Record<Channel, readonly GroupDef[]> = {
  popup: [
    {
      id: 'orders',
      label: 'Buys and sells',
      items: ['orderCreated', 'orderCompleted', 'orderCancelled', 'orderRejected'],
    },
    {
      id: 'transactions',
      label: 'Deposits and withdrawals',
      items: ['transactionCreated', 'transactionCompleted', 'transactionRejected'],
    },
    { id: 'conversions', label: 'Swaps', items: ['conversionCompleted', 'conversionRejected'] },
    { id: 'account', label: 'Sign-ins and security', items: ['loginEvents', 'cryptoAddressCreated'] },
  ],
  email: [
    {
      id: 'orders',
      label: 'Buys and sells',
      items: ['orderCreated', 'orderCompleted', 'orderCancelled', 'orderRejected'],
    },
    {
      id: 'transactions',
      label: 'Deposits and withdrawals',
      items: ['transactionCreated', 'transactionCompleted', 'transactionRejected'],
    },
    { id: 'conversions', label: 'Swaps', items: ['conversionCompleted', 'conversionRejected'] },
    {
      id: 'account',
      label: 'Sign-ins and security',
      items: ['loginEvents', 'cryptoAddressCreated', 'kYCStatus', '2FAEvents'],
    },
  ],
};

const LABELS: Record<string, string> = {
  orderCreated: 'A buy or sell starts',
  orderCompleted: 'A buy or sell is done',
  orderCancelled: 'A buy or sell is cancelled',
  orderRejected: 'A buy or sell is declined',
  transactionCreated: 'A deposit or withdrawal starts',
  transactionCompleted: 'A deposit or withdrawal is done',
  transactionRejected: 'A deposit or withdrawal fails',
  conversionCompleted: 'A swap is done',
  conversionRejected: 'A swap fails',
  loginEvents: 'Someone signs in to your account',
  cryptoAddressCreated: 'A withdrawal address is added',
  kYCStatus: 'Your identity check changes',
  '2FAEvents': 'Two-factor authentication changes',
};

export function itemLabel(item: string): string {
  return LABELS[item] ?? item;
}

/** channel -> group -> item -> on. */
export type NotificationPrefs = Record<Channel, Record<string, Record<string, boolean>>>;

export function defaultPrefs(on = true): NotificationPrefs {
  const out = { popup: {}, email: {} } as NotificationPrefs;
  for (const channel of ['popup', 'email'] as const)
    for (const g of NOTIFICATION_GROUPS[channel]) out[channel][g.id] = Object.fromEntries(g.items.map((i) => [i, on]));
  return out;
}

/** Keeps only known toggles, filling missing ones with the default (on). */
export function normalizePrefs(stored: unknown): NotificationPrefs {
  const out = defaultPrefs();
  if (typeof stored !== 'object' || stored === null) return out;
  const s = stored as Partial<NotificationPrefs>;
  for (const channel of ['popup', 'email'] as const)
    for (const g of NOTIFICATION_GROUPS[channel])
      for (const i of g.items) {
        const v = s[channel]?.[g.id]?.[i];
        const group = out[channel][g.id];
        if (typeof v === 'boolean' && group) group[i] = v;
      }
  return out;
}

/** A group's main toggle is on when every toggle of the group is. */
export function groupOn(p: NotificationPrefs, channel: Channel, group: string): boolean {
  return Object.values(p[channel][group] ?? {}).every(Boolean);
}

export function allOn(p: NotificationPrefs): boolean {
  return (['popup', 'email'] as const).every((c) => NOTIFICATION_GROUPS[c].every((g) => groupOn(p, c, g.id)));
}

export function setItem(p: NotificationPrefs, channel: Channel, group: string, item: string, on: boolean) {
  const next = structuredClone(p);
  const toggles = next[channel][group];
  if (toggles) toggles[item] = on;
  return next;
}

export function setGroup(p: NotificationPrefs, channel: Channel, group: string, on: boolean): NotificationPrefs {
  const next = structuredClone(p);
  const toggles = next[channel][group] ?? {};
  for (const i of Object.keys(toggles)) toggles[i] = on;
  return next;
}

export function setAll(on: boolean): NotificationPrefs {
  return defaultPrefs(on);
}

export const prefsStorageKey = (userId: string) => `notificationSettings:${userId}`;
