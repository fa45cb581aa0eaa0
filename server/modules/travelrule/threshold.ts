/**
 * The self-hosted threshold (decision 248): EUR 1,000 for EU customers, AUD 1,000 for Australian
 * ones (settings), against a transfer's value at the moment it is made, in the region's currency.
 * Transfers are linked when the same customer sends to the same address within 24 hours: their
 * values add up, so a threshold split into smaller withdrawals is still reached.
 */
import { accountOf, routesSharingAddresses } from '../../../contract/addresses/identity.js';
import { FIAT_SCALE } from '../../../contract/assets.js';
import { toUnits } from '../../../contract/money.js';
import type { PaymentRoute } from '../../../contract/routes.js';

const LINKED_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Where a customer's earlier transfers linked to one address are (decision 344), for the query
 * that reads them, withdrawals and deposits alike: every route sharing the address's accounts, and
 * the 24 hours before `at`. `isLinked` then keeps the rows of the same account, however spelled.
 */
export function linkedScope(route: Pick<PaymentRoute, 'chain'>, at: Date): { routeIds: number[]; since: Date } {
  return { routeIds: routesSharingAddresses(route), since: new Date(at.getTime() - LINKED_WINDOW_MS) };
}

/** Whether `other` is the same account as `address` on the route's chain, in any spelling. */
export function isLinked(route: Pick<PaymentRoute, 'chain'>, address: string): (other: string | null) => boolean {
  const account = accountOf(route.chain, address);
  return (other) => other !== null && accountOf(route.chain, other) === account;
}

/** The region's currency and its threshold in whole units. */
interface RegionThreshold {
  currency: 'EUR' | 'AUD';
  amount: number;
}

export interface ThresholdSettings {
  /** TRAVEL_RULE_THRESHOLD_EUR (whole euros). */
  eur: number;
  /** TRAVEL_RULE_THRESHOLD_AUD (whole Australian dollars). */
  aud: number;
}

/**
 * The region currency an account is valued in: AUD for Australian accounts, EUR otherwise (an
 * older USD account is held to the EU's rule, the stricter reading when the region is unclear).
 */
export function thresholdFor(currencyCode: string, settings: ThresholdSettings): RegionThreshold {
  return currencyCode === 'AUD' ? { currency: 'AUD', amount: settings.aud } : { currency: 'EUR', amount: settings.eur };
}

/** An earlier transfer to the same address: when it was made and its value in the region currency. */
interface LinkedTransfer {
  at: Date;
  /** Decimal string, 2 decimals. */
  value: string;
}

/**
 * Whether a transfer of `value` (decimal string in the threshold's currency), with the earlier
 * transfers to the same address, is above the threshold. Only transfers within 24 hours before
 * `now` count; "above" is strictly more than the threshold, as the regulation words it.
 */
export function aboveThreshold(
  threshold: RegionThreshold,
  value: string,
  earlier: readonly LinkedTransfer[],
  now: Date,
): boolean {
  const since = now.getTime() - LINKED_WINDOW_MS;
  let total = toUnits(value, FIAT_SCALE);
  for (const t of earlier)
    if (t.at.getTime() > since && t.at.getTime() <= now.getTime()) total += toUnits(t.value, FIAT_SCALE);
  return total > BigInt(threshold.amount) * 10n ** BigInt(FIAT_SCALE);
}
