/**
 * Abuse limits of the account calls (decisions 023 and 092), each claimed before the check it
 * guards (http/rate-limit.ts), so attempts sent in parallel never check more than the limit:
 * - emailed codes: once a minute and five times an hour, per address (and purpose) and per IP;
 * - sign-in: 10 failures in 15 minutes lock the address for 15 minutes, and one IP may fail
 *   at most 30 times in 15 minutes. Failures are counted by address whether or not an account
 *   exists, so a lock cannot tell an attacker which addresses have accounts. A lock ends by itself,
 *   counting starts afresh after it, and a password reset (which proves control of the mailbox)
 *   lifts it, so nobody can keep the owner out. A current-password check on a signed-in call
 *   counts the same way.
 */
import { OTP_TYPE, type OtpType } from '../../../contract/accounts.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import {
  claimHit,
  clearBuckets,
  clearRuleWindow,
  hitRateLimit,
  lockBucket,
  type RateRule,
  releaseHit,
  releaseRateLimit,
} from '../../http/rate-limit.js';
import { normalizeEmail } from './users.js';

const CODE_SEND_MINUTE: RateRule = { windowMs: 60_000, max: 1 };
const CODE_SEND_RULES: RateRule[] = [CODE_SEND_MINUTE, { windowMs: 3_600_000, max: 5 }];
const LOGIN_FAIL_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_AFTER = 10;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const LOGIN_IP_MAX_FAILURES = 30;
const ADDRESS_RULE: RateRule = { windowMs: LOGIN_LOCK_MS, max: LOGIN_LOCK_AFTER };
const IP_RULE: RateRule = { windowMs: LOGIN_FAIL_WINDOW_MS, max: LOGIN_IP_MAX_FAILURES };

/** "45 seconds", "1 minute", "12 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.');
}

const addressCodeBucket = (email: string, purpose: OtpType) => `otp:${purpose}:${normalizeEmail(email)}`;

const codeBuckets = (deps: AppDeps, email: string, purpose: OtpType, ip: string): string[] => {
  const buckets = [addressCodeBucket(email, purpose)];
  // A local run is one person on this machine: its own address must not throttle its tests.
  if (!(deps.config.mode === 'local' && isLoopback(ip))) buckets.push(`otp-ip:${ip}`);
  return buckets;
};

/**
 * Ends the once-a-minute wait between codes emailed to the address, for every purpose; the
 * five-an-hour count stands. For the local sandbox only (accounts/sandbox.ts).
 */
export async function endCodeSendMinute(db: Database, email: string): Promise<void> {
  for (const purpose of Object.values(OTP_TYPE))
    await clearRuleWindow(db, addressCodeBucket(email, purpose), CODE_SEND_RULES, CODE_SEND_MINUTE);
}

type CodeSendClaim = { waitSeconds: number } | { release: () => Promise<void> };

/**
 * Claims a code send for the address and the IP: refused with the seconds to wait, or counted
 * with a function that gives the send back when the mail could not be sent.
 */
export async function claimCodeSend(
  deps: AppDeps,
  email: string,
  purpose: OtpType,
  ip: string,
): Promise<CodeSendClaim> {
  const now = deps.clock.now();
  const buckets = codeBuckets(deps, email, purpose, ip);
  const claimed: string[] = [];
  let wait = 0;
  for (const b of buckets) {
    const w = await hitRateLimit(deps.db, b, CODE_SEND_RULES, now);
    if (w === null) claimed.push(b);
    else wait = Math.max(wait, w);
  }
  const release = async () => {
    for (const b of claimed) await releaseRateLimit(deps.db, b, CODE_SEND_RULES);
  };
  if (wait > 0) {
    await release();
    return { waitSeconds: wait };
  }
  return { release };
}

/** The refusal of a code asked for too soon, wherever a code is emailed. */
export function tooManyCodeRequests(waitSeconds: number): ApiError {
  return new ApiError(
    'RATE_LIMITED',
    `Too many code requests. Please wait ${waitText(waitSeconds)} before trying again.`,
    {
      retryAfterSeconds: waitSeconds,
    },
  );
}

/** Claims a code send as claimCodeSend does, refusing one asked for too soon; the function that gives it back. */
export async function claimCodeSendOrRefuse(
  deps: AppDeps,
  email: string,
  purpose: OtpType,
  ip: string,
): Promise<() => Promise<void>> {
  const claim = await claimCodeSend(deps, email, purpose, ip);
  if ('waitSeconds' in claim) throw tooManyCodeRequests(claim.waitSeconds);
  return claim.release;
}

const addressBucket = (email: string) => `login-fail:${normalizeEmail(email)}`;
const ipBucket = (ip: string) => `login-fail-ip:${ip}`;

type LoginBlock = { kind: 'ip' | 'locked'; seconds: number };

/** A claimed password attempt: report how it went, exactly once. */
interface PasswordAttempt {
  /** The password was right: the claim is given back and the address's failures are forgotten. */
  succeeded(): Promise<void>;
  /** The attempt failed (wrong password, or wrong 2FA code after it): true when it locked the address. */
  failed(): Promise<boolean>;
  /** The attempt was neither (the 2FA code is still to come): both hits are given back. */
  undone(): Promise<void>;
}

/**
 * Claims one password attempt for the address and the caller's IP before the password is
 * checked: refused (counting nothing) when the IP has failed too often or the address is locked.
 */
export async function claimPasswordAttempt(
  deps: AppDeps,
  email: string,
  ip: string,
): Promise<LoginBlock | PasswordAttempt> {
  const now = deps.clock.now();
  const byIp = await claimHit(deps.db, ipBucket(ip), IP_RULE, now);
  if (!byIp.ok) return { kind: 'ip', seconds: byIp.waitSeconds };
  const byAddress = await claimHit(deps.db, addressBucket(email), ADDRESS_RULE, now);
  if (!byAddress.ok) {
    await releaseHit(deps.db, ipBucket(ip));
    return { kind: 'locked', seconds: byAddress.waitSeconds };
  }
  return {
    async succeeded() {
      await releaseHit(deps.db, ipBucket(ip));
      await clearBuckets(deps.db, [addressBucket(email)]);
    },
    async failed() {
      if (byAddress.count < LOGIN_LOCK_AFTER) return false;
      // The lock runs a whole window from the failure that caused it; counting starts afresh after.
      await lockBucket(deps.db, addressBucket(email), ADDRESS_RULE, deps.clock.now());
      return true;
    },
    async undone() {
      await releaseHit(deps.db, ipBucket(ip));
      await releaseHit(deps.db, addressBucket(email));
    },
  };
}

export const isBlock = (a: LoginBlock | PasswordAttempt): a is LoginBlock => 'kind' in a;

/** Lifts the address's lock and forgets its failures (after a password reset). */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await clearBuckets(db, [addressBucket(email)]);
}
