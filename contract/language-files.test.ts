import { describe, expect, it } from 'vitest';
import { languageChunkFileName, languageOfFile } from './language-files.js';

describe('the files of one language in the build', () => {
  it('name every catalog by its language and its catalog', () => {
    expect(languageChunkFileName('/app/src/locales/de.po')).toBe('assets/i18n/de/shell-[hash].js');
    expect(languageChunkFileName('/app/src/locales/later/pl.po')).toBe('assets/i18n/pl/later-[hash].js');
    expect(languageChunkFileName('/app/src/locales/errors/fr.po')).toBe('assets/i18n/fr/errors-[hash].js');
    expect(languageChunkFileName('/app/src/features/wallet/locales/en.po')).toBe('assets/i18n/en/wallet-[hash].js');
    expect(languageChunkFileName('/app/src/features/auth/locales/later/it.po')).toBe(
      'assets/i18n/it/auth-later-[hash].js',
    );
    expect(languageChunkFileName('C:\\app\\src\\features\\trade\\locales\\nl.po')).toBe(
      'assets/i18n/nl/trade-[hash].js',
    );
  });

  it('name a translated legal text by its language; the English texts every language shows are shared', () => {
    expect(languageChunkFileName('/app/src/features/legal/content/privacy-policy.de.md?legal')).toBe(
      'assets/i18n/de/privacy-policy-[hash].js',
    );
    expect(languageChunkFileName('/app/src/features/legal/content/privacy-policy.md?legal')).toBeNull();
    expect(languageChunkFileName('/app/src/features/legal/content/aml-cft-policy.md?legal')).toBeNull();
  });

  it('leave every other module, and a language the app does not speak, to the shared files', () => {
    expect(languageChunkFileName('/app/src/features/wallet/WalletScreen.tsx')).toBeNull();
    expect(languageChunkFileName('/app/src/lib/es.ts')).toBeNull();
    expect(languageChunkFileName('/app/src/locales/ja.po')).toBeNull();
    expect(languageChunkFileName(null)).toBeNull();
    expect(languageChunkFileName(undefined)).toBeNull();
  });

  it('are known by their folder alone, as a path or a URL', () => {
    expect(languageOfFile('assets/i18n/de/shell-AbC12345.js')).toBe('de');
    expect(languageOfFile('/assets/i18n/pl/wallet-AbC12345.js')).toBe('pl');
    expect(languageOfFile('https://app.example/assets/i18n/fr/later-AbC12345.js')).toBe('fr');
    expect(languageOfFile('/assets/de-AbC12345.js')).toBeNull();
    expect(languageOfFile('/assets/i18n/ja/shell-AbC12345.js')).toBeNull();
    expect(languageOfFile('/pages/de/privacy-policy.html')).toBeNull();
    expect(languageOfFile('/assets/index-AbC12345.js')).toBeNull();
  });
});
