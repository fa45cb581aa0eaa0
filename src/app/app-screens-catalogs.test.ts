import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogs } from '../i18n/catalogs.js';

describe("the signed-in screens' catalogs (decision 467)", () => {
  it('are not listed with the public pages, and load once the screens list has added them', async () => {
    await activateLanguage('de');
    const shell = Object.keys(i18n.messages).length;
    // Asked for before app-screens.ts has loaded: nothing to load, and nothing remembered.
    await loadCatalogs(['wallet']);
    expect(Object.keys(i18n.messages).length).toBe(shell);
    await import('./app-screens.js');
    await loadCatalogs(['wallet']);
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(shell);
  });
});
