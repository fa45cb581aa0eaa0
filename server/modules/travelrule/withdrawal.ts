/**
 * The Travel Rule in a withdrawal (decisions 256 and 272), in three steps around the hold:
 * - before the 2FA code is spent, `prepareTravelRule` reads who receives it (the answers sent, or
 *   the saved address's), checks them, and builds and validates the IVMS101 payload: anything
 *   wrong is a 4xx and nothing moves;
 * - inside the hold's transaction, with the customer's row locked, `travelRuleStateFor` decides
 *   what the withdrawal waits for, so parallel or split withdrawals are counted together: a
 *   provider's answer, compliance's review, or nothing (the data recorded); an own self-hosted
 *   address above the threshold without a proof is refused there and the hold rolls back;
 * - after the hold, `afterHold` keeps the answers with the address book entry, opens the review
 *   case, or sends the payload to the receiving provider and acts on its answer.
 * Only withdrawals whose state lets them go (accepted, recorded) reach the chain.
 */
import type { IVMS101 } from 'ivms101';
import { type SqlBool, sql } from 'kysely';
import { customerNumberOf } from '../../../contract/customer-number.js';
import type { PaymentRoute } from '../../../contract/routes.js';
import {
  type BeneficiaryAnswers,
  TRAVEL_RULE_MESSAGES as M,
  parseBeneficiary,
  TRAVEL_RULE_FAILURES,
  type TravelRuleState,
} from '../../../contract/travel-rule.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, validationError } from '../../http/errors.js';
import { bookOwner, openIdentity, sealIdentity } from '../../lib/sealed-identity.js';
import { SANDBOX_VASP_ID, TravelRuleUnavailable } from '../../providers/travelrule/index.js';
import { savedEntryFor } from '../addressbook/index.js';
import { inTransaction } from '../ledger/index.js';
import { openCase } from '../screening/index.js';
import { assetOf } from './assets.js';
import { trpCallbackUrl } from './callback.js';
import { directoryEntry } from './directory.js';
import { openFailureCase } from './failure-cases.js';
import { buildTransferPayload, IvmsInvalid } from './ivms.js';
import { hasProof } from './proofs.js';
import { SELF_HOSTED_OTHER_SOURCE, selfHostedAboveThreshold } from './self-hosted-rule.js';
import { aboveThreshold, isLinked, linkedScope, thresholdFor } from './threshold.js';
import { sealProviderAnswer } from './withdrawal-records.js';

/** Who we are in the payload: the licensed company. */
const ORIGINATING_VASP = { name: 'CoinVault UAB', country: 'LT' };

const PROFILE_INCOMPLETE_MESSAGE =
  'Your verified details are incomplete for this transfer. Check your address in Profile, then try again.';

interface PreparedTravelRule {
  answers: BeneficiaryAnswers;
  payload: IVMS101;
}

interface Destination {
  userId: string;
  route: PaymentRoute;
  address: string;
}

/** The saved address's answers, when the customer has the destination in the book and answered before. */
async function savedAnswers(db: Database, key: Uint8Array, d: Destination): Promise<BeneficiaryAnswers | null> {
  const row = await savedEntryFor(db, d.userId, d.route, d.address);
  if (!row?.beneficiary_owner) return null;
  const parsed = parseBeneficiary({
    owner: row.beneficiary_owner,
    wallet: row.beneficiary_wallet,
    providerId: row.beneficiary_provider_id,
    kind: row.beneficiary_kind,
    // Sealed for the entry as it was saved, whichever spelling this withdrawal used.
    name: row.beneficiary_name && openIdentity(key, bookOwner({ ...d, address: row.address }), row.beneficiary_name),
  });
  return parsed.answers ?? null;
}

/** Checks who receives it and builds the payload; a 4xx, before anything is spent or held, when wrong. */
export async function prepareTravelRule(
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets'>,
  d: Destination,
  sent: unknown,
): Promise<PreparedTravelRule> {
  let answers: BeneficiaryAnswers;
  if (sent === undefined || sent === null) {
    const saved = await savedAnswers(deps.db, deps.secrets.data, d);
    if (!saved) throw validationError({ beneficiary: M.answersRequired });
    answers = saved;
  } else {
    const parsed = parseBeneficiary(sent);
    if (parsed.errors) throw validationError(parsed.errors);
    answers = parsed.answers;
  }
  const vasp = answers.providerId === null ? null : directoryEntry(deps.config.mode, answers.providerId);
  if (answers.providerId !== null && !vasp) throw validationError({ 'beneficiary.providerId': M.providerUnknown });
  const user = await deps.db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'dob', 'address', 'city', 'state', 'postal', 'country_code'])
    .where('id', '=', d.userId)
    .executeTakeFirstOrThrow();
  try {
    const payload = buildTransferPayload({
      originator: {
        firstName: user.first_name,
        lastName: user.last_name,
        dob: user.dob,
        address: user.address,
        city: user.city,
        state: user.state,
        postal: user.postal,
        country: user.country_code,
        customerNumber: customerNumberOf(d.userId),
      },
      originatorAccount: null,
      beneficiary: answers,
      beneficiaryAddress: d.address,
      originatingVasp: ORIGINATING_VASP,
      beneficiaryVasp: vasp ? { name: vasp.legalName, country: vasp.country } : null,
    });
    return { answers, payload };
  } catch (e) {
    if (!(e instanceof IvmsInvalid)) throw e;
    throw new ApiError('PROFILE_INCOMPLETE', PROFILE_INCOMPLETE_MESSAGE);
  }
}

/**
 * Where the Travel Rule information goes for this provider, or null when it cannot be sent
 * automatically (decision 295): the sandbox counterparty, or a listed provider whose TRP inquiry
 * address the operator set. Without one a transfer is sent on by compliance, as to one not listed.
 */
function inquiryEndpoint(deps: Pick<AppDeps, 'config'>, providerId: string | null, routeId: number): string | null {
  if (providerId === SANDBOX_VASP_ID) return `${deps.config.publicUrl}/travel-rule/trp/${routeId}`;
  return (providerId && deps.config.travelRuleEndpoints[providerId]) || null;
}

/**
 * What the withdrawal waits for. Run in the hold's transaction after the customer's row is locked,
 * so the withdrawals to the same address in the 24 hours before (linked transfers) are all seen.
 * Throws OWNERSHIP_PROOF_REQUIRED for an own self-hosted address above the threshold not proven.
 */
export async function travelRuleStateFor(
  deps: Pick<AppDeps, 'config'>,
  db: Database,
  d: Destination & { value: { EUR: string; AUD: string }; at: Date },
  answers: BeneficiaryAnswers,
): Promise<TravelRuleState> {
  if (answers.wallet === 'provider')
    return inquiryEndpoint(deps, answers.providerId, d.route.id) ? 'waiting' : 'review';
  const user = await db
    .selectFrom('users')
    .select('currency_code')
    .where('id', '=', d.userId)
    .executeTakeFirstOrThrow();
  const threshold = thresholdFor(user.currency_code, deps.config.travelRuleThresholds);
  const column = threshold.currency === 'AUD' ? 'value_aud' : 'value_eur';
  // Linked by the account (decision 344): every spelling of it, on every route sharing its addresses.
  const scope = linkedScope(d.route, d.at);
  const rows = await db
    .selectFrom('withdrawals')
    .select(['address', 'created_at', column])
    .where('user_id', '=', d.userId)
    .where('route_id', 'in', scope.routeIds)
    .where('state', '!=', 'failed')
    .where('created_at', '>', scope.since)
    .execute();
  const linked = isLinked(d.route, d.address);
  const earlier = rows
    .filter((r) => linked(r.address))
    .map((r) => ({ at: new Date(r.created_at), value: (r as Record<string, unknown>)[column] as string | null }))
    .filter((r): r is { at: Date; value: string } => r.value !== null);
  if (!aboveThreshold(threshold, d.value[threshold.currency], earlier, d.at)) return 'recorded';
  if (selfHostedAboveThreshold(answers) === 'review') return 'review';
  if (await hasProof({ db }, d.userId, d.route.id, d.address)) return 'recorded';
  throw new ApiError('OWNERSHIP_PROOF_REQUIRED', M.proofRequired, { field: 'cryptoAddress' });
}

/** The answers kept with the address book entry for the destination, when it is saved (decision 256). */
async function rememberAnswers(db: Database, key: Uint8Array, d: Destination, a: BeneficiaryAnswers): Promise<void> {
  const entry = await savedEntryFor(db, d.userId, d.route, d.address);
  if (!entry) return;
  await db
    .updateTable('address_book')
    .set({
      beneficiary_owner: a.owner,
      beneficiary_wallet: a.wallet,
      beneficiary_provider_id: a.providerId,
      beneficiary_kind: a.kind,
      beneficiary_name: a.name && sealIdentity(key, bookOwner({ ...d, address: entry.address }), a.name),
    })
    .where('id', '=', entry.id)
    .execute();
}

/**
 * A case in compliance's queue (the screening cases), for a withdrawal held for review: opened as
 * every screening case is, once per withdrawal and kept five years (decision 275).
 */
async function openReviewCase(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  w: Destination & { id: string; amount: bigint; reference: string },
  a: BeneficiaryAnswers,
): Promise<void> {
  const source = a.wallet === 'provider' ? 'travel_rule:provider_unreachable' : SELF_HOSTED_OTHER_SOURCE;
  await openCase(deps, { ...w, direction: 'withdrawal' }, source, a.name ? [a.name] : []);
}

type Settle = (id: string, outcome: { state: 'failed'; reason: string }) => Promise<boolean>;

/**
 * After the hold: keeps the answers, opens the review case, or asks the receiving provider.
 * Returns the state the withdrawal is in now. A provider that cannot be reached is treated as one
 * that has not answered yet: the deadline fails the withdrawal if no answer comes.
 */
export async function afterHold(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'providers' | 'config' | 'secrets'>,
  w: Destination & { id: string; amount: bigint; reference: string },
  prepared: PreparedTravelRule,
  state: TravelRuleState,
  settle: Settle,
): Promise<TravelRuleState> {
  await rememberAnswers(deps.db, deps.secrets.data, w, prepared.answers);
  if (state === 'review') {
    await openReviewCase(deps, w, prepared.answers);
    return state;
  }
  if (state !== 'waiting') return state;
  let answer: Awaited<ReturnType<AppDeps['providers']['travelrule']['inquire']>>;
  try {
    answer = await deps.providers.travelrule.inquire({
      id: w.id,
      endpoint: inquiryEndpoint(deps, prepared.answers.providerId, w.route.id) ?? '',
      asset: assetOf(w.route),
      amountUnits: w.amount,
      callbackUrl: trpCallbackUrl(deps, w.id),
      ivms101: prepared.payload,
    });
  } catch (e) {
    if (!(e instanceof TravelRuleUnavailable)) throw e;
    deps.log.warn('travel rule provider unavailable', { withdrawalId: w.id, error: e.message });
    return 'waiting';
  }
  return recordAnswer(deps, w.id, answer, settle);
}

/** Acts on a provider's answer to a waiting withdrawal, once: accepted lets it go, refused fails it. */
async function recordAnswer(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  id: string,
  answer: { outcome: 'accepted' } | { outcome: 'refused'; reason: string } | { outcome: 'pending' },
  settle: Settle,
): Promise<TravelRuleState> {
  if (answer.outcome === 'pending') return 'waiting';
  const next = answer.outcome === 'accepted' ? 'accepted' : 'refused';
  // The state moves and the answer is sealed with the record together, or neither.
  const moved = await inTransaction(deps.db, async (trx) => {
    const r = await trx
      .updateTable('withdrawals')
      .set({ travel_rule_state: next, travel_rule_reason: answer.outcome === 'refused' ? answer.reason : null })
      .where('id', '=', id)
      .where('travel_rule_state', '=', 'waiting')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await sealProviderAnswer(trx, deps.secrets.data, id, answer, deps.clock.now());
    return true;
  });
  if (!moved) return next;
  if (next === 'refused') {
    await openFailureCase(deps, id);
    await settle(id, { state: 'failed', reason: TRAVEL_RULE_FAILURES.refused });
  }
  return next;
}

/** Kept as a held withdrawal's reason when compliance returns it (decision 293). */
export const RETURNED_AFTER_REVIEW = 'returned after review';

/**
 * Fails the withdrawals whose provider has not answered by their deadline, and settles any refused,
 * timed-out or returned one whose settlement did not happen (the database away a moment, the
 * process stopped after the decision): the funds return, and a refused or timed-out one has its
 * case (decision 330).
 */
export async function failUnanswered(deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>, settle: Settle): Promise<number> {
  await deps.db
    .updateTable('withdrawals')
    .set({ travel_rule_state: 'timed_out' })
    .where('travel_rule_state', '=', 'waiting')
    .where('state', '=', 'pending')
    .where('travel_rule_deadline', '<=', deps.clock.now())
    .execute();
  const stopped = await deps.db
    .selectFrom('withdrawals')
    .select(['id', 'travel_rule_state'])
    .where('state', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('travel_rule_state', 'in', ['timed_out', 'refused']),
        eb.and([eb('travel_rule_state', '=', 'review'), eb('travel_rule_reason', '=', RETURNED_AFTER_REVIEW)]),
      ]),
    )
    .execute();
  let failed = 0;
  for (const w of stopped) {
    // Before the funds return: a case missed by a stop in between is opened on the next pass.
    if (w.travel_rule_state !== 'review') await openFailureCase(deps, w.id);
    const reason =
      w.travel_rule_state === 'review'
        ? TRAVEL_RULE_FAILURES.returned
        : w.travel_rule_state === 'refused'
          ? TRAVEL_RULE_FAILURES.refused
          : TRAVEL_RULE_FAILURES.timedOut;
    if (await settle(w.id, { state: 'failed', reason })) failed += 1;
  }
  return failed;
}

/** The states that let a withdrawal reach the chain (null: made before the Travel Rule was built). */
export const RELEASED_STATES = sql<SqlBool>`(travel_rule_state is null or travel_rule_state in ('accepted', 'recorded'))`;
