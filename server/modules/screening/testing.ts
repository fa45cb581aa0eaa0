/** Helpers for tests that need a customer under a sanctions case, on a deposit or a withdrawal. */
import { randomUUID } from 'node:crypto';
import type { TestEnv } from '../../test/harness.js';

/** Opens a sanctions case on a deposit the customer received, as screening does on a list match. */
export async function openSanctionsCase(
  env: TestEnv,
  userId: string,
  address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
): Promise<void> {
  await env.deps.db
    .insertInto('screening_cases')
    .values({
      id: randomUUID(),
      user_id: userId,
      direction: 'deposit',
      route_id: 2,
      currency: 'ETH',
      address,
      amount: '1',
      reference: `2:0x${'ab'.repeat(32)}:0`,
      source: 'ofac_sdn',
      names: '[]',
      state: 'open',
      created_at: env.deps.clock.now(),
    })
    .execute();
}

/**
 * Records a sanctions hit on a withdrawal to a listed person, as screening does when it stops
 * one (by default 0.001 BTC to a made-up address, now); the case opens with it.
 */
export async function recordWithdrawalHit(
  env: TestEnv,
  userId: string,
  o: { routeId?: number; currency?: string; address?: string; amount?: string; reference?: string; at?: Date } = {},
): Promise<void> {
  await env.deps.db
    .insertInto('screening_cases')
    .values({
      id: randomUUID(),
      user_id: userId,
      direction: 'withdrawal',
      route_id: o.routeId ?? 1,
      currency: o.currency ?? 'BTC',
      address: o.address ?? 'bc1qsanctioned',
      amount: o.amount ?? '100000',
      reference: o.reference ?? randomUUID(),
      source: 'sandbox',
      names: '["Listed Person"]',
      state: 'open',
      created_at: o.at ?? env.deps.clock.now(),
    })
    .execute();
}
