/**
 * A receiving provider's late answer (decision 295). TRP lets a provider answer an inquiry later, by
 * a POST of {approved: …} or {rejected: reason} to the callback address the inquiry named. Ours is
 * signed: it carries an HMAC of the withdrawal's id under the data key, so only the provider we
 * sent it to knows it, and it names one withdrawal. The answer counts once, while the withdrawal
 * waits and before its deadline; anything else (forged, for another withdrawal, replayed, late,
 * not an answer) is a 4xx and changes nothing.
 */
import { TRAVEL_RULE_FAILURES } from '../../../contract/travel-rule.js';
import type { AppDeps } from '../../deps.js';
import { parseTrpAnswer } from '../../providers/travelrule/index.js';
import { inTransaction } from '../ledger/index.js';
import { openFailureCase } from './failure-cases.js';
import { addressSignature, signatureValid } from './signed-address.js';
import { sealProviderAnswer } from './withdrawal-records.js';

export const TRP_CALLBACK_PATH = '/api/travel-rule/trp-callback/:id/:signature';
/** A TRP answer is a few hundred bytes; more is not read. */
const TRP_CALLBACK_MAX_BYTES = 16 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The callback address an inquiry names for this withdrawal. */
export function trpCallbackUrl(deps: Pick<AppDeps, 'config' | 'secrets'>, id: string): string {
  return `${deps.config.publicUrl}/api/travel-rule/trp-callback/${id}/${addressSignature(deps.secrets.data, 'trp-callback', id)}`;
}

type Settle = (id: string, outcome: { state: 'failed'; reason: string }) => Promise<boolean>;

interface Delivery {
  id: string;
  signature: string;
  /** TRP's request-identifier header: when sent, it names the same withdrawal. */
  requestIdentifier: string | undefined;
  rawBody: string;
}

type Reply = { status: 200 | 400 | 403 | 409; body: Record<string, string> };

/** Acts on a delivered answer once; the reply says why nothing changed. */
export async function receiveTrpCallback(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'secrets'>,
  d: Delivery,
  settle: Settle,
): Promise<Reply> {
  if (!signatureValid(deps.secrets.data, 'trp-callback', UUID.test(d.id) ? d.id : null, d.signature)) {
    deps.log.warn('travel rule callback refused: not signed for this transfer');
    return { status: 403, body: { error: 'not a callback address of ours' } };
  }
  if (d.requestIdentifier !== undefined && d.requestIdentifier !== d.id)
    return { status: 400, body: { error: 'request-identifier names another transfer' } };
  let parsed: unknown = null;
  try {
    parsed = d.rawBody.length <= TRP_CALLBACK_MAX_BYTES ? JSON.parse(d.rawBody) : null;
  } catch {
    parsed = null;
  }
  const answer = parseTrpAnswer(parsed);
  if (!answer || answer.outcome === 'pending') return { status: 400, body: { error: 'not an answer' } };
  const next = answer.outcome === 'accepted' ? 'accepted' : 'refused';
  // The state moves and the answer is sealed with the record together, or neither.
  const moved = await inTransaction(deps.db, async (trx) => {
    const r = await trx
      .updateTable('withdrawals')
      .set({ travel_rule_state: next, travel_rule_reason: answer.outcome === 'refused' ? answer.reason : null })
      .where('id', '=', d.id)
      .where('state', '=', 'pending')
      .where('travel_rule_state', '=', 'waiting')
      .where('travel_rule_deadline', '>', deps.clock.now())
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await sealProviderAnswer(trx, deps.secrets.data, d.id, answer, deps.clock.now());
    return true;
  });
  if (!moved) return { status: 409, body: { error: 'this transfer is not waiting for an answer' } };
  // Refused: the funds return now; accepted: the settlement pass sends it on.
  if (next === 'refused') {
    await openFailureCase(deps, d.id);
    await settle(d.id, { state: 'failed', reason: TRAVEL_RULE_FAILURES.refused });
  }
  return { status: 200, body: {} };
}
