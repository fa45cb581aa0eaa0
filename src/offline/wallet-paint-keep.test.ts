// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth } from '../state/auth.js';
import { wallet } from '../state/wallet.js';
import { readPaintSnapshot } from './paint-snapshot.js';
import type { WalletPaint } from './wallet-paint.js';
import { keepWalletPaint } from './wallet-paint-keep.js';

const USER = 'u-keep';
const LOADED_AT = Date.UTC(2026, 10, 30, 9, 0);

/** The wallet screen as React draws it with fresh figures: a banner, the card, the two later parts. */
const FRESH_SCREEN = `
  <div role="status" class="offline-banner">You are offline</div>
  <div class="wallet-page">
    <section class="balance-card"><p data-testid="total-balance">$1,234.56</p></section>
    <div class="total-return-slot"><section class="total-return">+$12.00</section></div>
    <div class="portfolio-chart-slot"><section class="chart-card">chart</section></div>
    <ul class="asset-list"><li>Bitcoin 0.5 BTC</li></ul>
  </div>`;

const kept = () => readPaintSnapshot<WalletPaint>(USER);

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  localStorage.clear();
  history.replaceState(null, '', '/wallet');
  document.body.innerHTML = `<div id="root">${FRESH_SCREEN}</div>`;
  Object.assign(wallet, { status: 'ready', fromSnapshot: false, loadedAt: LOADED_AT, error: null });
  Object.assign(auth, { isAuthenticated: true, user: { id: USER } });
});

afterEach(() => {
  Object.assign(wallet, { status: 'idle', fromSnapshot: false, loadedAt: null });
  Object.assign(auth, { isAuthenticated: false, user: null });
});

describe('keeping the wallet screen for the next reopen (decisions 468, 472)', () => {
  it('keeps the fresh screen, without its banners and with the later parts as empty boxes', () => {
    keepWalletPaint(USER);
    const k = kept();
    expect(k?.savedAt).toBe(LOADED_AT);
    const painted = document.createElement('div');
    painted.innerHTML = k?.data.html ?? '';
    expect(painted.querySelector('[data-testid="total-balance"]')?.textContent).toBe('$1,234.56');
    expect(painted.querySelector('.asset-list')?.textContent).toContain('Bitcoin');
    expect(painted.querySelector('[role="status"]')).toBeNull();
    for (const slot of painted.querySelectorAll('.total-return-slot, .portfolio-chart-slot')) {
      expect(slot.childElementCount).toBe(0);
      expect((slot as HTMLElement).style.height).toMatch(/px$/);
    }
    expect(k?.data.lastUpdated).toContain('{age}');
  });

  it('keeps nothing while a later part holds the place of an age line it will not draw on the reopen', () => {
    // The total return still shows its saved figures' place: kept, the painting would be taller
    // than the part first draws on the reopen, and the screen would move when it hands over.
    document
      .querySelector('.total-return-slot')
      ?.insertAdjacentHTML(
        'beforeend',
        '<p class="last-updated-held" aria-hidden="true">Last updated 3 minutes ago</p>',
      );
    keepWalletPaint(USER);
    expect(kept()).toBeNull();
  });

  it('drops an age line held elsewhere on the screen: the reopen paints its own', () => {
    document
      .querySelector('.balance-card')
      ?.insertAdjacentHTML(
        'beforeend',
        '<p class="last-updated-held" aria-hidden="true">Last updated 1 minute ago</p>',
      );
    keepWalletPaint(USER);
    expect(kept()?.data.html).not.toContain('last-updated-held');
  });

  it.each([
    ['a row still loading', '<div class="skeleton"></div>'],
    ['an error on the screen', '<p role="alert">Error loading rates</p>'],
    ['saved figures with their age', '<p class="last-updated">Last updated 2 hours ago</p>'],
  ])('keeps nothing with %s', (_, part) => {
    document.querySelector('.wallet-page')?.insertAdjacentHTML('beforeend', part);
    keepWalletPaint(USER);
    expect(kept()).toBeNull();
  });

  it('keeps nothing under a dialog, off the wallet, or with figures that are not fresh', () => {
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog">Secure your account</div>');
    keepWalletPaint(USER);
    expect(kept()).toBeNull();
    document.querySelector('[role="dialog"]')?.remove();

    history.replaceState(null, '', '/swap');
    keepWalletPaint(USER);
    expect(kept()).toBeNull();
    history.replaceState(null, '', '/wallet');

    wallet.fromSnapshot = true;
    keepWalletPaint(USER);
    expect(kept()).toBeNull();
  });

  it("keeps nothing for a session that ended, or that is now another customer's", () => {
    auth.user = { id: 'someone-else' } as never;
    keepWalletPaint(USER);
    expect(readPaintSnapshot<WalletPaint>('someone-else')).toBeNull();
    expect(kept()).toBeNull();
  });
});
