/**
 * Screening a transfer before anything moves (decision 250). A hit opens a compliance case (once
 * per transfer) and the caller stops the transfer; the customer is told only that it is under
 * review, never why (no tipping off). A service that cannot answer stops the transfer for now.
 */
import { randomUUID } from 'node:crypto';
import { accountOf } from '../../../contract/addresses/identity.js';
import type { PaymentRoute } from '../../../contract/routes.js';
import { TRAVEL_RULE_MESSAGES } from '../../../contract/travel-rule.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { sealCaseNames } from '../../lib/sealed-identity.js';
import { ScreeningUnavailable } from '../../providers/screening/index.js';
import { keepUntil } from './retention.js';

interface ScreenedTransfer {
  userId: string;
  direction: 'withdrawal' | 'deposit';
  route: PaymentRoute;
  address: string;
  amount: bigint;
  /** What makes the transfer one: a withdrawal's Idempotency-Key, a deposit's route:txid:output. */
  reference: string;
}

const SCREENING_UNAVAILABLE_MESSAGE = 'We cannot check this transfer right now. Please try again in a few minutes.';

/**
 * Whether the account the transfer's address names is listed; a hit is recorded as an open case
 * that keeps the address as it was given. The list and the service are asked about the account in
 * its one spelling (decision 343): an X-address as its classic address, EVM and bech32 in lower
 * case, without whitespace.
 */
export async function screenTransfer(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'providers' | 'secrets'>,
  t: ScreenedTransfer,
): Promise<'clear' | 'hit'> {
  const result = await deps.providers.screening.screen(t.route.chain, accountOf(t.route.chain, t.address));
  if (!result.hit) return 'clear';
  await openCase(deps, t, result.source, result.names);
  deps.log.warn('screening hit: transfer stopped for review', { direction: t.direction, routeId: t.route.id });
  return 'hit';
}

/**
 * Opens a compliance case for a stopped transfer, once per transfer: a screening hit, or a deposit
 * whose Travel Rule information does not name the customer (decision 274, `source` says which).
 */
export async function openCase(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  t: ScreenedTransfer,
  source: string,
  names: readonly string[],
): Promise<void> {
  await deps.db
    .insertInto('screening_cases')
    .values({
      id: randomUUID(),
      user_id: t.userId,
      direction: t.direction,
      route_id: t.route.id,
      currency: t.route.currency,
      address: t.address,
      amount: t.amount.toString(),
      reference: t.reference,
      source,
      // The names may name a person (a beneficiary, a listed entity): sealed (decision 335).
      names: sealCaseNames(deps.secrets.data, t, names),
      state: 'open',
      created_at: deps.clock.now(),
      keep_until: keepUntil(deps.clock.now()),
    })
    .onConflict((oc) => oc.columns(['direction', 'user_id', 'reference']).doNothing())
    .execute();
}

/** Whether a transfer already has a case (a deposit reported again stays frozen). */
export async function hasCase(
  deps: Pick<AppDeps, 'db'>,
  direction: 'withdrawal' | 'deposit',
  userId: string,
  reference: string,
) {
  const row = await deps.db
    .selectFrom('screening_cases')
    .select('id')
    .where('direction', '=', direction)
    .where('user_id', '=', userId)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Screens a transfer the customer is asking for now: a withdrawal's destination, or the sending
 * address they type for a deposit (decision 493). No answer from the service is a 503 that
 * changes nothing, so the customer asks again later; a hit has opened its case.
 */
export async function screenRequested(deps: AppDeps, t: ScreenedTransfer): Promise<'clear' | 'hit'> {
  try {
    return await screenTransfer(deps, t);
  } catch (e) {
    if (!(e instanceof ScreeningUnavailable)) throw e;
    deps.log.warn('screening unavailable', { error: e.message });
    throw new ApiError('SERVICE_UNAVAILABLE', SCREENING_UNAVAILABLE_MESSAGE);
  }
}

/**
 * Screens a withdrawal's destination: a hit refuses it (TRANSFER_UNDER_REVIEW, 422) with the
 * review words only; no answer from the service is a 503. Nothing is held either way.
 */
export async function assertWithdrawalScreened(deps: AppDeps, t: Omit<ScreenedTransfer, 'direction'>): Promise<void> {
  const outcome = await screenRequested(deps, { ...t, direction: 'withdrawal' });
  if (outcome === 'hit') throw new ApiError('TRANSFER_UNDER_REVIEW', TRAVEL_RULE_MESSAGES.underReview);
}
