// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paintSavedWallet, type WalletPaint } from './wallet-paint.js';
import { PAINT_ID } from './wallet-painted.js';

const KEPT: WalletPaint = {
  html: '<div class="wallet-page"><section class="balance-card"><p class="balance-amount">AU$1.00</p></section></div>',
  css: '.balance-amount { font-weight: 700 }',
  language: 'en',
  locale: 'en-US',
  lastUpdated: 'Last updated {age}',
};
const BANNER = '<div role="status" class="offline-banner">You are offline</div>';
const SCREEN = '<main><div class="wallet-page"><p data-testid="total-balance">AU$1.00</p></div></main>';

const painting = () => document.getElementById(PAINT_ID);
const mutationsSeen = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
  document.adoptedStyleSheets = [];
  history.replaceState(null, '', '/wallet');
});

describe('the painting of the last wallet handing over to the app (decisions 468, 472)', () => {
  it('goes in the step in which the app shows its own total', async () => {
    expect(paintSavedWallet({ userId: 'u1', savedAt: Date.now() - 60_000, data: KEPT })).toBe(true);
    expect(painting()?.querySelector('.balance-amount')?.textContent).toBe('AU$1.00');
    const root = document.getElementById('root')!;
    root.innerHTML = SCREEN;
    await mutationsSeen();
    expect(painting()).toBeNull();
  });

  it('shows a banner that comes before the total, where the page shows it', async () => {
    paintSavedWallet({ userId: 'u1', savedAt: Date.now(), data: KEPT });
    const root = document.getElementById('root')!;
    root.insertAdjacentHTML('afterbegin', BANNER);
    await mutationsSeen();
    expect(painting()?.querySelector('[role="status"]')?.textContent).toBe('You are offline');
  });

  it('draws a banner that comes with the total on itself for a frame before it goes, so nothing jumps', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    paintSavedWallet({ userId: 'u1', savedAt: Date.now(), data: KEPT });
    const root = document.getElementById('root')!;
    root.innerHTML = BANNER + SCREEN;
    await mutationsSeen();
    // The page's own screen is there, and the painting above it now shows the banner as it does.
    expect(painting()?.querySelector('[role="status"]')?.textContent).toBe('You are offline');
    for (const cb of frames.splice(0)) cb(performance.now());
    await vi.waitFor(() => expect(painting()).toBeNull());
    vi.restoreAllMocks();
  });
});
