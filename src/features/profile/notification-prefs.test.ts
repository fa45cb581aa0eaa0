import { describe, expect, it } from 'vitest';
import {
  allOn,
  defaultPrefs,
  groupOn,
  NOTIFICATION_GROUPS,
  normalizePrefs,
  setAll,
  setGroup,
  setItem,
} from './notification-prefs.js';

describe('notification preferences', () => {
  it('has every group and toggle of the specification, email adding its own', () => {
    expect(NOTIFICATION_GROUPS.popup.map((g) => g.id)).toEqual(['orders', 'transactions', 'conversions', 'account']);
    expect(NOTIFICATION_GROUPS.email.map((g) => g.id)).toEqual([
      'orders',
      'transactions',
      'conversions',
      'account',
      'vaults',
      'referrals',
    ]);
    const emailAccount = NOTIFICATION_GROUPS.email.find((g) => g.id === 'account')!;
    expect(emailAccount.items).toEqual(['loginEvents', 'cryptoAddressCreated', 'kYCStatus', '2FAEvents']);
    const emailOrders = NOTIFICATION_GROUPS.email.find((g) => g.id === 'orders')!;
    expect(emailOrders.items).toContain('marginLiquidation');
  });

  it('turns a group on and off with its main toggle, and the main toggle follows its items', () => {
    let p = defaultPrefs();
    expect(groupOn(p, 'popup', 'orders')).toBe(true);
    p = setItem(p, 'popup', 'orders', 'orderRejected', false);
    expect(groupOn(p, 'popup', 'orders')).toBe(false);
    expect(allOn(p)).toBe(false);
    p = setGroup(p, 'popup', 'orders', true);
    expect(groupOn(p, 'popup', 'orders')).toBe(true);
    p = setGroup(p, 'email', 'vaults', false);
    expect(p.email.vaults).toEqual({ vaultDeactivated: false, vaultExpired: false });
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
    expect(p.email.referrals?.referralRewarded).toBe(true);
    expect(normalizePrefs(null)).toEqual(defaultPrefs());
  });
});
