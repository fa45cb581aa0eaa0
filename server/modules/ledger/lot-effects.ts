/**
 * What a posted movement does to a customer's lots (decision 413), read from what the ledger
 * recorded: the customer's flows, the movement's kind and details, and the rates of its time
 * (decision 174). One function for the movement posting now and for the rebuild of older ones.
 * A value that needs a rate the movement did not record is null: the lot says the rate is
 * missing; nothing is guessed.
 */
import { COINS, FIAT_SCALE } from '../../../contract/assets.js';
import { divDecimal, fromUnits, mulDecimal, toUnits } from '../../../contract/money.js';
import type { LotMovement, LotOp } from './lots.js';
import type { BankCurrency } from './types.js';

export interface MovementFacts {
  kind: string;
  ref: string;
  at: Date;
  details: unknown;
  /** Net change of each of the customer's accounts, by currency (coins and cash). */
  flows: Map<string, bigint>;
}

interface Recorded {
  usdc_rates?: Record<string, string>;
  fiat_rates?: Record<string, string>;
  fiat_currency?: string;
  fiat_amount?: string;
  network_fee?: string;
  withdrawal_id?: string;
  beneficiary_owner?: 'self' | 'other';
  source_currency?: string;
  source_units?: string;
}

function recorded(details: unknown): Recorded {
  const d = typeof details === 'string' ? JSON.parse(details) : details;
  return d && typeof d === 'object' ? (d as Recorded) : {};
}

const isCoin = (c: string): c is keyof typeof COINS => c in COINS;

/** Cents of `region` for `units` of `coin` at the USDC price and forex rate recorded then; null without them. */
export function recordedValue(details: unknown, coin: string, units: bigint, region: BankCurrency): bigint | null {
  if (!isCoin(coin)) return null;
  const r = recorded(details);
  const usdc = r.usdc_rates?.[coin];
  const fiat = r.fiat_rates?.[region];
  if (usdc === undefined || fiat === undefined) return null;
  const inUsdc = mulDecimal(fromUnits(units, COINS[coin].scale), usdc, 18, 'half-up');
  return toUnits(mulDecimal(inUsdc, fiat, FIAT_SCALE, 'half-up'), FIAT_SCALE);
}

/** The coins a movement's recorded rates value in `region` (decision 174): its USDC prices, if it recorded the region's rate. */
export function pricedCoins(details: unknown, region: BankCurrency): string[] {
  const r = recorded(details);
  return r.fiat_rates?.[region] === undefined ? [] : Object.keys(r.usdc_rates ?? {}).filter(isCoin);
}

/** Cents of `region` for an amount paid in `currency`: as is when it is the region's, else through the recorded rates. */
function recordedCash(details: unknown, amount: string, currency: string, region: BankCurrency): bigint | null {
  if (currency === region) return toUnits(amount, FIAT_SCALE);
  const r = recorded(details).fiat_rates;
  const from = r?.[currency];
  const to = r?.[region];
  if (!from || !to || Number(from) === 0) return null;
  return toUnits(mulDecimal(divDecimal(amount, from, 18, 'half-up'), to, FIAT_SCALE, 'half-up'), FIAT_SCALE);
}

/** True when the movement moves any of the customer's coins: only those touch lots. */
export function touchesLots(flows: Map<string, bigint>): boolean {
  return [...flows].some(([c, d]) => isCoin(c) && d !== 0n);
}

/**
 * The coin an order's fill swapped away (decision 427). It left the customer's account when the
 * order was placed, but it is still theirs until the fill: the fill is the swap, so its lots are
 * taken then, and placing or releasing an order touches no lot.
 */
export function orderFillSource(f: Pick<MovementFacts, 'kind' | 'details'>): [string, bigint] | null {
  if (f.kind !== 'order_fill') return null;
  const r = recorded(f.details);
  return r.source_currency && r.source_units && isCoin(r.source_currency)
    ? [r.source_currency, -BigInt(r.source_units)]
    : null;
}

/** The key of a deposit's cost the customer gave: the movement and the coin. */
export const correctionKey = (ref: string, coin: string) => `${ref}|${coin}`;

/**
 * What a swap does to lots. The lot book carries the coin given's cost to the coin received: a
 * swap realises nothing (decision 413). The tax view (decision 457) reads it as the law of
 * Australia and Germany does: the coin given is disposed of at its market value then, and the
 * coin received is acquired at that value.
 */
export type SwapReading = 'carry' | 'dispose';

/**
 * The lot operations of one movement, or null when it moves none of the customer's coins. A coin
 * that arrived without a price paid here takes the cost the customer gave for it, if they did.
 */
export function lotMovementOf(
  f: MovementFacts,
  region: BankCurrency,
  corrections: ReadonlyMap<string, bigint> = new Map(),
  swaps: SwapReading = 'carry',
): LotMovement | null {
  if (f.kind === 'order_hold' || f.kind === 'order_release') return null;
  const r = recorded(f.details);
  const filled = orderFillSource(f);
  const kind = filled ? 'swap' : f.kind;
  const coinsIn = [...f.flows].filter(([c, d]) => isCoin(c) && d > 0n);
  const coinsOut = filled ? [filled] : [...f.flows].filter(([c, d]) => isCoin(c) && d < 0n);
  const cash = [...f.flows].find(([c, d]) => !isCoin(c) && d !== 0n);
  const ops: LotOp[] = [];

  if (f.kind === 'withdrawal_void') {
    // Returned unsent: the lots its hold took come back as they were.
    const id = r.withdrawal_id ?? f.ref.split(':')[1];
    return { ref: f.ref, at: f.at, ops: [{ op: 'reverse', of: `withdrawal:${id}:hold` }] };
  }
  if (coinsIn.length === 0 && coinsOut.length === 0) return null;

  if (kind === 'swap' && coinsOut.length === 1 && coinsOut[0]) {
    const [from, out] = coinsOut[0];
    const into = coinsIn[0];
    if (into && swaps === 'dispose') {
      // Market value of the coin given, at the rates recorded with the swap: what it fetched, and
      // what the coin received cost.
      const value = recordedValue(f.details, from, -out, region);
      ops.push({ op: 'dispose', kind: 'swap', coin: from, units: -out, proceeds: value });
      ops.push({ op: 'acquire', coin: into[0], units: into[1], cost: value, estimated: false });
    } else if (into) ops.push({ op: 'swap', from, units: -out, to: into[0], received: into[1] });
    else if (cash && cash[1] > 0n)
      // A sale to cash: what arrived in the cash account, the fee already taken.
      ops.push({
        op: 'dispose',
        kind: 'sale',
        coin: from,
        units: -out,
        proceeds: recordedCash(f.details, fromUnits(cash[1], FIAT_SCALE), cash[0], region),
      });
    return { ref: f.ref, at: f.at, ops };
  }

  for (const [coin, units] of coinsIn) {
    let cost: bigint | null;
    let estimated = false;
    if (f.kind === 'card_purchase' && r.fiat_amount && r.fiat_currency)
      cost = recordedCash(f.details, r.fiat_amount, r.fiat_currency, region);
    else if (f.kind === 'cash_purchase' && cash && cash[1] < 0n)
      cost = recordedCash(f.details, fromUnits(-cash[1], FIAT_SCALE), cash[0], region);
    else if (f.kind === 'order_fill' && r.source_currency && r.source_units && !isCoin(r.source_currency))
      // An order that bought with cash (decision 442): the cash its hold paid, as a purchase from the balance.
      cost = recordedCash(f.details, fromUnits(BigInt(r.source_units), FIAT_SCALE), r.source_currency, region);
    else {
      // A deposit (or any other coin that arrived without a price paid here): what the customer
      // says it cost, else its value then.
      const given = corrections.get(correctionKey(f.ref, coin));
      if (given !== undefined) {
        ops.push({ op: 'acquire', coin, units, cost: given, estimated: false, corrected: true });
        continue;
      }
      cost = recordedValue(f.details, coin, units, region);
      estimated = true;
    }
    ops.push({ op: 'acquire', coin, units, cost, estimated });
  }
  for (const [coin, out] of coinsOut) {
    const units = -out;
    if (f.kind === 'withdrawal_hold' && r.beneficiary_owner === 'self') {
      ops.push({ op: 'move_out', coin, units });
      continue;
    }
    // The network fee leaves with the coin but brings nothing: it is counted against the gain.
    const fee = f.kind === 'withdrawal_hold' && r.network_fee ? BigInt(r.network_fee) : 0n;
    const sent = units > fee ? units - fee : 0n;
    ops.push({
      op: 'dispose',
      kind: 'withdrawal',
      coin,
      units,
      proceeds: sent === 0n ? 0n : recordedValue(f.details, coin, sent, region),
    });
  }
  return { ref: f.ref, at: f.at, ops };
}
