import { describe, expect, it } from 'vitest';
import { zoneName } from './zone-names.js';

describe('zoneName', () => {
  it('names a zone by its city, and UTC as UTC', () => {
    expect(zoneName('Australia/Sydney')).toBe('Sydney time');
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneName('Europe/Vilnius')).toBe('Vilnius time');
    expect(zoneName('UTC')).toBe('UTC');
    expect(zoneName('Etc/UTC')).toBe('UTC');
  });
});
