import { describe, expect, it } from 'vitest';
import { legalLinks, legalLinksForRegion } from './legal-links.js';

const terms = (country: string | null) =>
  legalLinks(country).find((link) => link.label.message === 'Terms and Conditions');

describe('legalLinks', () => {
  it('links an Australian visitor to the Australian terms', () => {
    expect(terms('AU')?.href).toBe('/au/terms-and-conditions');
    expect(terms('au')?.href).toBe('/au/terms-and-conditions');
  });

  it('links EU visitors, other countries and unknown visitors to the EU terms', () => {
    for (const country of ['LT', 'DE', 'FR', 'US', '', null]) {
      expect(terms(country)?.href).toBe('/terms-and-conditions');
    }
  });

  it('lists privacy, cookies, AML/CFT, terms, the modern slavery statement and the legal notice, in that order', () => {
    expect(legalLinks('LT').map((link) => link.href)).toEqual([
      '/privacy-policy',
      '/cookie-policy',
      '/aml-cft-policy',
      '/terms-and-conditions',
      '/msa-statement',
      '/impressum',
    ]);
    expect(legalLinks('AU').map((link) => link.label.message)).toEqual([
      'Privacy Policy',
      'Cookie Policy',
      'AML/CFT Policy',
      'Terms and Conditions',
      'Modern Slavery Statement',
      'Legal Notice',
    ]);
  });

  it('gives a customer the Terms of their region: Australian for AU, EU for EU', () => {
    const termsOf = (region: 'AU' | 'EU') =>
      legalLinksForRegion(region).find((link) => link.label.message === 'Terms and Conditions')?.href;
    expect(termsOf('AU')).toBe('/au/terms-and-conditions');
    expect(termsOf('EU')).toBe('/terms-and-conditions');
    expect(legalLinksForRegion('EU')).toHaveLength(6);
  });
});
