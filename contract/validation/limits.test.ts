import { describe, expect, it } from 'vitest';
import { isDecimalString } from '../money.js';
import {
  AMOUNT_MAX_LENGTH,
  fieldMaxLength,
  PAYLOAD_MAX_DEPTH,
  PAYLOAD_MAX_VALUES,
  payloadBoundsErrors,
  textProblem,
  UNLISTED_FIELD_MAX_LENGTH,
} from './limits.js';

describe('text no field may carry', () => {
  it('refuses NUL and unpaired surrogates, keeps paired ones (emoji) and accents', () => {
    expect(textProblem('a\u0000b', 10)).toBe('contains characters that are not allowed');
    expect(textProblem('a\ud800b', 10)).toBe('contains characters that are not allowed');
    expect(textProblem('a\udc00', 10)).toBe('contains characters that are not allowed');
    expect(textProblem('\ud800', 10)).toBe('contains characters that are not allowed');
    expect(textProblem('Zoë 😀', 10)).toBeUndefined();
  });

  it('refuses text longer than the cap', () => {
    expect(textProblem('x'.repeat(11), 10)).toBe('must be at most 10 characters');
    expect(textProblem('x'.repeat(10), 10)).toBeUndefined();
  });
});

describe('payload bounds', () => {
  it('caps each field by its name, and unlisted fields by the default', () => {
    expect(payloadBoundsErrors({ amount: '1'.repeat(AMOUNT_MAX_LENGTH) })).toBeUndefined();
    expect(payloadBoundsErrors({ amount: '1'.repeat(AMOUNT_MAX_LENGTH + 1) })).toEqual({
      amount: `must be at most ${AMOUNT_MAX_LENGTH} characters`,
    });
    expect(payloadBoundsErrors({ email: 'x'.repeat(fieldMaxLength('email') + 1) })).toHaveProperty('email');
    expect(payloadBoundsErrors({ whatever: 'x'.repeat(UNLISTED_FIELD_MAX_LENGTH + 1) })).toHaveProperty('whatever');
    expect(payloadBoundsErrors({ toString: 'x'.repeat(UNLISTED_FIELD_MAX_LENGTH + 1) })).toHaveProperty('toString');
  });

  it('names the field that holds bad text, however deep', () => {
    expect(payloadBoundsErrors({ data: { a: [{ b: 'x\u0000' }] }, email: 'a@b.co' })).toEqual({
      data: 'contains characters that are not allowed',
    });
    expect(payloadBoundsErrors({ data: { 'x\u0000': 1 } })).toHaveProperty('data');
    expect(payloadBoundsErrors({ 'x\u0000': 1 })).toHaveProperty('payload');
    expect(payloadBoundsErrors('x\u0000')).toHaveProperty('payload');
    expect(payloadBoundsErrors(['x\ud800'])).toHaveProperty('payload');
  });

  it('refuses payloads nested too deeply or holding too many values, with bounded work', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(payloadBoundsErrors({ data: deep })).toEqual({
      data: `must not nest more than ${PAYLOAD_MAX_DEPTH} levels`,
    });
    let ok: unknown = 'x';
    for (let i = 0; i < PAYLOAD_MAX_DEPTH - 1; i++) ok = [ok];
    expect(payloadBoundsErrors({ data: ok })).toBeUndefined();
    const many = Object.fromEntries(Array.from({ length: PAYLOAD_MAX_VALUES + 1 }, (_, i) => [`f${i}`, i]));
    expect(payloadBoundsErrors(many)).toHaveProperty('payload');
    expect(payloadBoundsErrors({ data: Array.from({ length: 100_000 }, () => 1) })).toHaveProperty('payload');
  });

  it('passes ordinary payloads and non-objects untouched', () => {
    expect(
      payloadBoundsErrors({ email: 'a@b.co', password: 'Pass-word-1', otp: 123456, is_eu: false }),
    ).toBeUndefined();
    expect(payloadBoundsErrors(null)).toBeUndefined();
    expect(payloadBoundsErrors({})).toBeUndefined();
  });
});

describe('amounts', () => {
  it('are decimal strings of at most 40 characters', () => {
    expect(isDecimalString(`1${'0'.repeat(AMOUNT_MAX_LENGTH - 1)}`)).toBe(true);
    expect(isDecimalString(`1${'0'.repeat(AMOUNT_MAX_LENGTH)}`)).toBe(false);
    expect(isDecimalString('9'.repeat(1_000_000))).toBe(false);
  });
});
