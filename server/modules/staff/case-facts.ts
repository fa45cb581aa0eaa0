/**
 * What a case is about, read from the hit or finding that opened it: the stopped transfer and the
 * list's names for a screening hit; the rule's facts and the movements for a monitoring finding;
 * the payment, its sending account and why it went back for a returned bank deposit.
 */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import type { CaseSource } from '../../../contract/cases.js';
import { fromUnits } from '../../../contract/money.js';
import type { Database } from '../../db/index.js';
import { openCaseNames } from '../../lib/sealed-identity.js';
import { decimalOfCents } from '../../providers/bank/index.js';

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
  source: CaseSource,
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
  if (source === 'bank') {
    const d = await db
      .selectFrom('bank_deposits')
      .select([
        'id',
        'provider_payment_id',
        'currency',
        'amount',
        'payer_name',
        'payer_account',
        'reason',
        'received_at',
      ])
      .where('id', '=', sourceId)
      .executeTakeFirst();
    if (!d) return {};
    return {
      bankDepositId: d.id,
      paymentId: d.provider_payment_id,
      currency: d.currency,
      amount: decimalOfCents(BigInt(d.amount)),
      senderName: d.payer_name,
      senderAccount: d.payer_account,
      reason: d.reason,
      receivedAt: new Date(d.received_at).toISOString(),
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
