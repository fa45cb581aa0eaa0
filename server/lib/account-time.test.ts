import { describe, expect, it } from 'vitest';
import { accountTimeText } from './account-time.js';

describe('accountTimeText', () => {
  const at = new Date('2026-11-25T09:15:00Z');
  it("reads in the account's zone and names it", () => {
    expect(accountTimeText(at, 'Australia/Sydney')).toBe('November 25, 2026 at 8:15 PM (Sydney time)');
    expect(accountTimeText(at, 'Europe/Vilnius')).toBe('November 25, 2026 at 11:15 AM (Vilnius time)');
  });
  it('reads an unknown or missing zone in UTC, named', () => {
    expect(accountTimeText(at, 'Not/AZone')).toBe('November 25, 2026 at 9:15 AM (UTC)');
    expect(accountTimeText(at, null)).toBe('November 25, 2026 at 9:15 AM (UTC)');
  });
});
