import { describe, expect, it } from 'vitest';
import { secondsUntil } from './countdown.js';

describe('secondsUntil', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');
  it("counts whole seconds to the server's expiry, rounding up, never below zero", () => {
    expect(secondsUntil('2026-03-01T12:00:10.000Z', now)).toBe(10);
    expect(secondsUntil('2026-03-01T12:00:09.001Z', now)).toBe(10);
    expect(secondsUntil('2026-03-01T12:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2026-03-01T11:59:59.000Z', now)).toBe(0);
    expect(secondsUntil(now + 3000, now)).toBe(3);
  });
  it('is zero without an expiry', () => {
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil('never', now)).toBe(0);
  });
});
