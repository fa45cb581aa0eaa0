// The links of the auth-page footer, whose terms link follows the visitor's country (AU or EU),
// and the region's Terms a customer accepts at sign-up and finds again under Help.
import type { LegalRegion } from '../../contract/legal.js';
import * as paths from './paths.js';

interface LegalLink {
  href: string;
  label: string;
}

/** Visitors located in Australia get the Australian terms; everyone else, or an unknown country, the EU terms. */
function termsPathFor(countryCode: string | null): string {
  return countryCode?.trim().toUpperCase() === 'AU' ? paths.termsAu : paths.termsEu;
}

/** The Terms page of a legal region (contract/legal.ts): the Australian or the EU Terms. */
export function termsPathForRegion(region: LegalRegion): string {
  return region === 'AU' ? paths.termsAu : paths.termsEu;
}

function linksWithTerms(terms: string): LegalLink[] {
  return [
    { href: paths.privacyPolicy, label: 'Privacy Policy' },
    { href: paths.cookiePolicy, label: 'Cookie Policy' },
    { href: paths.amlCftPolicy, label: 'AML/CFT Policy' },
    { href: terms, label: 'Terms and Conditions' },
    { href: paths.msaStatement, label: 'Modern Slavery Statement' },
  ];
}

export function legalLinks(countryCode: string | null): LegalLink[] {
  return linksWithTerms(termsPathFor(countryCode));
}

/** The same links for a customer, with the Terms of their region. */
export function legalLinksForRegion(region: LegalRegion): LegalLink[] {
  return linksWithTerms(termsPathForRegion(region));
}
