import { i18n, type MessageDescriptor } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/catalogs.js';
import {
  allOn,
  defaultPrefs,
  groupOn,
  itemLabel,
  NOTIFICATION_GROUPS,
  normalizePrefs,
  setAll,
  setGroup,
  setItem,
} from './notification-prefs.js';

describe('notification preferences', () => {
  beforeAll(() => activateLanguage('en'));
  const label = (g: { label: MessageDescriptor }) => i18n._(g.label);
  const itemText = (item: string) => i18n._(itemLabel(item));

  it('names every topic and toggle in plain words, with nothing the product does not do', () => {
    expect(NOTIFICATION_GROUPS.popup.map(label)).toEqual([
      'Buys and sells',
      'Deposits and withdrawals',
      'Swaps',
      'Sign-ins and security',
    ]);
    expect(NOTIFICATION_GROUPS.email.map(label)).toEqual(NOTIFICATION_GROUPS.popup.map(label));
    const words = (['popup', 'email'] as const).flatMap((c) =>
      NOTIFICATION_GROUPS[c].flatMap((g) => [label(g), ...g.items.map(itemText)]),
    );
    for (const w of words) expect(w).not.toMatch(/order|conversion|margin|vault|referral|kyc|2fa|login|trade|manual/i);
    const emailAccount = NOTIFICATION_GROUPS.email.find((g) => g.id === 'account')!;
    expect(emailAccount.items.map(itemText)).toContain('Two-factor authentication changes');
  });

  it('turns a group on and off with its main toggle, and the main toggle follows its items', () => {
    let p = defaultPrefs();
    expect(groupOn(p, 'popup', 'orders')).toBe(true);
    p = setItem(p, 'popup', 'orders', 'orderRejected', false);
    expect(groupOn(p, 'popup', 'orders')).toBe(false);
    expect(allOn(p)).toBe(false);
    p = setGroup(p, 'popup', 'orders', true);
    expect(groupOn(p, 'popup', 'orders')).toBe(true);
    p = setGroup(p, 'email', 'conversions', false);
    expect(p.email.conversions).toEqual({ conversionCompleted: false, conversionRejected: false });
    expect(groupOn(p, 'email', 'orders')).toBe(true);
  });

  it('enableAll sets every toggle of both channels', () => {
    expect(allOn(setAll(true))).toBe(true);
    const off = setAll(false);
    expect(NOTIFICATION_GROUPS.email.every((g) => !groupOn(off, 'email', g.id))).toBe(true);
    expect(off.popup.account?.loginEvents).toBe(false);
  });

  it('reads stored preferences, ignoring unknown and malformed values', () => {
    const p = normalizePrefs({ popup: { orders: { orderCreated: false, bogus: true } }, email: 'x' });
    expect(p.popup.orders?.orderCreated).toBe(false);
    expect(p.popup.orders).not.toHaveProperty('bogus');
    expect(p.email.conversions?.conversionCompleted).toBe(true);
    expect(normalizePrefs(null)).toEqual(defaultPrefs());
  });
});
