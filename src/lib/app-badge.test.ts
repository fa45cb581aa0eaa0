import { describe, expect, it, vi } from 'vitest';
import { setUnseenAlerts } from './app-badge.js';

function badgeNavigator() {
  return {
    setAppBadge: vi.fn(async (_n?: number) => {}),
    clearAppBadge: vi.fn(async () => {}),
  };
}

describe('setUnseenAlerts', () => {
  it('shows the count of unseen alerts on the badge', async () => {
    const nav = badgeNavigator();
    await setUnseenAlerts(3, nav);
    expect(nav.setAppBadge).toHaveBeenCalledWith(3);
    expect(nav.clearAppBadge).not.toHaveBeenCalled();
  });

  it('clears the badge when nothing is unseen, or the count is not a positive whole number', async () => {
    for (const count of [0, -1, 1.5, Number.NaN]) {
      const nav = badgeNavigator();
      await setUnseenAlerts(count, nav);
      expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
      expect(nav.setAppBadge).not.toHaveBeenCalled();
    }
  });

  it('clears with setAppBadge(0) where only setAppBadge exists', async () => {
    const setAppBadge = vi.fn(async (_n?: number) => {});
    await setUnseenAlerts(0, { setAppBadge });
    expect(setAppBadge).toHaveBeenCalledWith(0);
  });

  it('does nothing where the Badging API is missing', async () => {
    await expect(setUnseenAlerts(2, {})).resolves.toBeUndefined();
    await expect(setUnseenAlerts(2, undefined)).resolves.toBeUndefined();
  });

  it('swallows a refusal from the platform', async () => {
    const nav = badgeNavigator();
    nav.setAppBadge.mockRejectedValueOnce(new DOMException('not installed', 'NotAllowedError'));
    await expect(setUnseenAlerts(1, nav)).resolves.toBeUndefined();
  });
});
