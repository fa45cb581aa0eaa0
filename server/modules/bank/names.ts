/**
 * Whether a sending account's name is the customer's verified name (decision 242). Banks write
 * names their own way (upper case, surname first, a comma, initials, middle names, accents
 * dropped), so both are reduced to words first: accents and case dropped, punctuation made a
 * space, titles (Mr, Ms, Dr...) left out. The sender matches when its words hold every word of
 * the customer's surname, and the customer's first given name either whole or as its initial; at
 * most two other words (middle names) may be present. Joint and business accounts (an '&' or
 * 'and', or a word such as Pty, Ltd, GmbH, Trust) never match: the money must come from the
 * customer's own account. A name with control, invisible or text-direction characters has no
 * words (server/lib/person-names.ts) and never matches. This leniency is for what banks write on
 * a payment; a holder's name the customer types is matched word for word (decision 364).
 */
import { nameWords } from '../../lib/person-names.js';

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'herr', 'frau', 'mme', 'mlle', 'm']);
const NOT_A_PERSON = new Set([
  'and',
  'pty',
  'ltd',
  'limited',
  'llc',
  'inc',
  'corp',
  'co',
  'company',
  'trust',
  'trustee',
  'gmbh',
  'ag',
  'sa',
  'sarl',
  'sas',
  'srl',
  'spa',
  'bv',
  'nv',
  'plc',
  'ug',
  'kg',
  'oy',
  'ab',
  'as',
  'smsf',
  'superannuation',
]);
const MAX_OTHER_WORDS = 2;

/** The sender's words as the one name reading has them, '&' read as the 'and' of a joint account. */
const senderWords = (name: string) => nameWords(name.replace(/&/g, ' and '));

export function senderNameMatches(sender: string, customer: { firstName: string; lastName: string }): boolean {
  const words = senderWords(sender).filter((w) => !TITLES.has(w));
  if (words.some((w) => NOT_A_PERSON.has(w))) return false;
  const surname = nameWords(customer.lastName);
  const given = nameWords(customer.firstName)[0];
  if (!given || surname.length === 0) return false;
  const rest = [...words];
  const take = (w: string) => {
    const i = rest.indexOf(w);
    if (i < 0) return false;
    rest.splice(i, 1);
    return true;
  };
  for (const w of surname) if (!take(w)) return false;
  if (!take(given) && !take(given[0]!)) return false;
  return rest.length <= MAX_OTHER_WORDS;
}
