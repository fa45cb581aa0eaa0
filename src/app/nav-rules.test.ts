import { describe, expect, it } from 'vitest';
import { homeFor } from '../lib/paths.js';
import { gate } from './access.js';
import { activeNav, isPublicPath, showsBackButton } from './nav-rules.js';

describe('route guard', () => {
  const out = { isAuthenticated: false, expired: false };
  const user = { isAuthenticated: true, role: 'user' as const, expired: false };
  const admin = { isAuthenticated: true, role: 'admin' as const, expired: false };

  it('sends unauthenticated visitors of protected routes to /', () => {
    expect(gate('user', '/wallet', out)).toEqual({ kind: 'redirect', to: '/' });
    expect(gate('admin', '/admin/transaction-history', out)).toEqual({ kind: 'redirect', to: '/' });
    expect(gate('any', '/profile', out)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('holds a protected page while the Session Expired modal is up', () => {
    expect(gate('user', '/wallet', { isAuthenticated: false, expired: true })).toEqual({ kind: 'hold' });
  });

  it('sends a role that is not allowed to its own home', () => {
    expect(gate('admin', '/admin/transaction-history', user)).toEqual({ kind: 'redirect', to: '/wallet' });
    expect(gate('user', '/wallet', admin)).toEqual({ kind: 'redirect', to: '/admin-transactions-history' });
    expect(gate('any', '/profile', admin)).toEqual({ kind: 'render' });
    expect(gate('user', '/swap', user)).toEqual({ kind: 'render' });
  });

  it('sends an authenticated visitor of / home, but lets anyone open the legal pages', () => {
    expect(gate('guest', '/', user)).toEqual({ kind: 'redirect', to: '/wallet' });
    expect(gate('guest', '/', admin)).toEqual({ kind: 'redirect', to: '/admin-transactions-history' });
    expect(gate('guest', '/', out)).toEqual({ kind: 'render' });
    expect(gate('open', '/privacy-policy', out)).toEqual({ kind: 'render' });
    expect(gate('open', '/privacy-policy', admin)).toEqual({ kind: 'render' });
  });

  it('lands admins on the merchant history and others on the wallet', () => {
    expect(homeFor('admin')).toBe('/admin-transactions-history');
    expect(homeFor('user')).toBe('/wallet');
  });
});

describe('header and back button', () => {
  it('marks Wallet active for the wallet family and Transactions for the lists', () => {
    for (const p of [
      '/wallet',
      '/assets/send',
      '/send',
      '/swap',
      '/buy-sell',
      '/recurring-buys',
      '/assets/receive',
      '/receive',
      '/asset-detail',
      '/price-alerts',
    ])
      expect(activeNav(p)).toBe('wallet');
    expect(activeNav('/transactions')).toBe('transactions');
    expect(activeNav('/transaction-detail')).toBe('transactions');
    expect(activeNav('/profile/security')).toBe('profile');
    expect(activeNav('/privacy-policy')).toBeNull();
  });

  it('hides the back button on the top-level pages only', () => {
    for (const p of [
      '/wallet',
      '/transactions',
      '/profile',
      '/profile/verification',
      '/profile/account',
      '/profile/security',
      '/profile/addressBook',
      '/profile/notifications',
    ])
      expect(showsBackButton(p)).toBe(false);
    for (const p of [
      '/send',
      '/swap',
      '/asset-detail',
      '/transaction-detail',
      '/profile/mobile',
      '/admin/transaction-detail',
    ])
      expect(showsBackButton(p)).toBe(true);
  });

  it('knows the public paths where Session Expired never shows', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/reset-password/confirm')).toBe(true);
    expect(isPublicPath('/au/terms-and-conditions')).toBe(true);
    expect(isPublicPath('/wallet')).toBe(false);
  });
});
