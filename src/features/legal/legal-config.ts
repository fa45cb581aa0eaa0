// The one place for the names and addresses the legal pages print. The Markdown refers to them as
// {{placeholders}}, filled in at build time, so a changed address never has to be hunted through
// six documents.

import { SUPPORT_EMAIL } from '../../lib/brand.js';

const COMPANY_NAME = 'CoinVault UAB';
export const PRODUCT_NAME = 'CoinVault';
const REGISTERED_OFFICE = 'Vilnius, Republic of Lithuania';
export const PRIVACY_EMAIL = 'privacy@coinvault.example';
const COMPLAINTS_EMAIL = 'complaints@coinvault.example';
const COMPLIANCE_EMAIL = 'compliance@coinvault.example';
const WHISTLEBLOWING_EMAIL = 'speakup@coinvault.example';

export const LEGAL_PLACEHOLDERS: Readonly<Record<string, string>> = {
  companyName: COMPANY_NAME,
  productName: PRODUCT_NAME,
  registeredOffice: REGISTERED_OFFICE,
  privacyEmail: PRIVACY_EMAIL,
  supportEmail: SUPPORT_EMAIL,
  complaintsEmail: COMPLAINTS_EMAIL,
  complianceEmail: COMPLIANCE_EMAIL,
  whistleblowingEmail: WHISTLEBLOWING_EMAIL,
};
