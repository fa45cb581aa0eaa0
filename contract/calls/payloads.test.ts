/**
 * Payload schemas that hold a call's whole rule for a field: each refuses what the server's rule
 * refused, with the same message, and hands the rule's normalised value on.
 */
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { cancelCardPurchase, confirmSwap } from './exchange.js';
import { setDisplayCurrency } from './profile.js';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

function refusal(schema: Parameters<typeof safeParse>[0], raw: unknown) {
  const r = safeParse(schema, raw);
  return r.success ? null : r.issues.map((i) => [i.path?.[0]?.key, i.message]);
}

describe('payload schemas', () => {
  it('a quote id and a purchase id are UUIDs, in lower case after the schema', () => {
    expect(safeParse(confirmSwap.payload, { conversionQuoteId: ID.toUpperCase() }).output).toEqual({
      conversionQuoteId: ID,
    });
    for (const bad of [{}, { conversionQuoteId: 7 }, { conversionQuoteId: 'x' }, { conversionQuoteId: null }])
      expect(refusal(confirmSwap.payload, bad)?.[0]).toEqual(['conversionQuoteId', 'is required']);
    expect(safeParse(cancelCardPurchase.payload, { tracking_id: ID }).output).toEqual({ tracking_id: ID });
    for (const bad of [{}, { tracking_id: ['a'] }, { tracking_id: `${ID}x` }])
      expect(refusal(cancelCardPurchase.payload, bad)?.[0]).toEqual(['tracking_id', 'is not a purchase id']);
  });

  it('a display currency is one of USD, EUR or AUD', () => {
    expect(safeParse(setDisplayCurrency.payload, { currency: 'EUR' }).output).toEqual({ currency: 'EUR' });
    for (const bad of [{}, { currency: 'eur' }, { currency: 1 }, { currency: 'BTC' }])
      expect(refusal(setDisplayCurrency.payload, bad)).toEqual([['currency', 'Choose USD, EUR or AUD']]);
  });
});
