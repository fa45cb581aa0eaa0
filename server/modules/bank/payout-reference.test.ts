import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages.js';
import { PAYOUT_REFERENCE_MAX } from '../../providers/bank/index.js';
import { payoutReference, SEPA_CHARACTERS } from './payout-reference.js';

describe('a cash payout reference', () => {
  it("is in the account's language", () => {
    expect(payoutReference('de', 'EUR')).toBe('CoinVault Auszahlung');
    expect(payoutReference('fr', 'EUR')).toBe('CoinVault retrait');
    expect(payoutReference('en', 'EUR')).toBe('CoinVault withdrawal');
    expect(payoutReference('nl', 'AUD')).toBe('CoinVault opname');
  });

  it('keeps to the characters SEPA carries: umlauts and accents written out, never dropped', () => {
    expect(payoutReference('pl', 'EUR')).toBe('CoinVault wyplata');
    expect(payoutReference('unknown', 'EUR')).toBe('CoinVault withdrawal');
  });

  it("fits each rail's length whole: the word without the name where both do not fit", () => {
    // Australia's direct entry carries 18 characters: "CoinVault Auszahlung" would be cut mid-word.
    expect(payoutReference('de', 'AUD')).toBe('Auszahlung');
    expect(payoutReference('en', 'AUD')).toBe('Withdrawal');
    for (const language of LANGUAGES)
      for (const currency of ['AUD', 'EUR'] as const) {
        const reference = payoutReference(language, currency);
        expect(reference.length).toBeLessThanOrEqual(PAYOUT_REFERENCE_MAX[currency]);
        expect(reference).toMatch(SEPA_CHARACTERS);
      }
  });
});
