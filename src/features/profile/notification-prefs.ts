/**
 * Notification preferences (specification section 2): popup and email toggles by group, a main
 * toggle per group and an enableAll master toggle. Kept in this browser's local storage only, per
 * user; nothing is sent to the server.
 */
export type Channel = 'popup' | 'email';

interface GroupDef {
  id: string;
  label: string;
  items: readonly string[];
}

export const NOTIFICATION_GROUPS: Record<Channel, readonly GroupDef[]> = {
  popup: [
    { id: 'orders', label: 'Orders', items: ['orderCreated', 'orderCompleted', 'orderCancelled', 'orderRejected'] },
    {
      id: 'transactions',
      label: 'Transactions',
      items: ['transactionCreated', 'transactionCompleted', 'transactionRejected'],
    },
    { id: 'conversions', label: 'Conversions', items: ['conversionCompleted', 'conversionRejected'] },
    { id: 'account', label: 'Account', items: ['loginEvents', 'cryptoAddressCreated'] },
  ],
  email: [
    {
      id: 'orders',
      label: 'Orders',
      items: [
        'orderCreated',
        'orderCompleted',
        'orderCancelled',
        'orderRejected',
        'tradeCompleted',
        'marginCall',
        'marginLiquidation',
      ],
    },
    {
      id: 'transactions',
      label: 'Transactions',
      items: ['transactionCreated', 'transactionCompleted', 'transactionRejected', 'manualBalanceUpdate'],
    },
    { id: 'conversions', label: 'Conversions', items: ['conversionCompleted', 'conversionRejected'] },
    { id: 'account', label: 'Account', items: ['loginEvents', 'cryptoAddressCreated', 'kYCStatus', '2FAEvents'] },
    { id: 'vaults', label: 'Vaults', items: ['vaultDeactivated', 'vaultExpired'] },
    { id: 'referrals', label: 'Referrals', items: ['referralRewarded'] },
  ],
};

const LABELS: Record<string, string> = {
  orderCreated: 'Order created',
  orderCompleted: 'Order completed',
  orderCancelled: 'Order cancelled',
  orderRejected: 'Order rejected',
  tradeCompleted: 'Trade completed',
  marginCall: 'Margin call',
  marginLiquidation: 'Margin liquidation',
  transactionCreated: 'Transaction created',
  transactionCompleted: 'Transaction completed',
  transactionRejected: 'Transaction rejected',
  manualBalanceUpdate: 'Manual balance update',
  conversionCompleted: 'Conversion completed',
  conversionRejected: 'Conversion rejected',
  loginEvents: 'Login events',
  cryptoAddressCreated: 'Crypto address created',
  kYCStatus: 'KYC status',
  '2FAEvents': '2FA events',
  vaultDeactivated: 'Vault deactivated',
  vaultExpired: 'Vault expired',
  referralRewarded: 'Referral rewarded',
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
