/**
 * Emailed one-time codes, one table for every purpose, one row per (email, purpose): six digits,
 * stored only as a keyed hash, valid 10 minutes, used once; five wrong tries void the code and a
 * new send replaces it. Checking and consuming are separate steps so that the consuming step can
 * run inside the transaction of what the code unlocks, and a code is never spent twice.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  OTP_CODE_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  type OtpType,
} from '../../../contract/accounts.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { normalizeEmail } from './users.js';

const CODE_TTL_MS = OTP_TTL_MINUTES * 60_000;

/**
 * A staff member's enrolment link (decision 359): a long random code in the same table, never
 * offered by the public send call, so only the server's own mail carries one.
 */
// Apart from the customer's code types (OTP_TYPE), which the public send call takes.
export const STAFF_ENROLMENT_PURPOSE = 9;
type CodePurpose = OtpType | typeof STAFF_ENROLMENT_PURPOSE;

export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

const hashKeys = new WeakMap<Uint8Array, Buffer>();

/** A key of its own for code hashes, derived from the data key (never the key itself). */
function hashKey(dataKey: Uint8Array): Buffer {
  let k = hashKeys.get(dataKey);
  if (!k) {
    k = createHmac('sha256', dataKey).update('one-time code hashes').digest();
    hashKeys.set(dataKey, k);
  }
  return k;
}

/**
 * Six digits are a small space, so a plain hash would be reversed at once: the hash is keyed with
 * a server secret and bound to the address and purpose.
 */
function codeHash(deps: Pick<AppDeps, 'secrets'>, email: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', hashKey(deps.secrets.data))
    .update(`${purpose}\n${normalizeEmail(email)}\n${code}`)
    .digest('hex');
}

/** Stores a new code for (email, purpose), replacing any earlier one; valid `ttlMs` (ten minutes). */
export async function storeCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  email: string,
  purpose: CodePurpose,
  code: string,
  ttlMs = CODE_TTL_MS,
): Promise<void> {
  const now = deps.clock.now();
  const row = {
    email_normalized: normalizeEmail(email),
    purpose,
    code_hash: codeHash(deps, email, purpose, code),
    expires_at: new Date(now.getTime() + ttlMs),
    attempts: 0,
    created_at: now,
  };
  await deps.db
    .insertInto('verifications')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['email_normalized', 'purpose']).doUpdateSet({
        code_hash: row.code_hash,
        expires_at: row.expires_at,
        attempts: 0,
        created_at: now,
      }),
    )
    .execute();
}

export async function dropCode(db: Database, email: string, purpose: CodePurpose): Promise<void> {
  await db
    .deleteFrom('verifications')
    .where('email_normalized', '=', normalizeEmail(email))
    .where('purpose', '=', purpose)
    .execute();
}

/**
 * Checks a code without spending it. Returns the stored hash for consumeCode; throws OTP_INVALID
 * (no code, wrong code, or voided by the fifth wrong try) or OTP_EXPIRED. The try is claimed
 * (attempts + 1) in one statement before the comparison, so parallel guesses never compare more
 * than five times; a right code's try is given back.
 */
export async function checkCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<string> {
  const key = normalizeEmail(email);
  const now = deps.clock.now();
  const claimed = await deps.db
    .updateTable('verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('email_normalized', '=', key)
    .where('purpose', '=', purpose)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('expires_at', '>', now)
    .returning(['code_hash', 'attempts'])
    .executeTakeFirst();
  if (!claimed) {
    const row = await deps.db
      .selectFrom('verifications')
      .select(['code_hash', 'expires_at', 'attempts'])
      .where('email_normalized', '=', key)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (row && row.attempts < OTP_MAX_ATTEMPTS && new Date(row.expires_at).getTime() <= now.getTime()) {
      await deps.db.deleteFrom('verifications').where('code_hash', '=', row.code_hash).execute();
      throw new ApiError('OTP_EXPIRED', ACCOUNT_MESSAGES.codeExpired);
    }
    throw new ApiError('OTP_INVALID', ACCOUNT_MESSAGES.invalidCode);
  }
  const expected = Buffer.from(claimed.code_hash, 'hex');
  const given = Buffer.from(codeHash(deps, email, purpose, code.trim()), 'hex');
  if (timingSafeEqual(expected, given)) {
    await deps.db
      .updateTable('verifications')
      .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
      .where('code_hash', '=', claimed.code_hash)
      .execute();
    return claimed.code_hash;
  }
  if (claimed.attempts >= OTP_MAX_ATTEMPTS) {
    await deps.db.deleteFrom('verifications').where('code_hash', '=', claimed.code_hash).execute();
    throw new ApiError('OTP_INVALID', ACCOUNT_MESSAGES.codeVoided);
  }
  throw new ApiError('OTP_INVALID', ACCOUNT_MESSAGES.invalidCode);
}

/** Spends a checked code; false when another request spent or replaced it first. */
export async function consumeCode(db: Database, hash: string, now: Date): Promise<boolean> {
  const gone = await db
    .deleteFrom('verifications')
    .where('code_hash', '=', hash)
    .where('expires_at', '>', now)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .returning('code_hash')
    .executeTakeFirst();
  return Boolean(gone);
}
