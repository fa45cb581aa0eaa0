import { describe, expect, it } from 'vitest';
import { KEEP_LANGUAGE } from '../contract/language-files.js';
import { keptLanguages, languageToKeep, splitByLanguage } from './language-files.js';

describe('the languages the worker keeps', () => {
  it('precaches the shared files and sets each language’s files apart', () => {
    const manifest = [
      { url: 'index.html', revision: 'abc' },
      { url: 'assets/index-AbC12345.js', revision: null },
      { url: 'assets/i18n/en/shell-AbC12345.js', revision: null },
      { url: 'assets/i18n/de/shell-DeF12345.js', revision: null },
      { url: 'assets/i18n/de/privacy-policy-GhI12345.js', revision: null },
      'assets/i18n/pl/wallet-JkL12345.js',
    ];
    const { shared, byLanguage } = splitByLanguage(manifest);
    expect(shared).toEqual([manifest[0], manifest[1]]);
    expect(byLanguage.get('en')).toEqual(['/assets/i18n/en/shell-AbC12345.js']);
    expect(byLanguage.get('de')).toEqual([
      '/assets/i18n/de/shell-DeF12345.js',
      '/assets/i18n/de/privacy-policy-GhI12345.js',
    ]);
    expect(byLanguage.get('pl')).toEqual(['/assets/i18n/pl/wallet-JkL12345.js']);
    expect(byLanguage.has('fr')).toBe(false);
  });

  it('keeps the device’s language and the one chosen last, once each', () => {
    expect(keptLanguages('en', null)).toEqual(['en']);
    expect(keptLanguages('en', 'pl')).toEqual(['en', 'pl']);
    expect(keptLanguages('de', 'de')).toEqual(['de']);
    // A remembered value that is not a language (an old or damaged entry) is ignored.
    expect(keptLanguages('de', 'klingon')).toEqual(['de']);
    expect(keptLanguages('de', 'pseudo')).toEqual(['de']);
  });

  it('reads the app’s message, and nothing else, as a language to keep', () => {
    expect(languageToKeep({ type: KEEP_LANGUAGE, language: 'fr' })).toBe('fr');
    expect(languageToKeep({ type: KEEP_LANGUAGE, language: 'pseudo' })).toBeNull();
    expect(languageToKeep({ type: KEEP_LANGUAGE, language: '../../etc' })).toBeNull();
    expect(languageToKeep({ type: 'SKIP_WAITING' })).toBeNull();
    expect(languageToKeep(null)).toBeNull();
    expect(languageToKeep('fr')).toBeNull();
  });
});
