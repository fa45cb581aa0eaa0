import { describe, expect, it } from 'vitest';
import { emailParts } from './EmailAddress.js';

describe('emailParts', () => {
  it('ends a piece after the @ and after each dot, so a line breaks only there', () => {
    expect(emailParts('anna.kowalska@example.de')).toEqual(['anna.', 'kowalska@', 'example.', 'de']);
  });
  it('keeps every character, in order', () => {
    for (const a of ['a@b.c', 'first-last+tag@sub.example.co.uk', '..@..', 'no-at-sign'])
      expect(emailParts(a).join('')).toBe(a);
  });
});
