/**
 * Security alerts (decision 137). `sendSecurityAlert` emails the one alert shape for a new
 * sign-in, a password change, a 2FA change, and (called by their modules) a new address-book
 * entry or passkey. Each alert carries its own "This wasn't me" link: a 256-bit token stored only
 * as its SHA-256, usable once, for 7 days. Using it (secure-account-call.ts) signs out every
 * session, holds withdrawals for 24 hours and emails a password-reset code.
 */
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import { writeAudit } from '../../http/audit.js';
import { sendAccountNotice } from './account-mail.js';
import { parseDevice } from './devices.js';
import { type AlertDetail, type SecurityEventKind, securityAlertMail } from './security-alert-mail.js';
import { refreshTokenHash } from './sessions.js';

export const ALERT_LINK_TTL_MS = 7 * 86_400_000;

interface SecurityEvent {
  kind: SecurityEventKind;
  /** Where the change came from: the caller's address and user agent. */
  origin: { ip: string; userAgent: string };
  /** What was added (say, an address's label and network), when there is something to name. */
  detail?: AlertDetail;
}

/** The account's time zone, which the alert's time reads in. */
async function zoneOf(deps: AppDeps, userId: string): Promise<string> {
  const row = await deps.db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

/** The hash under which a link's token is stored (the same SHA-256 as refresh tokens). */
export const alertTokenHash = refreshTokenHash;

/**
 * Emails `user` a security alert about `event`, with a fresh "This wasn't me" link. A failed
 * email is logged and never undoes what it reports.
 */
export async function sendSecurityAlert(
  deps: AppDeps,
  /** `time_zone`, when the caller has it at hand; else it is read. */
  user: { id: string; email: string; time_zone?: string },
  event: SecurityEvent,
): Promise<void> {
  const now = deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  await deps.db
    .insertInto('security_alerts')
    .values({
      token_hash: alertTokenHash(token),
      user_id: user.id,
      kind: event.kind,
      created_at: now,
      expires_at: new Date(now.getTime() + ALERT_LINK_TTL_MS),
    })
    .execute();
  // On the customer's security record, which support reads (decision 235).
  await writeAudit(deps.db, now, {
    actorId: user.id,
    actorRole: 'user',
    action: 'security.alert',
    outcome: 'allowed',
    ip: event.origin.ip,
    subjectId: user.id,
    details: { kind: event.kind },
  });
  const where = deps.providers.geo.locate(event.origin.ip, deps.config.defaultCountry);
  const mail = securityAlertMail({
    kind: event.kind,
    at: now,
    timeZone: user.time_zone ?? (await zoneOf(deps, user.id)),
    device: parseDevice(event.origin.userAgent),
    countryCode: where.countryName ? where.countryCode : '',
    countryName: where.countryName,
    detail: event.detail,
    // In the fragment, so the token never reaches a server log or a Referer header.
    notMeUrl: `${deps.config.publicUrl}/secure-account#${token}`,
  });
  await sendAccountNotice(deps, user.email, mail);
}
