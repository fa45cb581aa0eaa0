import { describe, expect, it } from 'vitest';
import { namesMatch, nameWords } from './person-names.js';

describe('name matching (decisions 249 and 364)', () => {
  it('tolerates order, accents, case, hyphens and spacing', () => {
    expect(namesMatch('José-María García', 'garcia  jose maria')).toBe(true);
    expect(namesMatch('Zoë Ångström', 'ANGSTROM, ZOE')).toBe(true);
    expect(namesMatch('Straße Müller', 'Mueller Strasse')).toBe(false);
    expect(namesMatch('Łukasz Øster', 'lukasz oster')).toBe(true);
    expect(namesMatch("Seán O'Brien", 'Sean O Brien')).toBe(true);
  });

  it('refuses a missing, an extra or a different word', () => {
    expect(namesMatch('Jose Garcia', 'José María García')).toBe(false);
    expect(namesMatch('Anna Smith', 'Anna Smyth')).toBe(false);
    expect(namesMatch('Anna Anna', 'Anna')).toBe(false);
  });

  it('reads full-width letters as letters, and a name with hidden or text-direction characters as none', () => {
    expect(namesMatch('Ｚｏｅ Ｇａｒｃｉａ', 'Zoë García')).toBe(true);
    expect(namesMatch('Alex Morgan\u202e', 'Alex Morgan')).toBe(false);
    expect(namesMatch('Alex\u200bMorgan', 'Alex Morgan')).toBe(false);
    expect(nameWords('Alex Morgan\u2066')).toEqual([]);
  });

  it('never matches an empty name', () => {
    expect(namesMatch('', '')).toBe(false);
    expect(namesMatch(' - ', '')).toBe(false);
    expect(nameWords('  ')).toEqual([]);
  });
});
