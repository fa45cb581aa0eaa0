import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogs } from './catalogs.js';

describe("a signed-in screen's catalog (decision 467)", () => {
  it('is loaded when asked for before the screens list has come: its list is fetched first', async () => {
    await activateLanguage('de');
    const shell = Object.keys(i18n.messages).length;
    await loadCatalogs(['wallet']);
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(shell);
    expect(i18n._(msg`Portfolio value`)).toBe('Portfoliowert');
  });

  it('of a feature without one loads nothing and ends', async () => {
    await activateLanguage('de');
    const before = Object.keys(i18n.messages).length;
    await loadCatalogs(['no-such-feature']);
    expect(Object.keys(i18n.messages).length).toBe(before);
  });
});
