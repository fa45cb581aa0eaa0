/** Address book test support: a saved address written straight to the table, confirmed and past its hold. */
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.js';

export async function insertUsableAddress(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  routeId: number,
  address: string,
  label: string,
): Promise<string> {
  const now = deps.clock.now();
  const id = randomUUID();
  await deps.db
    .insertInto('address_book')
    .values({
      id,
      user_id: userId,
      route_id: routeId,
      address,
      label,
      created_at: now,
      confirm_token_hash: randomUUID(),
      confirm_expires_at: now,
      confirmed_at: now,
      usable_at: now,
    })
    .execute();
  return id;
}
