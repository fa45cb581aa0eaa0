/** A customer's retried request finds the movement its Idempotency-Key already posted. */
import type { Database } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import type { MovementKind } from './types.js';

/** The id of the movement of `kind` posted under the customer's key, or null; one of another kind is a conflict. */
export async function movementForKey(
  db: Database,
  userId: string,
  key: string,
  kind: MovementKind,
): Promise<number | null> {
  const m = await db
    .selectFrom('ledger_movements')
    .select(['id', 'kind'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!m) return null;
  if (m.kind !== kind)
    throw new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with another request');
  return m.id;
}
