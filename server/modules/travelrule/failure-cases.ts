/**
 * A withdrawal the receiving provider refused or never answered opens a compliance case (issue
 * 34's "Travel Rule failures", decision 330): the funds have returned, but a provider that will not
 * take our customer's transfer is a fact compliance weighs. One case per withdrawal (the screening
 * case is unique by the withdrawal's Idempotency-Key), however often the failure is acted on.
 */
import { routeById } from '../../../contract/routes.js';
import type { AppDeps } from '../../deps.js';
import { openCase } from '../screening/index.js';

/** The case sources; the database names the case's kind after them (migration 082). */
const FAILURE_SOURCES = { refused: 'travel_rule:refused', timed_out: 'travel_rule:timed_out' } as const;

export async function openFailureCase(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  withdrawalId: string,
): Promise<void> {
  const w = await deps.db
    .selectFrom('withdrawals')
    .select(['user_id', 'route_id', 'address', 'amount', 'idempotency_key', 'travel_rule_state', 'travel_rule_reason'])
    .where('id', '=', withdrawalId)
    .executeTakeFirst();
  const route = w && routeById(w.route_id);
  if (!w || !route || (w.travel_rule_state !== 'refused' && w.travel_rule_state !== 'timed_out')) return;
  const t = {
    userId: w.user_id,
    direction: 'withdrawal' as const,
    route,
    address: w.address,
    amount: BigInt(w.amount),
    reference: w.idempotency_key,
  };
  // A refusal's reason (the provider's words, bounded when received) is what the officer reads.
  const said = w.travel_rule_state === 'refused' && w.travel_rule_reason ? [w.travel_rule_reason] : [];
  await openCase(deps, t, FAILURE_SOURCES[w.travel_rule_state], said);
}
