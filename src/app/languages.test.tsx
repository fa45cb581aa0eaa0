import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { preferredLanguage } from '../../contract/languages.js';
import { activateLanguage, LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import { pseudoText } from '../i18n/pseudo.js';
import NotFound from './NotFound.js';

const render = () =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/nowhere">
        <NotFound />
      </Router>
    </I18nProvider>,
  );

describe('languages', () => {
  it('a screen is shown in the active language, from its catalog', async () => {
    // The page-not-found texts are the signed-in frame's catalog's, loaded with that page.
    await loadCatalogs([LATER_CATALOG]);
    await activateLanguage('de');
    expect(render()).toContain('Seite nicht gefunden');
    await activateLanguage('pl');
    expect(render()).toContain('Nie znaleziono strony');
    await activateLanguage('en');
    expect(render()).toContain('Page not found');
  });

  it('a switch loads the feature catalogs already in use in the new language', async () => {
    await activateLanguage('en');
    await loadCatalogs(['auth', LATER_CATALOG]);
    await activateLanguage('fr');
    // The French catalogs of the sign-in screens and of the signed-in frame are both in.
    expect(Object.values(i18n.messages).flat()).toContain('Bon retour parmi nous');
    expect(Object.values(i18n.messages).flat()).toContain('Page introuvable');
  });

  it('the pseudo-language accents every letter and makes the text 40 % longer', () => {
    const text = 'Page not found';
    const pseudo = pseudoText(text);
    expect(pseudo.startsWith('Þáĝé ñöţ ƒöûñð')).toBe(true);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.4));
    expect(pseudo).not.toMatch(/[A-Za-z]/);
  });

  it("the browser's first language the app speaks wins, else English", () => {
    expect(preferredLanguage(['de-AT', 'en'])).toBe('de');
    expect(preferredLanguage(['ja', 'pl-PL'])).toBe('pl');
    expect(preferredLanguage(['ja'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
