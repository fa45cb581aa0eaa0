/**
 * The reference a cash payout carries to the customer's bank statement, in the account's language
 * (decision 387): "CoinVault Auszahlung". It keeps to the characters every SEPA bank carries (the
 * EPC's Latin set: letters without accents, digits, space and / - ? : ( ) . , ' +), so a German
 * word is written out ("ue" for "ü") rather than mangled or refused; and it fits the rail's length
 * whole, the word alone where the name and the word together do not fit.
 */
import { isLanguage, type Language } from '../../../contract/languages.js';
import { type BankCurrency, PAYOUT_REFERENCE_MAX } from '../../providers/bank/index.js';

/** What SEPA carries in a payment's reference. */
export const SEPA_CHARACTERS = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

/** The glossary's word for a withdrawal (docs/glossary.md). */
const WITHDRAWAL: Record<Language, string> = {
  en: 'withdrawal',
  de: 'Auszahlung',
  fr: 'retrait',
  es: 'retirada',
  it: 'prelievo',
  nl: 'opname',
  pl: 'wypłata',
};

/** Letters an accent cannot be taken off: written out as German and Polish banks do. */
const WRITTEN_OUT: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ł: 'l',
  Ł: 'L',
};

/** `text` in SEPA's characters: umlauts written out, other accents taken off, anything else left out. */
function sepaText(text: string): string {
  return text
    .replace(/[äöüÄÖÜßłŁ]/g, (c) => WRITTEN_OUT[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, '');
}

export function payoutReference(language: string, currency: BankCurrency): string {
  const word = sepaText(WITHDRAWAL[isLanguage(language) ? language : 'en']);
  const named = `CoinVault ${word}`;
  if (named.length <= PAYOUT_REFERENCE_MAX[currency]) return named;
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`.slice(0, PAYOUT_REFERENCE_MAX[currency]);
}
