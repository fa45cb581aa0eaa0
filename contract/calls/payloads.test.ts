/**
 * Payload schemas that hold a call's whole rule for a field: each refuses what the server's rule
 * refused, with the same message, and hands the rule's normalised value on.
 */
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { createUser, resetPassword, sendEmailOtp } from './accounts.js';
import { addAddress } from './addressbook.js';
import { cancelCardPurchase, confirmSwap } from './exchange.js';
import { setDisplayCurrency, updateProfile } from './profile.js';

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

  it('a saved address names a known network by route id, digits as text accepted', () => {
    const ok = { address: 'addr', label: 'Mine' };
    expect(safeParse(addAddress.payload, { ...ok, paymentRouteId: 1 }).output).toMatchObject({
      paymentRouteId: { id: 1 },
    });
    expect(safeParse(addAddress.payload, { ...ok, paymentRouteId: '7' }).output).toMatchObject({
      paymentRouteId: { id: 7 },
    });
    for (const bad of [undefined, null, 0, 99, '1.0', '', '\0', 'x'.repeat(1_000_000), ['1'], { id: 1 }, true, 1.5])
      expect(refusal(addAddress.payload, { ...ok, paymentRouteId: bad })).toEqual([
        ['paymentRouteId', 'Choose a network.'],
      ]);
    // A bad address too is named first, as the server answered before.
    expect(refusal(addAddress.payload, { label: 'Mine', paymentRouteId: 99 })?.[0]?.[0]).toBe('address');
  });

  it('an address field is text with its blanks collapsed, checked for length and characters', () => {
    expect(safeParse(updateProfile.payload, { address: '  1  Main   St ', city: null }).output).toEqual({
      address: '1 Main St',
      city: null,
    });
    for (const field of ['address', 'city', 'state', 'postal'])
      for (const bad of [7, true, ['a'], { a: 1 }])
        expect(refusal(updateProfile.payload, { [field]: bad })).toEqual([[field, 'Must be text']]);
    expect(refusal(updateProfile.payload, { address: 'x'.repeat(1_000_000) })).toEqual([
      ['address', 'Address must be at most 120 characters'],
    ]);
    expect(refusal(updateProfile.payload, { address: 'a\0b' })).toEqual([
      ['address', 'Address contains characters that are not allowed'],
    ]);
    expect(refusal(updateProfile.payload, { postal: '<b>' })).toEqual([
      ['postal', 'Postcode may contain only letters, digits, spaces and hyphens'],
    ]);
    expect(refusal(updateProfile.payload, { city: 'a\0' })?.[0]?.[0]).toBe('city');
  });

  it('a code request names a valid email and code type 1 or 2 (sign-up when absent)', () => {
    const email = 'a@b.co';
    for (const [type, out] of [
      [undefined, 1],
      [null, 1],
      ['', 1],
      [1, 1],
      [2, 2],
      ['2', 2],
    ] as const)
      expect(safeParse(sendEmailOtp.payload, { email: ` ${email} `, type }).output).toEqual({ email, type: out });
    for (const type of [0, 3, 'x', '\0', '9'.repeat(1_000_000), {}, 1.5])
      expect(refusal(sendEmailOtp.payload, { email, type })).toEqual([
        ['type', 'Code type must be 1 (sign-up) or 2 (password reset)'],
      ]);
    expect(refusal(sendEmailOtp.payload, { email: 'nope', type: 1 })).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
    expect(refusal(sendEmailOtp.payload, { email: `${'a'.repeat(1_000_000)}@b.co` })?.[0]?.[0]).toBe('email');
    expect(refusal(sendEmailOtp.payload, { email: '\0' })?.[0]?.[0]).toBe('email');
    expect(refusal(sendEmailOtp.payload, {})?.[0]?.[0]).toBe('email');
  });
});
