import { describe, expect, it } from 'vitest';
import * as paths from '../lib/paths.js';
import { activeNav, backTarget, isPublicPath, showsBackButton } from './nav-rules.js';
import { matches, routeFor, routes } from './routes.js';

describe('the route table', () => {
  it('has one entry per path, each path one of the named paths', () => {
    const named = new Set<unknown>(Object.values(paths).filter((v) => typeof v === 'string'));
    const listed = routes.map((r) => r.path);
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of listed) expect(named.has(path)).toBe(true);
  });

  it('finds the route of a path: exact entries before patterns', () => {
    expect(routeFor(paths.profileMobile)?.path).toBe(paths.profileMobile);
    expect(routeFor(paths.profileSectionPath('security'))?.path).toBe(paths.profileSection);
    expect(routeFor('/profile/security/extra')).toBeUndefined();
    expect(routeFor('/nowhere')).toBeUndefined();
    expect(matches('/profile/:section', '/profile/')).toBe(false);
  });

  it('gives the shell rules from the entries: group, back button and its target, public pages', () => {
    expect(activeNav(paths.adminTransactionDetail)).toBe('merchant');
    expect(activeNav(paths.receivedTransactions)).toBe('transactions');
    expect(showsBackButton(paths.adminHome)).toBe(false);
    expect(showsBackButton('/nowhere')).toBe(true);
    expect(backTarget(paths.send)).toBe(paths.signIn);
    expect(isPublicPath(paths.paymentCancel)).toBe(true);
    expect(isPublicPath(paths.verifyEmail)).toBe(true);
    expect(isPublicPath(paths.profile)).toBe(false);
    expect(isPublicPath('/nowhere')).toBe(false);
  });

  it('builds a profile section address', () => {
    expect(paths.profileSectionPath('addressBook')).toBe('/profile/addressBook');
  });
});
