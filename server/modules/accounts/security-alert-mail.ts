/**
 * The one security-alert email (decision 137): what happened, when, from which device and
 * country, and a "This wasn't me" button, in the account's language. The anti-phishing code is
 * added by sendAccountMail.
 */

import type { Mail } from '../../providers/mail/index.js';
import { SECURITY_ALERT_TEXT as TEXT } from './security-alert-texts.js';

/** What an alert reports. Address-book entries and passkeys come from their own modules. */
export type SecurityEventKind =
  | 'new_sign_in'
  | 'password_changed'
  | 'two_factor_on'
  | 'two_factor_off'
  | 'recovery_codes_renewed'
  | 'address_added'
  | 'allowlist_off'
  | 'passkey_added'
  | 'passkey_removed'
  | 'other_sessions_signed_out';

/** What was added or when a change takes effect, worded in the email's language. */
export type AlertDetail =
  | { kind: 'address'; label: string; address: string; currency: string; network: string }
  | { kind: 'bank_account'; label: string; account: string; currency: string }
  | { kind: 'passkey'; name: string }
  | { kind: 'takes_effect'; at: Date };

interface AlertFacts {
  kind: SecurityEventKind;
  at: Date;
  /** The account's time zone: the time reads in it, named. */
  timeZone: string;
  /** The device, as parsed from its user agent ('Unknown browser' when it does not say). */
  device: { browser: string; os: string; model: string | null };
  /** The country's ISO code, or '' when the address is not known. */
  countryCode: string;
  /** The country's English name, for when its code is not one Intl names. */
  countryName: string;
  detail?: AlertDetail;
  /** The "This wasn't me" link. */
  notMeUrl: string;
}

function countryText(language: string, code: string, fallback: string): string {
  if (language === 'en' || !/^[A-Z]{2}$/.test(code)) return fallback;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

export function securityAlertMail(f: AlertFacts): Mail {
  return (l) => {
    const t = TEXT[l.language];
    const what = t[f.kind];
    const browser = f.device.browser === 'Unknown browser' ? t.unknownBrowser : f.device.browser;
    const os = f.device.os === 'Unknown system' ? t.unknownSystem : f.device.os;
    const d = f.detail;
    const detail =
      d?.kind === 'address'
        ? t.address(d.label, d.address, d.currency, d.network)
        : d?.kind === 'bank_account'
          ? t.bank(d.label, d.account, d.currency)
          : d?.kind === 'passkey'
            ? t.passkey(d.name)
            : d?.kind === 'takes_effect'
              ? t.takesEffect(l.time(d.at, f.timeZone))
              : null;
    const country = f.countryCode || f.countryName ? countryText(l.language, f.countryCode, f.countryName) : '';
    return {
      subject: t.about(what.subject),
      heading: what.heading,
      paragraphs: [
        what.happened,
        ...(detail ? [detail] : []),
        t.time(l.time(f.at, f.timeZone)),
        t.device(t.on(browser, f.device.model ? `${f.device.model} (${os})` : os)),
        t.country(country || t.unknownCountry),
        t.wasYou,
        t.notYou,
      ],
      action: { label: t.notMe, url: f.notMeUrl },
    };
  };
}
