import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyButton } from './MoneyButton.js';

// The account's state as useAccountFrozen reads it (valtio's snapshot hook does not render on the server).
const account = vi.hoisted(() => ({ frozen: false, online: true }));
vi.mock('./account-frozen.js', () => ({ useAccountFrozen: () => account.frozen }));
vi.mock('../offline/hooks.js', () => ({ useOnline: () => account.online }));
afterEach(() => {
  account.frozen = false;
  account.online = true;
});

describe('MoneyButton', () => {
  it('is a plain online button while the account is not frozen', () => {
    expect(renderToStaticMarkup(<MoneyButton type="submit">Buy</MoneyButton>)).toBe(
      '<button type="submit" class="btn btn-primary">Buy</button>',
    );
  });

  it('is disabled while the account is frozen, and points at the notice that says why', () => {
    account.frozen = true;
    for (const online of [true, false]) {
      account.online = online;
      const html = renderToStaticMarkup(<MoneyButton type="submit">Buy</MoneyButton>);
      expect(html).toContain('disabled=""');
      expect(html).toContain('aria-describedby="frozen-notice"');
    }
  });
});
