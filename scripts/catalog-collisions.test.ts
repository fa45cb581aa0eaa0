import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contract/languages.js';
import { appCollisions, collisions, poEntries } from './catalog-collisions.js';

const po = (entries: Array<[string, string, string?]>) =>
  entries
    .map(([id, text, context]) => `${context ? `msgctxt "${context}"\n` : ''}msgid "${id}"\nmsgstr "${text}"\n`)
    .join('\n');

describe('one translation per message', () => {
  it('no message is translated two ways in catalogs that are loaded together', () => {
    const found = appCollisions(join(import.meta.dirname, '..', 'src'), LANGUAGES).map(
      (c) =>
        `${c.language} ${c.context ? `[${c.context}] ` : ''}"${c.id}": ${Object.entries(c.texts)
          .map(([file, text]) => `${file}=${text}`)
          .join(' | ')}`,
    );
    expect(found).toEqual([]);
  });

  it('finds two translations of one message, and tells a context apart', () => {
    const catalogs = new Map([
      [
        'a/de.po',
        po([
          ['Order', 'Reihenfolge'],
          ['Swap', 'Tausch', 'transaction row'],
          ['Buy', 'Kaufen'],
        ]),
      ],
      [
        'b/de.po',
        po([
          ['Order', 'Order'],
          ['Swap', 'Tauschen'],
          ['Buy', 'Kaufen'],
          ['Sell', ''],
        ]),
      ],
      ['c/de.po', po([['Sell', 'Verkaufen']])],
    ]);
    expect(collisions(catalogs, 'de')).toEqual([
      { language: 'de', context: '', id: 'Order', texts: { 'a/de.po': 'Reihenfolge', 'b/de.po': 'Order' } },
    ]);
    expect(poEntries(po([['Swap', 'Tausch', 'transaction row']]))).toEqual([
      { context: 'transaction row', id: 'Swap', text: 'Tausch' },
    ]);
  });
});
