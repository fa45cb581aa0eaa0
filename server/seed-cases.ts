/**
 * Local demo cases for the compliance queue (decision 277): three monitoring findings on the demo
 * customer, recorded once (unique per customer, rule and key), each opening a case through the
 * database's trigger as a real finding does; so a newcomer sees a working queue on first start.
 */
import type { AppDeps } from './deps.js';

const DEMO_FINDINGS = [
  { rule: 'structuring', facts: { transfers: 3, eachBelow: 10000, currency: 'EUR', windowHours: 72 } },
  { rule: 'access_change_withdrawal', facts: { newCountry: 'PT', withdrawalWithinHours: 3 } },
  { rule: 'volume_spike', facts: { lastDay: 14200, dailyAverage: 310, currency: 'EUR' } },
] as const;

export async function seedDemoCases(deps: AppDeps, customerId: string): Promise<void> {
  await deps.db
    .insertInto('monitoring_findings')
    .values(
      DEMO_FINDINGS.map((f) => ({
        user_id: customerId,
        rule: f.rule,
        key: 'demo',
        transfer_ids: '[]',
        facts: JSON.stringify(f.facts),
        found_at: deps.clock.now(),
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'rule', 'key']).doNothing())
    .execute();
}
