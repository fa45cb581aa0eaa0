import { describe, expect, it } from 'vitest';
import { cleanTotpInput, profileChanged, validateAntiPhishingCode, validateProfile } from './profile.js';

describe('profile rules', () => {
  it('accepts addresses in any script and refuses markup and overlong values', () => {
    expect(
      validateProfile({
        address: '12 Rue de l’Église, Apt 3/B',
        city: 'Zürich',
        state: 'Île-de-France',
        postal: 'SW1A 1AA',
      }),
    ).toEqual({});
    expect(validateProfile({ address: '東京都千代田区1-1', city: 'Kraków', state: '', postal: '' })).toEqual({});
    const bad = validateProfile({ address: 'a<b>', city: 'Perth1', state: 'x'.repeat(61), postal: '6000!' });
    expect(Object.keys(bad).sort()).toEqual(['address', 'city', 'postal', 'state']);
  });

  it('enables Save Changes only when a field differs from the saved one', () => {
    const saved = { address: '1 Main St', city: 'Perth', state: 'WA', postal: '6000' };
    expect(profileChanged(saved, { ...saved })).toBe(false);
    expect(profileChanged(saved, { ...saved, postal: '6001' })).toBe(true);
  });

  it('keeps only the six digits of a typed code', () => {
    expect(cleanTotpInput('12 34-567a8')).toBe('123456');
  });

  it('checks the anti-phishing code', () => {
    expect(validateAntiPhishingCode('Blue Harbour')).toBeUndefined();
    expect(validateAntiPhishingCode('')).toBeUndefined();
    expect(validateAntiPhishingCode('abc')).toMatch(/between 4 and 20/);
    expect(validateAntiPhishingCode('<script>')).toMatch(/may contain only/);
  });
});
