import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGAL_PLACEHOLDERS } from '../src/features/legal/legal-config.js';
import { compileLegalMarkdown } from './legal-markdown.js';

// A courtesy translation must stay the binding English document's twin: the same sections under
// the same ids (deep links open the same section in either language), the same date, the same
// links and the same names and addresses.
const PAIRS = ['terms-eu', 'privacy-policy'];

function read(name: string) {
  const source = readFileSync(new URL(`../src/features/legal/content/${name}.md`, import.meta.url), 'utf8');
  return { source, doc: compileLegalMarkdown(source, LEGAL_PLACEHOLDERS, name) };
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]).sort();
const placeholders = (source: string) => [...source.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(PAIRS)('the German %s', (name) => {
  const english = read(name);
  const german = read(`${name}.de`);

  it('has the English sections, ids, date, links and placeholders', () => {
    expect(german.doc.toc.map(({ id, level }) => ({ id, level }))).toEqual(
      english.doc.toc.map(({ id, level }) => ({ id, level })),
    );
    // Section numbers stay as they are, so "see section 10" means the same in both.
    expect(german.doc.toc.map((entry) => /^\d+\./.exec(entry.text)?.[0])).toEqual(
      english.doc.toc.map((entry) => /^\d+\./.exec(entry.text)?.[0]),
    );
    expect(german.doc.lastUpdated).toBe(english.doc.lastUpdated);
    expect(hrefs(german.doc.html)).toEqual(hrefs(english.doc.html));
    expect(placeholders(german.source)).toEqual(placeholders(english.source));
  });

  it('is German, under a German title', () => {
    expect(german.doc.title).not.toBe(english.doc.title);
    expect(german.doc.html).toMatch(/\bSie\b/);
  });
});
