/**
 * Help's settings (decision 186), parsed at start with the others: SUPPORT_EMAIL, where contact
 * form messages go and the address Help shows, and SUPPORT_HOURS, when support answers, as shown.
 * Unset, the hours are null and the app says its own default in the customer's language; a set
 * value is the operator's own words, shown as written (decision 386).
 */
import { ConfigError } from '../../lib/config-error.js';
import type { Env } from '../../lib/env.js';

interface SupportSettings {
  email: string;
  hours: string | null;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>".]+(\.[^\s@<>".]+)+$/;

export function parseSupportSettings(env: Env): SupportSettings {
  const email = (env.SUPPORT_EMAIL ?? '').trim() || 'support@coinvault.example';
  if (email.length > 254 || !EMAIL.test(email))
    throw new ConfigError('SUPPORT_EMAIL', `must be an email address, got "${env.SUPPORT_EMAIL}"`);
  const hours = (env.SUPPORT_HOURS ?? '').trim() || null;
  if (hours !== null && (hours.length > 120 || /\p{Cc}/u.test(hours)))
    throw new ConfigError('SUPPORT_HOURS', 'must be one line of at most 120 characters');
  return { email, hours };
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    /** Help's support address and hours (SUPPORT_EMAIL, SUPPORT_HOURS, decision 186). */
    support: SupportSettings;
  }
}
