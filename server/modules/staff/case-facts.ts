/**
 * What a case is about, read from the hit or finding that opened it: the stopped transfer and the
 * list's names for a screening hit; the rule's facts and the movements for a monitoring finding.
 */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { fromUnits } from '../../../contract/money.js';
import type { Database } from '../../db/index.js';
import { openCaseNames } from '../../lib/sealed-identity.js';

function parsed(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

export async function caseFacts(
  db: Database,
  key: Uint8Array,
  source: 'screening' | 'monitoring',
  sourceId: string,
): Promise<Record<string, unknown>> {
  if (source === 'screening') {
    const s = await db
      .selectFrom('screening_cases')
      .select([
        'id',
        'direction',
        'user_id',
        'reference',
        'currency',
        'amount',
        'address',
        'source',
        'names',
        'created_at',
      ])
      .where('id', '=', sourceId)
      .executeTakeFirst();
    if (!s) return {};
    return {
      screeningCaseId: s.id,
      direction: s.direction,
      currency: s.currency,
      amount: fromUnits(BigInt(s.amount), COINS[s.currency as CoinSymbol]?.scale ?? 8),
      address: s.address,
      list: s.source,
      // Sealed: they may name the beneficiary (decision 335).
      names: openCaseNames(key, s, s.names),
    };
  }
  const f = await db
    .selectFrom('monitoring_findings')
    .select(['rule', 'transfer_ids', 'facts'])
    .where('id', '=', Number(sourceId))
    .executeTakeFirst();
  if (!f) return {};
  return { rule: f.rule, transferIds: parsed(f.transfer_ids), ...(parsed(f.facts) as Record<string, unknown>) };
}
