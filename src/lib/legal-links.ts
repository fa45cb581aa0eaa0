// The links of the auth-page footer, whose terms link follows the visitor's country (AU or EU),
// and the region's Terms a customer accepts at sign-up and finds again under Help.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LegalRegion } from '../../contract/legal.js';
import * as paths from './paths.js';

interface LegalLink {
  href: string;
  /** Shown through `i18n._(label)`, in the active language. */
  label: MessageDescriptor;
}

/** Visitors located in Australia get the Australian terms; everyone else, or an unknown country, the EU terms. */
export function termsPathFor(countryCode: string | null): string {
  return countryCode?.trim().toUpperCase() === 'AU' ? paths.termsAu : paths.termsEu;
}

/** The Terms page of a legal region (contract/legal.ts): the Australian or the EU Terms. */
export function termsPathForRegion(region: LegalRegion): string {
  return region === 'AU' ? paths.termsAu : paths.termsEu;
}

function linksWithTerms(terms: string): LegalLink[] {
  return [
    { href: paths.privacyPolicy, label: msg`Privacy Policy` },
    { href: paths.cookiePolicy, label: msg`Cookie Policy` },
    { href: paths.amlCftPolicy, label: msg`AML/CFT Policy` },
    { href: terms, label: msg`Terms and Conditions` },
    { href: paths.msaStatement, label: msg`Modern Slavery Statement` },
    { href: paths.impressum, label: msg`Legal Notice` },
  ];
}

export function legalLinks(countryCode: string | null): LegalLink[] {
  return linksWithTerms(termsPathFor(countryCode));
}

/** The same links for a customer, with the Terms of their region. */
export function legalLinksForRegion(region: LegalRegion): LegalLink[] {
  return linksWithTerms(termsPathForRegion(region));
}
