import { describe, expect, it } from 'vitest';
import { holdText, isValidAddressLabel } from './address-book.js';

describe('isValidAddressLabel', () => {
  it('takes 1 to 40 characters, counting an emoji as one', () => {
    expect(isValidAddressLabel('Cold wallet')).toBe(true);
    expect(isValidAddressLabel('x'.repeat(40))).toBe(true);
    expect(isValidAddressLabel(`${'x'.repeat(39)}🔒`)).toBe(true);
    expect(isValidAddressLabel('x'.repeat(41))).toBe(false);
    expect(isValidAddressLabel('  ')).toBe(false);
  });

  it('refuses control characters, lone surrogates and non-text', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\u009fb', 'a\ud800b', 'a\udc00', '\ud83d', 42, null])
      expect(isValidAddressLabel(bad)).toBe(false);
  });
});

describe('holdText', () => {
  it('names the hold in its largest whole unit', () => {
    expect(holdText(86_400)).toBe('24 hours');
    expect(holdText(3_600)).toBe('1 hour');
    expect(holdText(600)).toBe('10 minutes');
    expect(holdText(5)).toBe('5 seconds');
  });
});
