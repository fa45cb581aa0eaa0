// The legal pages' addresses and the links of the auth-page footer, whose terms link follows the
// visitor's country (AU or EU).

export const LEGAL_ROUTES = {
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
  amlCft: '/aml-cft-policy',
  termsEu: '/terms-and-conditions',
  termsAu: '/au/terms-and-conditions',
  msa: '/msa-statement',
} as const;

export interface LegalLink {
  href: string;
  label: string;
}

/** Visitors located in Australia get the Australian terms; everyone else, or an unknown country, the EU terms. */
export function termsPathFor(countryCode: string | null): string {
  return countryCode?.trim().toUpperCase() === 'AU' ? LEGAL_ROUTES.termsAu : LEGAL_ROUTES.termsEu;
}

export function legalLinks(countryCode: string | null): LegalLink[] {
  return [
    { href: LEGAL_ROUTES.privacy, label: 'Privacy Policy' },
    { href: LEGAL_ROUTES.cookies, label: 'Cookie Policy' },
    { href: LEGAL_ROUTES.amlCft, label: 'AML/CFT Policy' },
    { href: termsPathFor(countryCode), label: 'Terms and Conditions' },
    { href: LEGAL_ROUTES.msa, label: 'Modern Slavery Statement' },
  ];
}
