/** Helpers for tests that need a customer under a sanctions case, on a deposit or a withdrawal. */
import { randomUUID } from 'node:crypto';
import type { TestEnv } from '../../test/harness.js';

interface Hit {
  direction?: 'deposit' | 'withdrawal';
  routeId?: number;
  currency?: string;
  address?: string;
  amount?: string;
  reference?: string;
  source?: string;
  names?: string;
  at?: Date;
}

/**
 * Records a sanctions hit as screening does on a list match; the case opens with it. By default
 * a withdrawal of 0.001 BTC to a made-up address of a listed person, stopped now.
 */
export async function recordSanctionsHit(env: TestEnv, userId: string, o: Hit = {}): Promise<void> {
  await env.deps.db
    .insertInto('screening_cases')
    .values({
      id: randomUUID(),
      user_id: userId,
      direction: o.direction ?? 'withdrawal',
      route_id: o.routeId ?? 1,
      currency: o.currency ?? 'BTC',
      address: o.address ?? 'bc1qsanctioned',
      amount: o.amount ?? '100000',
      reference: o.reference ?? randomUUID(),
      source: o.source ?? 'sandbox',
      names: o.names ?? '["Listed Person"]',
      state: 'open',
      created_at: o.at ?? env.deps.clock.now(),
    })
    .execute();
}

/** Opens a sanctions case on a deposit the customer received, as screening does on a list match. */
export async function openSanctionsCase(
  env: TestEnv,
  userId: string,
  address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
): Promise<void> {
  await recordSanctionsHit(env, userId, {
    direction: 'deposit',
    routeId: 2,
    currency: 'ETH',
    address,
    amount: '1',
    reference: `2:0x${'ab'.repeat(32)}:0`,
    source: 'ofac_sdn',
    names: '[]',
  });
}
