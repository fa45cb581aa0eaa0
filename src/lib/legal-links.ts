// The links of the auth-page footer, whose terms link follows the visitor's country (AU or EU).
import * as paths from '../app/paths.js';

interface LegalLink {
  href: string;
  label: string;
}

/** Visitors located in Australia get the Australian terms; everyone else, or an unknown country, the EU terms. */
function termsPathFor(countryCode: string | null): string {
  return countryCode?.trim().toUpperCase() === 'AU' ? paths.termsAu : paths.termsEu;
}

export function legalLinks(countryCode: string | null): LegalLink[] {
  return [
    { href: paths.privacyPolicy, label: 'Privacy Policy' },
    { href: paths.cookiePolicy, label: 'Cookie Policy' },
    { href: paths.amlCftPolicy, label: 'AML/CFT Policy' },
    { href: termsPathFor(countryCode), label: 'Terms and Conditions' },
    { href: paths.msaStatement, label: 'Modern Slavery Statement' },
  ];
}
