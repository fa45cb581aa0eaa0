import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contract/languages.js';
import { parsePo, translatedCatalogs } from './english-left.js';
import { mismatchedValues, valuesOf } from './message-values.js';

const catalog = (entries: Record<string, string>) =>
  parsePo(
    Object.entries(entries)
      .map(([id, str]) => `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(str)}\n`)
      .join('\n'),
  );

describe("a translation's values", () => {
  it('are read from the message, in plural and select branches, never from their words', () => {
    expect(valuesOf('Buy {symbol}')).toEqual(['symbol']);
    expect(valuesOf('{kind, select, buy {Bought} other {Sent to {name}}}')).toEqual(['kind', 'name']);
    expect(valuesOf('{count, plural, one {# coin} other {# coins}}')).toEqual(['count']);
    expect(valuesOf('No values')).toEqual([]);
  });

  it('finds a value left out, a value added, and a translation that is not a message', () => {
    const en = catalog({ 'Buy {symbol}': 'Buy {symbol}', 'Wait {wait}': 'Wait {wait}', Hello: 'Hello', Go: 'Go' });
    const de = catalog({
      'Buy {symbol}': '{symbol} kaufen',
      'Wait {wait}': 'Bitte warten',
      Hello: 'Hallo {name}',
      Go: "{'de': 'Los', 'fr': 'Allez'}",
    });
    expect(mismatchedValues([{ file: 'x/de.po', en, translated: de }])).toEqual([
      'x/de.po: "Wait {wait}" (English wait, translation none)',
      'x/de.po: "Hello" (English none, translation name)',
      'x/de.po: "Go" (English none, translation not a message)',
    ]);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en'))
    it(`${language}: every translation of the app names the values its English names`, () => {
      expect(mismatchedValues(translatedCatalogs(language))).toEqual([]);
    });
});
