/**
 * A withdrawal's Travel Rule record for an authority's request (decisions 276 and 303): the facts
 * of the transfer and the sealed record, opened, exactly as it was sent or recorded when the
 * withdrawal was made, with the provider's answer when one came.
 */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import { fromUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import type { AppDeps } from '../../deps.js';
import { directoryEntry } from './directory.js';
import { answersOf, openWithdrawalRecords, withdrawalSource } from './withdrawal-records.js';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The export of one withdrawal's record, or null when it is not a Travel Rule withdrawal. */
export async function withdrawalRecordExport(deps: Pick<AppDeps, 'db' | 'config' | 'secrets'>, id: string) {
  const w = await deps.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .where('travel_rule_state', 'is not', null)
    .executeTakeFirst();
  if (!w) return null;
  const kept = (await openWithdrawalRecords(deps.db, deps.secrets.data, [w.id])).get(w.id);
  const answers = answersOf(deps.secrets.data, w.id, w.beneficiary);
  const vasp = answers?.providerId ? directoryEntry(deps.config.mode, answers.providerId) : undefined;
  const cases = await deps.db
    .selectFrom('screening_cases')
    .select(['id', 'address', 'source', 'state', 'created_at'])
    .where('direction', '=', 'withdrawal')
    .where('user_id', '=', w.user_id)
    .where('reference', '=', w.idempotency_key)
    .execute();
  const amount = fromUnits(BigInt(w.amount), COINS[w.currency as CoinSymbol]?.scale ?? 8);
  const network = routeById(w.route_id)?.networkName ?? String(w.route_id);
  const transfer = {
    id: w.id,
    direction: 'withdrawal' as const,
    customerNumber: customerNumberOf(w.user_id),
    network,
    asset: w.currency,
    amount,
    txid: w.tx_hash,
    toAddress: w.address,
    state: w.travel_rule_state,
    receivingProvider: answers?.wallet === 'provider' ? (vasp?.legalName ?? 'not listed') : null,
    informationSource: withdrawalSource(answers, kept !== undefined),
    providerAnswer: kept?.providerAnswer ?? null,
    screeningAtTransfer: kept?.record.screening ?? null,
    proofOfAddress: kept?.record.proof ?? null,
    screening: cases.map((c) => ({ ...c, created_at: iso(c.created_at) })),
    createdAt: iso(w.created_at),
    keepUntil: iso(kept?.keepUntil ?? null),
  };
  const answer = kept?.providerAnswer;
  const facts: [string, string][] = [
    ['Record', w.id],
    ['Customer number', transfer.customerNumber],
    ['Direction', 'withdrawal'],
    ['Asset and amount', `${amount} ${w.currency} on ${network}`],
    ['Transaction', w.tx_hash ?? 'not sent'],
    ['To address', w.address],
    ['State', w.travel_rule_state ?? ''],
    ['Receiving provider', transfer.receivingProvider ?? '-'],
    ['Information source', transfer.informationSource],
    ['Provider answer', answer ? `${answer.outcome}${answer.reason ? ` (${answer.reason})` : ''} ${answer.at}` : '-'],
    ['Proof of address', kept?.record.proof ? `${kept.record.proof.scheme} ${kept.record.proof.provenAt}` : '-'],
    ['Screening cases', cases.length ? cases.map((c) => `${c.source} (${c.state})`).join(', ') : 'none'],
    ['Recorded', transfer.createdAt ?? ''],
    ['Kept until', transfer.keepUntil ?? '-'],
  ];
  return { userId: w.user_id, transfer, ivms101: kept?.record.IVMS101 ?? null, facts };
}
