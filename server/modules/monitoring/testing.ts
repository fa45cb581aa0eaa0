/**
 * Test support for monitoring: a finding recorded as the monitoring job records one (its case
 * opens with it), and a customer's findings once the monitoring in flight has settled.
 */
import { randomUUID } from 'node:crypto';
import type { TestEnv } from '../../test/harness.js';
import { monitoringIdle } from './scan.js';

/** A customer's findings, oldest first, once every transfer being looked at has been looked at. */
export async function findingsOf(env: Pick<TestEnv, 'deps'>, userId: string) {
  await monitoringIdle();
  return env.deps.db
    .selectFrom('monitoring_findings')
    .select(['id', 'rule', 'key', 'transfer_ids', 'facts'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * A finding of `rule` for a customer (by default a rapid outflow of AUD 5,000 in and 4,900 out,
 * found now), with the ledger movements it names.
 */
export async function recordFinding(
  env: Pick<TestEnv, 'deps'>,
  userId: string,
  o: { rule?: string; key?: string; transferIds?: number[]; facts?: Record<string, unknown>; at?: Date } = {},
): Promise<void> {
  await env.deps.db
    .insertInto('monitoring_findings')
    .values({
      user_id: userId,
      rule: o.rule ?? 'rapid_outflow',
      key: o.key ?? randomUUID(),
      transfer_ids: JSON.stringify(o.transferIds ?? []),
      facts: JSON.stringify(o.facts ?? { deposit: 5000, withdrawal: 4900 }),
      found_at: o.at ?? env.deps.clock.now(),
    })
    .execute();
}
