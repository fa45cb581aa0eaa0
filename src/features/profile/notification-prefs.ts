/**
 * Notification preferences (specification section 2, worded plainly: decision 182): in-app and
 * email toggles by topic, a main toggle per topic and one for all. Kept in this browser's local
 * storage, per user; nothing is sent to the server. Whether this device may show notifications at
 * all is a separate thing (PushSwitch): the browser's permission, not a preference.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type Channel = 'popup' | 'email';

interface GroupDef {
  id: string;
  /** Shown with the screen's i18n._(label). */
  label: MessageDescriptor;
  items: readonly string[];
}

// The stored ids are kept, so choices saved before read the same; only what the customer reads
// changed. Toggles for things the product does not do (margin, vaults, referrals) are gone.
/** The groups both channels offer alike; they differ only in what "Sign-ins and security" holds. */
const TRADES_AND_MOVEMENTS: readonly GroupDef[] = [
  {
    id: 'orders',
    label: msg`Buys and sells`,
    items: ['orderCreated', 'orderCompleted', 'orderCancelled', 'orderRejected'],
  },
  {
    id: 'transactions',
    label: msg`Deposits and withdrawals`,
    items: ['transactionCreated', 'transactionCompleted', 'transactionRejected'],
  },
  { id: 'conversions', label: msg`Swaps`, items: ['conversionCompleted', 'conversionRejected'] },
];

export const NOTIFICATION_GROUPS: Record<Channel, readonly GroupDef[]> = {
  popup: [
    ...TRADES_AND_MOVEMENTS,
    { id: 'account', label: msg`Sign-ins and security`, items: ['loginEvents', 'cryptoAddressCreated'] },
  ],
  email: [
    ...TRADES_AND_MOVEMENTS,
    {
      id: 'account',
      label: msg`Sign-ins and security`,
      items: ['loginEvents', 'cryptoAddressCreated', 'kYCStatus', '2FAEvents'],
    },
  ],
};

const LABELS: Record<string, MessageDescriptor> = {
  orderCreated: msg`A buy or sell starts`,
  orderCompleted: msg`A buy or sell is done`,
  orderCancelled: msg`A buy or sell is cancelled`,
  orderRejected: msg`A buy or sell is declined`,
  transactionCreated: msg`A deposit or withdrawal starts`,
  transactionCompleted: msg`A deposit or withdrawal is done`,
  transactionRejected: msg`A deposit or withdrawal fails`,
  conversionCompleted: msg`A swap is done`,
  conversionRejected: msg`A swap fails`,
  loginEvents: msg`Someone signs in to your account`,
  cryptoAddressCreated: msg`A withdrawal address is added`,
  kYCStatus: msg`Your identity check changes`,
  '2FAEvents': msg`Two-factor authentication changes`,
};

export function itemLabel(item: string): MessageDescriptor {
  return LABELS[item] ?? { id: item, message: item };
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
