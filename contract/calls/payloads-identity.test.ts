/**
 * Payload schemas whose refusal is not VALIDATION: a refresh token of the wrong shape answers 401
 * and a passkey answer of the wrong shape PASSKEY_REFUSED, so the schema reads them as null or
 * false for the call's own answer; and fields whose rule needs the account (an alert's id, the
 * price its kind needs, a statement's year), read as null when they are not of their type.
 */
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPriceAlert, deletePriceAlert, rearmPriceAlert, updatePriceAlert } from './alerts.js';
import { createWithdrawal } from './exchange.js';
import { passkeyLogin, passkeyRegister, passkeyRegisterOptions, removePasskey } from './passkeys.js';
import { disable2fa } from './profile.js';
import { getNewToken } from './session-token.js';
import { revokeOtherSessions } from './sessions.js';
import { getTaxStatement } from './statements.js';

const HUGE = 'a'.repeat(100_000);
const NUL = 'a\u0000b';
const ID = '0F8FAD5B-D9CB-469F-A165-70867728950E';

const out = (schema: Parameters<typeof safeParse>[0], raw: unknown) => safeParse(schema, raw).output;

describe('a refresh token', () => {
  it('is text of 16 to 200 characters; anything else reads as none (answered 401)', () => {
    const token = 'r'.repeat(43);
    expect(out(getNewToken.payload, { refreshToken: token })).toEqual({ refreshToken: token });
    for (const bad of [undefined, null, 'short', 1e20, ['r'.repeat(20)], { t: token }, HUGE])
      expect(out(getNewToken.payload, { refreshToken: bad })).toEqual({ refreshToken: null });
  });
});

describe('passkey answers', () => {
  /** base64url of {"challenge":"c"} */
  const clientDataJSON = 'eyJjaGFsbGVuZ2UiOiJjIn0';
  const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON, signature: 's' } };
  const registration = { rawId: 'x', response: { clientDataJSON, attestationObject: 'a' } };
  const withPasskey = [
    [passkeyRegisterOptions.payload, 'passkey'],
    [removePasskey.payload, 'passkey'],
    [passkeyLogin.payload, 'response'],
    [disable2fa.payload, 'passkey'],
    [revokeOtherSessions.payload, 'passkey'],
    [createWithdrawal.payload, 'passkey'],
  ] as const;
  const notAssertions = [
    'x',
    7,
    [assertion],
    { ...assertion, id: '' },
    { ...assertion, id: 7 },
    { ...assertion, id: HUGE },
    { ...assertion, response: null },
    { ...assertion, response: { clientDataJSON: 7 } },
    { ...assertion, response: { clientDataJSON: HUGE } },
    { id: NUL },
  ];

  it('an assertion is handed on; none sent reads as undefined; anything else as false (refused)', () => {
    for (const [schema, field] of withPasskey) {
      expect((out(schema, { [field]: assertion }) as Record<string, unknown>)[field]).toEqual(assertion);
      for (const none of [undefined, null])
        expect((out(schema, { [field]: none }) as Record<string, unknown>)[field]).toBeUndefined();
      for (const bad of notAssertions)
        expect((out(schema, { [field]: bad }) as Record<string, unknown>)[field]).toBe(false);
    }
  });

  it('a registration answer needs the client data only; anything else reads as false', () => {
    expect(out(passkeyRegister.payload, { response: registration, name: 'Laptop' })).toEqual({
      response: registration,
      name: 'Laptop',
    });
    for (const bad of ['x', [registration], { response: {} }, { response: { clientDataJSON: HUGE } }])
      expect(out(passkeyRegister.payload, { response: bad, name: 'L' })).toEqual({ response: false, name: 'L' });
  });
});

describe('fields whose rule needs the account', () => {
  it("an alert's id: a UUID in lower case, anything else none (answered not found)", () => {
    for (const schema of [deletePriceAlert.payload, rearmPriceAlert.payload]) {
      expect(out(schema, { id: ID })).toEqual({ id: ID.toLowerCase() });
      for (const bad of [undefined, null, 7, 'x', `${ID}x`, [ID], NUL, HUGE])
        expect(out(schema, { id: bad })).toEqual({ id: null });
    }
    expect(out(updatePriceAlert.payload, { id: 7, coin: 'BTC', kind: 'move', percent: '5' })).toMatchObject({
      id: null,
    });
  });

  it("an alert's price or percent: text for the kind's rule, anything else none", () => {
    const rule = { coin: 'BTC', kind: 'above' };
    expect(out(createPriceAlert.payload, { ...rule, price: ' 10 ' })).toEqual({
      ...rule,
      price: ' 10 ',
      percent: null,
    });
    for (const bad of [10, true, ['10'], { v: 10 }])
      expect(out(createPriceAlert.payload, { ...rule, price: bad, percent: bad })).toMatchObject({
        price: null,
        percent: null,
      });
  });

  it("a statement's year: a whole number, anything else none (refused with the account's years)", () => {
    expect(out(getTaxStatement.payload, { year: 2024, format: 'pdf' })).toEqual({ year: 2024, format: 'pdf' });
    for (const bad of [undefined, null, '2024', 2024.5, 1e300, [2024], NUL, HUGE])
      expect(out(getTaxStatement.payload, { year: bad, format: 'pdf' })).toEqual({ year: null, format: 'pdf' });
  });
});
