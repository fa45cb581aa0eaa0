/**
 * 2FA recovery codes (decision 091): ten single-use codes issued when 2FA is turned on or the set
 * is renewed, shown once and kept only as keyed hashes. Each is 10 characters of base32 (50 bits):
 * far too many to guess within the code-try limit, so a keyed hash (not a slow one) is enough.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from '../../../contract/profile.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => BASE32[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const keys = new WeakMap<Uint8Array, Buffer>();

function recoveryHash(deps: Pick<AppDeps, 'secrets'>, userId: string, code: string): string {
  let key = keys.get(deps.secrets.data);
  if (!key) {
    key = createHmac('sha256', deps.secrets.data).update('recovery code hashes').digest();
    keys.set(deps.secrets.data, key);
  }
  return createHmac('sha256', key).update(`${userId}\n${code}`).digest('hex');
}

/** Replaces the user's recovery codes with ten new ones; returns them, for showing once. */
export async function issueRecoveryCodes(
  deps: Pick<AppDeps, 'secrets'>,
  db: Database,
  userId: string,
  now: Date,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      codes.map((c) => ({
        user_id: userId,
        code_hash: recoveryHash(deps, userId, normalizeRecoveryCode(c) ?? ''),
        created_at: now,
      })),
    )
    .execute();
  return codes;
}

export async function dropRecoveryCodes(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Spends a recovery code: the number of unused codes left, or null when it is not an unused one. */
export async function consumeRecoveryCode(deps: AppDeps, userId: string, code: string): Promise<number | null> {
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) return null;
  const used = await deps.db
    .updateTable('recovery_codes')
    .set({ used_at: deps.clock.now() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryHash(deps, userId, normalized))
    .where('used_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  if (!used) return null;
  return unusedRecoveryCodes(deps.db, userId);
}

export async function unusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
