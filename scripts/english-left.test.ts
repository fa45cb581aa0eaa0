import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contract/languages.js';
import { appCatalogs, englishIn, englishTexts, parsePo, untranslatedCopies } from './english-left.js';

const po = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([id, str]) => `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(str)}\n`)
    .join('\n');

describe('the English-left check (tests/e2e/german-journey.spec.ts)', () => {
  const en = parsePo(
    po({ 'Network fee': 'Network fee', Swap: 'Swap', 'Buy {symbol}': 'Buy {symbol}', Status: 'Status' }),
  );
  const de = parsePo(
    po({ 'Network fee': 'Netzwerkgebühr', Swap: 'Tauschen', 'Buy {symbol}': '{symbol} kaufen', Status: 'Status' }),
  );
  const texts = englishTexts([{ en, de }]);

  it('finds an English message on a German page, a one-word one only as a whole line', () => {
    expect(englishIn('Netzwerkgebühr\nTauschen\nBTC kaufen\nStatus', texts)).toEqual([]);
    expect(englishIn('Network fee\n0,1 BTC', texts)).toEqual(['Network fee']);
    expect(englishIn('Swap', texts)).toEqual(['Swap']);
    expect(englishIn('Ein Swap ist ein Tausch', texts)).toEqual([]);
    expect(englishIn('Buy BTC', texts)).toEqual(['Buy …']);
  });

  it('finds English that is in no catalog by its common words', () => {
    expect(englishIn('Geburtsdatum\nPlease enter a valid date in YYYY-MM-DD format', texts)).toEqual([
      '(not in a catalog) Please enter a valid date in YYYY-MM-DD format',
    ]);
    expect(englishIn('Bitte geben Sie ein gültiges Datum ein', texts)).toEqual([]);
  });

  it("fails when one of the app's German translations is left out (the screen then shows the English)", () => {
    const catalogs = appCatalogs();
    const page = 'Auszahlung prüfen\nNetzwerkgebühr';
    expect(englishIn(page, englishTexts(catalogs))).toEqual([]);
    const send = catalogs.find(({ en }) => en.has('Review withdrawal'));
    send?.de.set('Review withdrawal', '');
    expect(englishIn('Review withdrawal\nNetzwerkgebühr', englishTexts(catalogs))).toEqual(['Review withdrawal']);
  });
});

describe('a translation that is the English copied (the check above skips it: the German "is" the English)', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en'))
    it(`${language}: every message the same as in English is a word the language writes the same`, () => {
      expect(untranslatedCopies(language)).toEqual([]);
    });

  it('finds a copied word, not one the language shares', () => {
    const en = parsePo(po({ Coin: 'Coin', Status: 'Status', 'Buy {symbol}': 'Buy {symbol}' }));
    const de = parsePo(po({ Coin: 'Coin', Status: 'Status', 'Buy {symbol}': '{symbol} kaufen' }));
    expect(untranslatedCopies('de', [{ en, translated: de, file: 'x/de.po' }])).toEqual(['x/de.po: "Coin"']);
  });
});
