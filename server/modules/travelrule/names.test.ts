import { describe, expect, it } from 'vitest';
import { namesMatch, nameWords } from './names.js';

describe('name matching (decision 249)', () => {
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

  it('never matches an empty name', () => {
    expect(namesMatch('', '')).toBe(false);
    expect(namesMatch(' - ', '')).toBe(false);
    expect(nameWords('  ')).toEqual([]);
  });
});
