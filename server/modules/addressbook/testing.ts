/**
 * Address book test support: a server whose new addresses wait a hold, and a saved address written
 * straight to the table, confirmed and past its hold.
 */
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';

/** A server whose saved addresses are usable `holdSeconds` after they are confirmed, at steady prices and the highest withdrawal limits. */
export function createAddressHoldEnv(holdSeconds: number): Promise<TestEnv> {
  return createTestEnv({
    env: { MARKET_VOLATILITY_BPS: '0', ADDRESS_HOLD_SECONDS: String(holdSeconds), ...HIGHEST_WITHDRAWAL_LIMITS },
  });
}

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
