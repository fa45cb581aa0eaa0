import { describe, expect, it } from 'vitest';
import { viewFor } from './sections.js';

describe('profile views', () => {
  it('shows the menu on narrow screens and the Account section on wide ones', () => {
    expect(viewFor('/profile', false)).toEqual({ kind: 'menu' });
    expect(viewFor('/profile/mobile', false)).toEqual({ kind: 'menu' });
    expect(viewFor('/profile', true)).toEqual({ kind: 'section', id: 'account' });
    expect(viewFor('/profile/mobile', true)).toEqual({ kind: 'section', id: 'account' });
  });

  it('maps every section path, and nothing else', () => {
    for (const id of ['account', 'verification', 'security', 'addressBook', 'notifications'])
      expect(viewFor(`/profile/${id}`, false)).toEqual({ kind: 'section', id });
    expect(viewFor('/profile/secret', true)).toEqual({ kind: 'unknown' });
  });
});
