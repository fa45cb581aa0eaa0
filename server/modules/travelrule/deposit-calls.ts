/**
 * The customer's side of deposits that came without the sender's information (decision 274):
 * which of theirs wait for an answer, and the answer, taken once. The answer moves no money: it
 * ends the hold by changing the record's state, claimed atomically, so a replay, a second answer
 * sent at once or an answer for another customer's deposit changes nothing.
 */

import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { DEPOSIT_ORIGIN_MESSAGES as M } from '../../../contract/deposit-origin.js';
import { fromUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireUser } from '../../http/call.js';
import { validationError } from '../../http/errors.js';
import { directoryEntry } from './directory.js';
import { hasProof } from './proofs.js';
import { sealRecord } from './records.js';
import { aboveThreshold, thresholdFor } from './threshold.js';

/** Letters (with marks), spaces, and the name punctuation people use: 2 to 100 of them. */
const NAME = /^\p{L}[\p{L}\p{M} .,'’-]{1,99}$/u;

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
 * Whether the deposit, with the customer's deposits from the same address in the 24 hours
 * before, is above the region's threshold (decision 248). No value (no price when credited) counts
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
  const earlier = address
    ? await deps.db
        .selectFrom('transfer_records')
        .select(['created_at', 'value_eur', 'value_aud'])
        .where('user_id', '=', userId)
        .where('route_id', '=', r.route_id)
        .where('from_address', '=', address)
        .where('id', '!=', r.id)
        .where('created_at', '<', at)
        .execute()
    : [];
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
    const other = p.owner === 'other';
    if (other && p.kind !== 'person' && p.kind !== 'business') throw validationError({ kind: M.kind });
    if (other && !p.name) throw validationError({ name: M.name });
    if (other && !NAME.test(p.name)) throw validationError({ name: M.nameInvalid });
    const provider = p.wallet === 'provider' && p.providerId ? directoryEntry(deps.config.mode, p.providerId) : null;
    if (p.wallet === 'provider' && p.providerId && !provider) throw validationError({ providerId: M.provider });
    const address = row.from_address ?? (p.address || null);
    if (!other && p.wallet === 'self_hosted' && (await proofNeeded(deps, userId, row, address))) {
      if (!address) throw validationError({ address: M.address });
      if (!(await hasProof(deps, userId, row.route_id, address))) throw validationError({ address: M.proofNeeded });
    }
    const answer = {
      owner: p.owner,
      wallet: p.wallet,
      providerId: provider?.id ?? null,
      providerName: provider?.legalName ?? null,
      kind: other ? p.kind : null,
      name: other ? p.name : null,
      address,
    };
    const now = deps.clock.now();
    // Claimed: only the first answer finds it waiting; a parallel or replayed one finds it answered.
    const claimed = await deps.db
      .updateTable('transfer_records')
      .set({ state: 'answered', answered_at: now, answer_sealed: sealRecord(deps.secrets.data, row.id, answer) })
      .where('id', '=', row.id)
      .where('user_id', '=', userId)
      .where('state', '=', 'information_needed')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw validationError({ depositId: M.unknown });
    return { data: { id: row.id, state: 'answered' as const } };
  },
});

export const depositOriginCalls = [depositOrigins, answerDepositOrigin];
