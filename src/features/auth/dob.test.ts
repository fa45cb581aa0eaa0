import { describe, expect, it } from 'vitest';
import { formatDobInput } from './dob.js';

function type(text: string): string {
  let value = '';
  for (const ch of text) value = formatDobInput(value + ch, value);
  return value;
}

describe('date of birth typing', () => {
  it('puts the hyphens in while typing digits', () => {
    expect(type('1990')).toBe('1990-');
    expect(type('199005')).toBe('1990-05-');
    expect(type('19900517')).toBe('1990-05-17');
  });

  it('keeps at most 10 characters and only digits', () => {
    expect(type('1990051799')).toBe('1990-05-17');
    expect(formatDobInput('1990/05/17', '')).toBe('1990-05-17');
    expect(formatDobInput('abc', '')).toBe('');
  });

  it('accepts a pasted or picked date as it is', () => {
    expect(formatDobInput('1990-05-17', '')).toBe('1990-05-17');
  });

  it('deletes past an automatic hyphen', () => {
    expect(formatDobInput('1990', '1990-')).toBe('1990');
    expect(formatDobInput('1990-05', '1990-05-')).toBe('1990-05');
    expect(formatDobInput('1990-0', '1990-05')).toBe('1990-0');
  });
});
