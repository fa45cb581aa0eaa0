import { describe, expect, it } from 'vitest';
import { avatarColour } from './avatar.js';

describe('avatarColour', () => {
  it('is stable per email, case-insensitive, and differs between emails', () => {
    expect(avatarColour('Ann@Example.com')).toBe(avatarColour('ann@example.com'));
    expect(avatarColour('ann@example.com')).not.toBe(avatarColour('bob@example.com'));
    expect(avatarColour('x@y.z')).toMatch(/^hsl\(\d+ 55% 36%\)$/);
  });
});
