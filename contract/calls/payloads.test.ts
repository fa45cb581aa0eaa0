/**
 * Payload schemas that hold a call's whole rule for a field: each refuses what the server's rule
 * refused, with the same message, and hands the rule's normalised value on.
 */
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { createUser, resetPassword } from './accounts.js';
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

  it('consent and the reset without 2FA are yes only when exactly true; anything else reads as no', () => {
    const huge = 'x'.repeat(1_000_000);
    for (const [v, yes] of [
      [true, true],
      [false, false],
      ['true', false],
      [1, false],
      [null, false],
      [undefined, false],
      [{}, false],
      [huge, false],
      ['\0', false],
    ] as const) {
      expect(safeParse(createUser.payload, { accept_terms: v }).output).toMatchObject({ accept_terms: yes });
      expect(safeParse(resetPassword.payload, { without2fa: v }).output).toMatchObject({ without2fa: yes });
    }
  });

  it('what the browser believes of its region is accepted whatever it holds, and dropped', () => {
    const sent = {
      country_code: ['x'],
      currency_code: 7,
      is_eu: 'yes',
      ip: '\0'.repeat(100_000),
      device_info: { a: 1 },
    };
    const out = safeParse(createUser.payload, sent).output as Record<string, unknown>;
    for (const k of Object.keys(sent)) expect(out[k]).toBeUndefined();
  });
});
