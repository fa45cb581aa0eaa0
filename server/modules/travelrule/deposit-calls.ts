/**
 * The customer's side of deposits that came without the sender's information (decision 274):
 * which of theirs wait for an answer, and the answer, taken once. The answer moves no money: it
 * ends the hold by changing the record's state, claimed atomically, so a replay, a second answer
 * sent at once or an answer for another customer's deposit changes nothing. Above the threshold,
 * an answer naming someone else's self-hosted wallet keeps the hold and opens compliance's case,
 * as a withdrawal to one does (decision 368). A sending address the customer types is screened
 * as a withdrawal's destination is (decision 493).
 */

import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { type DepositOriginAnswer, DEPOSIT_ORIGIN_MESSAGES as M } from '../../../contract/deposit-origin.js';
import { fromUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import { parseBeneficiary } from '../../../contract/travel-rule.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireUser } from '../../http/call.js';
import { validationError } from '../../http/errors.js';
import { openCase, screenRequested } from '../screening/index.js';
import { directoryEntry } from './directory.js';
import { hasProof } from './proofs.js';
import { sealRecord } from './records.js';
import { SELF_HOSTED_OTHER_SOURCE, selfHostedAboveThreshold } from './self-hosted-rule.js';
import { aboveThreshold, isLinked, linkedScope, thresholdFor } from './threshold.js';

type Row = {
  id: string;
  user_id: string;
  route_id: number;
  from_address: string | null;
  value_eur: string | null;
  value_aud: string | null;
  created_at: Date | string;
};

/**
 * Whether the deposit, with the customer's deposits from the same account in the 24 hours before,
 * is above the region's threshold (decision 248). No value (no price when credited) counts
 * as above: the stricter reading.
 */
async function proofNeeded(deps: Pick<AppDeps, 'db' | 'config'>, userId: string, r: Row, address: string | null) {
  const user = await deps.db
    .selectFrom('users')
    .select('currency_code')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const threshold = thresholdFor(user.currency_code, deps.config.travelRuleThresholds);
  const regionValue = (x: Pick<Row, 'value_eur' | 'value_aud'>) =>
    threshold.currency === 'AUD' ? x.value_aud : x.value_eur;
  const value = regionValue(r);
  if (value === null) return true;
  const at = new Date(r.created_at);
  // Linked by the account (decision 344), as a withdrawal's are: every spelling of the sender, on
  // every route sharing its addresses.
  const route = routeById(r.route_id);
  let earlier: Array<Pick<Row, 'created_at' | 'value_eur' | 'value_aud'>> = [];
  if (route && address) {
    const scope = linkedScope(route, at);
    const linked = isLinked(route, address);
    const rows = await deps.db
      .selectFrom('transfer_records')
      .select(['from_address', 'created_at', 'value_eur', 'value_aud'])
      .where('user_id', '=', userId)
      .where('route_id', 'in', scope.routeIds)
      .where('from_address', 'is not', null)
      .where('id', '!=', r.id)
      .where('created_at', '>', scope.since)
      .where('created_at', '<', at)
      .execute();
    earlier = rows.filter((e) => linked(e.from_address));
  }
  return aboveThreshold(
    threshold,
    value,
    earlier.map((e) => ({ at: new Date(e.created_at), value: regionValue(e) ?? '0' })),
    at,
  );
}

const depositOrigins = defineCall(CALLS.depositOrigins, {
  async handle(ctx) {
    const { deps } = ctx;
    const userId = requireUser(ctx).id;
    const rows = await deps.db
      .selectFrom('transfer_records')
      .selectAll()
      .where('user_id', '=', userId)
      .where('state', '=', 'information_needed')
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute();
    const deposits = [];
    for (const r of rows) {
      const route = routeById(r.route_id);
      deposits.push({
        id: r.id,
        paymentRouteId: r.route_id,
        currency: r.currency,
        amount: fromUnits(BigInt(r.amount), COINS[r.currency as CoinSymbol]?.scale ?? 8),
        networkName: route?.networkName ?? '',
        txid: r.txid,
        fromAddress: r.from_address,
        // An address already proven (by a signature or a test deposit) is never asked again.
        proofNeeded:
          (await proofNeeded(deps, userId, r, r.from_address)) &&
          !(r.from_address && (await hasProof(deps, userId, r.route_id, r.from_address))),
        createdAt: new Date(r.created_at).toISOString(),
      });
    }
    return { data: { deposits } };
  },
});

/** The shared rule's refusals, under the deposit form's fields and in its words. */
function originErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === 'beneficiary') out.owner = M.owner;
    else if (key === 'beneficiary.kind') out.kind = M.kind;
    else if (key === 'beneficiary.providerId') out.providerId = M.provider;
    else out[key.replace(/^beneficiary\./, '')] = message;
  }
  return out;
}

const answerDepositOrigin = defineCall(CALLS.answerDepositOrigin, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const userId = requireUser(ctx).id;
    // Another customer's deposit answers as an unknown one: nothing says it exists.
    const row = await deps.db
      .selectFrom('transfer_records')
      .selectAll()
      .where('id', '=', p.depositId)
      .where('user_id', '=', userId)
      .where('state', '=', 'information_needed')
      .executeTakeFirst();
    if (!row) throw validationError({ depositId: M.unknown });
    // Who sent it is read by the rule that reads who receives a withdrawal (decision 368).
    const parsed = parseBeneficiary({
      owner: p.owner,
      wallet: p.wallet,
      providerId: p.providerId || null,
      kind: p.kind,
      name: p.name,
    });
    if (parsed.errors) throw validationError(originErrors(parsed.errors));
    const a = parsed.answers;
    const provider = a.providerId === null ? null : directoryEntry(deps.config.mode, a.providerId);
    if (a.providerId !== null && !provider) throw validationError({ providerId: M.provider });
    // An account at a provider names the provider: from the directory, or by its name.
    const providerName = provider?.legalName ?? (a.wallet === 'provider' ? p.providerName || null : null);
    if (a.wallet === 'provider' && !providerName) throw validationError({ providerName: M.providerName });
    const address = row.from_address ?? (p.address || null);
    const route = routeById(row.route_id);
    const screened = route && {
      userId,
      route,
      address: address ?? '',
      amount: BigInt(row.amount),
      reference: `${row.route_id}:${row.txid}:${row.output_index}`,
      direction: 'deposit' as const,
    };
    // The chain's sender was screened before crediting; one the customer types is screened now, as
    // a withdrawal's destination is (decision 493): a hit keeps the hold, in review with its case.
    // The case is opened before the claim: an answer that then loses the race still leaves it.
    const typed = row.from_address === null && address !== null;
    const listed = typed && screened ? (await screenRequested(deps, screened)) === 'hit' : false;
    let review = listed;
    if (!listed && a.wallet === 'self_hosted' && (await proofNeeded(deps, userId, row, address))) {
      if (selfHostedAboveThreshold(a) === 'review') review = true;
      else {
        if (!address) throw validationError({ address: M.address });
        if (!(await hasProof(deps, userId, row.route_id, address))) throw validationError({ address: M.proofNeeded });
      }
    }
    const answer = {
      owner: a.owner,
      wallet: a.wallet,
      providerId: provider?.id ?? null,
      providerName,
      kind: a.kind,
      name: a.name,
      address,
    };
    const now = deps.clock.now();
    const state: DepositOriginAnswer['state'] = review ? 'review' : 'answered';
    // Claimed: only the first answer finds it waiting; a parallel or replayed one finds it answered.
    const claimed = await deps.db
      .updateTable('transfer_records')
      .set({ state, answered_at: now, answer_sealed: sealRecord(deps.secrets.data, row.id, answer) })
      .where('id', '=', row.id)
      .where('user_id', '=', userId)
      .where('state', '=', 'information_needed')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw validationError({ depositId: M.unknown });
    // Someone else's self-hosted wallet above the threshold: compliance's case, as for a withdrawal.
    if (review && !listed && screened) await openCase(deps, screened, SELF_HOSTED_OTHER_SOURCE, a.name ? [a.name] : []);
    return { data: { id: row.id, state } };
  },
});

export const depositOriginCalls = [depositOrigins, answerDepositOrigin];
