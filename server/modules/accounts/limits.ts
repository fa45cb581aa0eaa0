/**
 * Abuse limits of the account calls (decision 023), kept in rate_limit_hits:
 * - emailed codes: once a minute and five times an hour, per address (and purpose) and per IP;
 * - sign-in: 10 failures in 15 minutes lock the address for 15 minutes, and one IP may fail
 *   at most 30 times in 15 minutes. Failures are counted by address whether or not an account
 *   exists, so a lock cannot tell an attacker which addresses have accounts. A lock ends by itself,
 *   counting starts afresh after it, and a password reset (which proves control of the mailbox)
 *   lifts it, so nobody can keep the owner out.
 */
import type { OtpType } from '../../../contract/accounts.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { checkRateLimit, type RateRule, recordRateHit } from '../../http/rate-limit.js';
import { normalizeEmail } from './users.js';

export const CODE_SEND_RULES: RateRule[] = [
  { windowMs: 60_000, max: 1 },
  { windowMs: 3_600_000, max: 5 },
];
export const LOGIN_FAIL_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_AFTER = 10;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const LOGIN_IP_MAX_FAILURES = 30;

/** "45 seconds", "1 minute", "12 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.');
}

const codeBuckets = (deps: AppDeps, email: string, purpose: OtpType, ip: string): string[] => {
  const buckets = [`otp:${purpose}:${normalizeEmail(email)}`];
  // A local run is one person on this machine: its own address must not throttle its tests.
  if (!(deps.config.mode === 'local' && isLoopback(ip))) buckets.push(`otp-ip:${ip}`);
  return buckets;
};

/** Seconds to wait before another code may be sent, or null. */
export async function codeSendWait(deps: AppDeps, email: string, purpose: OtpType, ip: string): Promise<number | null> {
  const now = deps.clock.now();
  let wait: number | null = null;
  for (const b of codeBuckets(deps, email, purpose, ip)) {
    const w = await checkRateLimit(deps.db, b, CODE_SEND_RULES, now);
    if (w !== null) wait = Math.max(wait ?? 0, w);
  }
  return wait;
}

/** Counts a send; the returned function takes it back when the mail could not be sent. */
export async function countCodeSend(
  deps: AppDeps,
  email: string,
  purpose: OtpType,
  ip: string,
): Promise<() => Promise<void>> {
  const now = deps.clock.now();
  const buckets = codeBuckets(deps, email, purpose, ip);
  for (const b of buckets) await recordRateHit(deps.db, b, now);
  return async () => {
    await deps.db.deleteFrom('rate_limit_hits').where('bucket', 'in', buckets).where('at', '=', now).execute();
  };
}

const failBucket = (email: string) => `login-fail:${normalizeEmail(email)}`;
const lockBucket = (email: string) => `login-lock:${normalizeEmail(email)}`;
const ipBucket = (ip: string) => `login-fail-ip:${ip}`;

export type LoginBlock = { kind: 'ip' | 'locked'; seconds: number };

/** Whether a sign-in attempt may go ahead: an exhausted IP or a locked address stops it. */
export async function loginBlock(deps: AppDeps, email: string, ip: string): Promise<LoginBlock | null> {
  const now = deps.clock.now();
  const ipWait = await checkRateLimit(
    deps.db,
    ipBucket(ip),
    [{ windowMs: LOGIN_FAIL_WINDOW_MS, max: LOGIN_IP_MAX_FAILURES }],
    now,
  );
  if (ipWait !== null) return { kind: 'ip', seconds: ipWait };
  const lockWait = await checkRateLimit(deps.db, lockBucket(email), [{ windowMs: LOGIN_LOCK_MS, max: 1 }], now);
  if (lockWait !== null) return { kind: 'locked', seconds: lockWait };
  return null;
}

/** Counts a failed sign-in; returns true when this failure locked the address. */
export async function countLoginFailure(deps: AppDeps, email: string, ip: string): Promise<boolean> {
  const now = deps.clock.now();
  await recordRateHit(deps.db, ipBucket(ip), now);
  await recordRateHit(deps.db, failBucket(email), now);
  const wait = await checkRateLimit(
    deps.db,
    failBucket(email),
    [{ windowMs: LOGIN_FAIL_WINDOW_MS, max: LOGIN_LOCK_AFTER }],
    now,
  );
  if (wait === null) return false;
  await recordRateHit(deps.db, lockBucket(email), now);
  // The lock replaces the failures that caused it: after it, the count starts from zero.
  await deps.db.deleteFrom('rate_limit_hits').where('bucket', '=', failBucket(email)).execute();
  return true;
}

/** Forgets failures after a successful sign-in; also lifts a lock after a password reset. */
export async function clearLoginFailures(db: Database, email: string, opts: { liftLock?: boolean } = {}) {
  const buckets = [failBucket(email)];
  if (opts.liftLock) buckets.push(lockBucket(email));
  await db.deleteFrom('rate_limit_hits').where('bucket', 'in', buckets).execute();
}
