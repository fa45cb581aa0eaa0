/**
 * Live updates: with the wallet open, a sandbox deposit shows in the total without a reload, a
 * toast says it arrived, and the history shows it too.
 */
import type { Page } from '@playwright/test';
import { login, registerUser, type Session } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { openSession } from './support/wallet.js';

/** A new customer holding some bitcoin, with the wallet open and its first load done. */
async function walletOpenWithSomeBitcoin(page: Page): Promise<Session> {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { BTC: '0.01' });
  await openSession(page, session);
  await page.goto('/wallet');
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await page.waitForTimeout(1500);
  return session;
}

test('a deposit made while the wallet is open appears without a reload, with a toast', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await walletOpenWithSomeBitcoin(page);
  const total = page.getByTestId('total-balance');
  const before = await total.textContent();

  await depositCoins(session.token, { USDT: '250' });
  await expect(page.locator('.toast').filter({ hasText: 'Deposit received: +250 USDT' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(total).not.toHaveText(before ?? '');

  await page.getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('+250 USDT');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the deposit toast is on screen, on top, and its text, icon and close button do not overlap', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const session = await walletOpenWithSomeBitcoin(page);

    await depositCoins(session.token, { ETH: '0.5' });
    const toast = page.locator('.toast').filter({ hasText: 'Deposit received: +0.5 ETH' });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(toast.locator('.toast-text')).toHaveText('Deposit received: +0.5 ETH');
    const layout = await toast.evaluate((el) => {
      const box = (e: Element | null) => {
        const r = e?.getBoundingClientRect();
        return r ? { l: r.left, t: r.top, r: r.right, b: r.bottom } : null;
      };
      const text = el.querySelector('.toast-text');
      const center = el.getBoundingClientRect();
      const hit = document.elementFromPoint(center.left + center.width / 2, center.top + center.height / 2);
      return {
        toast: box(el),
        parts: [box(el.querySelector('.toast-icon')), box(text), box(el.querySelector('.toast-close'))],
        onTop: !!hit && el.contains(hit),
        textClipped: !!text && text.scrollWidth > text.clientWidth,
      };
    });
    const { toast: t, parts } = layout;
    expect(t && t.l >= 0 && t.r <= 360 && t.t >= 0 && t.b <= 740, `inside the viewport: ${JSON.stringify(t)}`).toBe(
      true,
    );
    expect(layout.onTop).toBe(true);
    expect(layout.textClipped).toBe(false);
    for (let i = 0; i < parts.length; i++) {
      for (let j = i + 1; j < parts.length; j++) {
        const a = parts[i];
        const b = parts[j];
        if (!a || !b) throw new Error('a part of the toast is missing');
        const overlap = Math.min(a.r, b.r) - Math.max(a.l, b.l) > 1 && Math.min(a.b, b.b) - Math.max(a.t, b.t) > 1;
        expect(overlap, `toast parts ${i} and ${j} overlap`).toBe(false);
      }
    }
  });
});
