/**
 * The versions of the Terms and the Privacy Policy a customer accepts at sign-up, and which
 * region's Terms apply. The pages themselves are src/features/legal/content/*.md; a version is
 * the page's "Last updated" date (a test holds the two together), kept here so the server can
 * store which version was accepted and refuse an out-of-date one. Publishing a changed page means
 * changing its date there and its version here.
 */
import type { MarketCurrency } from './assets.js';

export type LegalRegion = 'AU' | 'EU';

/** Australian customers (AUD market) accept the Australian Terms; everyone else the EU Terms. */
export function legalRegionOf(currency: MarketCurrency | string | null | undefined): LegalRegion {
  return currency === 'AUD' ? 'AU' : 'EU';
}

export const TERMS_VERSIONS: Readonly<Record<LegalRegion, string>> = {
  AU: 'au-2025-08-22',
  EU: 'eu-2025-08-22',
};

export const PRIVACY_VERSION = '2025-08-22';

export const CONSENT_MESSAGES = {
  required: 'Please accept the Terms and Conditions and the Privacy Policy to create your account',
  outdated:
    'The Terms for your region have changed since you accepted them. Go back to the form, read them and accept them again.',
} as const;
