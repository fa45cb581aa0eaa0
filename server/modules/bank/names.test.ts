import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameWords } from '../../lib/person-names.js';
import { senderNameMatches } from './names.js';

const alex = { firstName: 'Alex', lastName: 'Morgan' };

describe('the sender name rule', () => {
  it.each([
    'Alex Morgan',
    'ALEX MORGAN',
    'MORGAN, ALEX',
    'Mr Alex Morgan',
    'A Morgan',
    'A. MORGAN',
    'Alex James Morgan',
  ])('takes %s as Alex Morgan', (name) => expect(senderNameMatches(name, alex)).toBe(true));

  it.each([
    'Sam Lee',
    'Alex Lee',
    'Morgan',
    'B Morgan',
    'Alex Morgan Pty Ltd',
    'Alex Morgan & Sam Lee',
    'Alex and Sam Morgan',
    'Morgan Family Trust',
    'Alex Morgan Jones Smith Brown',
    '',
  ])('refuses %s for Alex Morgan', (name) => expect(senderNameMatches(name, alex)).toBe(false));

  it('reads accents, double surnames and hyphens the way banks drop them', () => {
    const customer = { firstName: 'Zoë', lastName: 'García-Müller' };
    expect(senderNameMatches('ZOE GARCIA MULLER', customer)).toBe(true);
    expect(senderNameMatches('Zoe Garcia', customer)).toBe(false);
    expect(senderNameMatches('Jörg Straße', { firstName: 'Jorg', lastName: 'Strasse' })).toBe(true);
    expect(nameWords("O'Brien-Smith")).toEqual(['o', 'brien', 'smith']);
  });

  it('never matches a name sharing no surname word, whatever is added around the first name', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { maxLength: 4 }), (extra) => {
        const sender = ['Alex', ...extra.filter((w) => w.toLowerCase() !== 'morgan')].join(' ');
        return !senderNameMatches(sender, alex);
      }),
    );
  });
});
