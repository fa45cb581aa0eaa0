/**
 * TOTP (RFC 6238) for sign-in and withdrawals. A code is accepted for the current 30 s step or
 * the one before (clock drift on phones), never ahead, and only once: the last accepted step is
 * stored and a code for that step or an earlier one is refused (RFC 6238 section 5.2).
 */
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { openSecret, sealSecret } from '../../lib/sealed-secret.js';

const TOTP_PERIOD_SECONDS = 30;
const TOTP_ISSUER = 'CoinVault';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function sealTotpSecret(deps: Pick<AppDeps, 'secrets'>, userId: string, secretBase32: string): string {
  return sealSecret(deps.secrets.data, `totp:${userId}`, secretBase32);
}

export function openTotpSecret(deps: Pick<AppDeps, 'secrets'>, userId: string, sealed: string): string {
  return openSecret(deps.secrets.data, `totp:${userId}`, sealed);
}

/**
 * The time step a code matches (current or one back), or null. Pure: no single-use check.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, 'check').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null || delta > 0) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/**
 * Consumes a code for a user whose secret is `sealed`: true when the code matches a step later
 * than the last one accepted, recording that step atomically so a second use fails.
 */
export async function consumeTotp(deps: AppDeps, userId: string, sealed: string, code: string): Promise<boolean> {
  const step = matchTotpStep(openTotpSecret(deps, userId, sealed), code, deps.clock.now());
  if (step === null) return false;
  const updated = await deps.db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * Turns 2FA on with the secret set up last (`pending`), spending the set-up code's step so it
 * cannot be replayed to sign in; `also` is written in the same update. False when 2FA is already
 * on or a newer secret was set up meanwhile (another tab): nothing is changed then.
 */
export async function enablePendingTotp(
  db: Database,
  userId: string,
  pending: string,
  step: number,
  also: { password_hash?: string } = {},
): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ ...also, totp_enabled: true, totp_secret_enc: pending, totp_pending_secret_enc: null, totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_enabled', '=', false)
    .where('totp_pending_secret_enc', '=', pending)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
