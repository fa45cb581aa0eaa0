/**
 * The EU Terms and the Privacy Policy in German: a courtesy translation under a notice that the
 * English text is binding, with a button to the English and back (decision 455).
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { CourtesyPage, CourtesyTranslation } from './CourtesyTranslation.js';
import privacyDe from './content/privacy-policy.de.md?legal';
import privacy from './content/privacy-policy.md?legal';
import termsDe from './content/terms-eu.de.md?legal';
import terms from './content/terms-eu.md?legal';
import type { LegalDoc } from './legal-doc.js';

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/terms-and-conditions">{node}</Router>
    </I18nProvider>,
  );

const page = (binding: LegalDoc, translation: LegalDoc, english: boolean) =>
  render(<CourtesyPage binding={binding} translation={translation} lang="de" english={english} onSwitch={() => {}} />);

const NOTICE =
  'Dies ist eine unverbindliche Übersetzung zu Ihrer Information. Verbindlich ist allein die englische Fassung.';

describe('a German reader of the legal pages', () => {
  beforeAll(async () => {
    await activateLanguage('de');
    await loadCatalogs(['legal']);
  });
  afterAll(() => activateLanguage('en'));

  it.each([
    ['Terms', terms, termsDe, 'Allgemeine Geschäftsbedingungen', 'Kryptowerte unterliegen starken Kursschwankungen'],
    ['Privacy Policy', privacy, privacyDe, 'Datenschutzerklärung', 'Ihre personenbezogenen Daten erhebt'],
  ])('reads the %s in German under the courtesy notice', (_, binding, german, title, words) => {
    const html = page(binding, german, false);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain(words);
    expect(html).toContain(NOTICE);
    expect(html).toMatch(/<button[^>]*>Verbindliche englische Fassung lesen<\/button>/);
    expect(html).toMatch(/class="legal__body" lang="de"/);
    expect(html).not.toContain('This page is shown in English');
  });

  it('switches to the binding English, and can go back to German', () => {
    const html = page(terms, termsDe, true);
    expect(html).toContain('These terms and conditions (&quot;terms&quot;) are the agreement');
    expect(html).toMatch(/class="legal__body" lang="en"/);
    expect(html).toContain('Diese Seite wird auf Englisch angezeigt: Verbindlich ist der englische Text.');
    expect(html).toMatch(/<button[^>]*>Zurück zur Übersetzung<\/button>/);
    expect(html).not.toContain(NOTICE);
    expect(html).not.toContain('Kryptowerte unterliegen');
  });

  it('keeps the section ids of the English, so a shared section link opens in either language', () => {
    expect(page(terms, termsDe, false)).toContain('<h2 id="14-our-liability">14. Unsere Haftung</h2>');
  });

  it('waits for the German text with a loading state, not the English', () => {
    const html = render(
      <CourtesyTranslation binding={terms} translations={{ de: async () => ({ default: termsDe }) }} />,
    );
    expect(html).toMatch(/role="status"[^>]*>Übersetzung wird geladen...</);
    expect(html).not.toContain('These terms and conditions');
  });
});

describe('a reader in a language without a translation', () => {
  afterAll(() => activateLanguage('en'));

  it.each(['en', 'fr'] as const)('in %s reads the English page as before', async (language) => {
    await activateLanguage(language);
    await loadCatalogs(['legal']);
    const html = render(
      <CourtesyTranslation binding={terms} translations={{ de: async () => ({ default: termsDe }) }} />,
    );
    expect(html).toContain('These terms and conditions');
    expect(html).not.toMatch(/<button/);
    expect(html).not.toContain('Kryptowerte');
  });
});
