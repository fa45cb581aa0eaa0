/**
 * The tax view of a statement year (decision 457), from the tax replay's disposal parts: each
 * disposal with the lots it used and its treatment, and the totals the customer's tax office asks
 * for. Pure and exact: cents as bigint, one money format at the end. Information, not tax advice.
 */
import { COINS, type CoinSymbol, FIAT_SCALE } from '../../../contract/assets.js';
import { fromUnits, toFixed } from '../../../contract/money.js';
import type { StatementYear } from '../../../contract/statements.js';
import type { TaxDisposal, TaxReport, TaxTotals, TaxTreatment, TaxView } from '../../../contract/tax-report.js';
import type { TaxPart } from '../ledger/index.js';
import { wallText } from './period.js';
import { deCarriedIn, deExemptionLimit, deYear } from './tax-loss-carry.js';

const money = (cents: bigint) => toFixed(fromUnits(cents, FIAT_SCALE), FIAT_SCALE);
const units = (coin: string, n: bigint) => fromUnits(n, COINS[coin as CoinSymbol]?.scale ?? 0);
const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);

/**
 * Held over a year, counted in calendar days where the customer's clocks are: the disposal falls
 * after the acquisition's date one year on (29 February's one year on is 28 February). It is both
 * countries' rule: the ATO's "at least 12 months", the days of acquisition and disposal excluded,
 * and § 23 EStG's "more than one year" with the period running as §§ 187, 188 BGB count it.
 */
export function heldOverAYear(acquired: Date, disposed: Date, zone: string): boolean {
  const [y, m, d] = wallText(acquired, zone).slice(0, 10).split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  const anniversary = `${y + 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
  return wallText(disposed, zone).slice(0, 10) > anniversary;
}

/**
 * How one lot's part of a disposal counts. Units held in no lot have no acquisition date: they
 * count as held a short time, the reading that claims no relief.
 */
function treatmentOf(view: TaxView, p: TaxPart, zone: string): TaxTreatment {
  if (view === 'EU') return 'none';
  const long = p.lot !== null && heldOverAYear(p.lot.openedAt, p.disposal.at, zone);
  if (view === 'DE') return long ? 'tax_free' : 'taxable';
  // Australia: the discount is for gains; a loss is a capital loss whatever the holding.
  return long && p.disposal.proceeds > p.disposal.cost ? 'discount_eligible' : 'non_discount';
}

interface Row {
  ref: string;
  at: Date;
  coin: string;
  kind: TaxDisposal['kind'];
  treatment: TaxTreatment;
  parts: TaxPart[];
}

/**
 * A disposal is one row per treatment: one that used lots held long and lots held short is two
 * rows with the same ref, each with its lots, so each total sums whole rows.
 */
function rowsOf(view: TaxView, parts: readonly TaxPart[], zone: string): Row[] {
  const rows = new Map<string, Row>();
  for (const p of parts) {
    const d = p.disposal;
    const treatment = treatmentOf(view, p, zone);
    const key = `${d.movementRef}|${d.coin}|${treatment}`;
    let row = rows.get(key);
    if (!row) {
      row = { ref: d.movementRef, at: d.at, coin: d.coin, kind: d.kind, treatment, parts: [] };
      rows.set(key, row);
    }
    row.parts.push(p);
  }
  return [...rows.values()];
}

function disposalOf(r: Row): TaxDisposal & { cents: { gain: bigint } } {
  const proceeds = sum(r.parts.map((p) => p.disposal.proceeds));
  const cost = sum(r.parts.map((p) => p.disposal.cost));
  return {
    ref: r.ref,
    at: r.at.toISOString(),
    currency_id: r.coin,
    kind: r.kind,
    amount: units(r.coin, sum(r.parts.map((p) => p.disposal.units))),
    proceeds: money(proceeds),
    cost: money(cost),
    gain: money(proceeds - cost),
    treatment: r.treatment,
    rate_missing: r.parts.some((p) => p.disposal.rateMissing),
    lots: r.parts.flatMap(({ disposal: d, lot }) =>
      lot
        ? [
            {
              acquired_at: lot.openedAt.toISOString(),
              amount: units(r.coin, d.units),
              cost: money(d.cost),
              estimated: lot.estimated,
            },
          ]
        : [],
    ),
    cents: { gain: proceeds - cost },
  };
}

/**
 * Australia's capital gains worksheet: capital losses reduce non-discount gains first, then
 * discount-eligible gains; what is left of those is halved. The half kept rounds up to the cent,
 * so no cent of gain is lost by rounding.
 */
export function auWorksheet(
  nonDiscount: bigint,
  discountEligible: bigint,
  losses: bigint,
): NonNullable<TaxTotals['au']> {
  const leftNonDiscount = nonDiscount > losses ? nonDiscount - losses : 0n;
  const lossesLeft = losses > nonDiscount ? losses - nonDiscount : 0n;
  const leftEligible = discountEligible > lossesLeft ? discountEligible - lossesLeft : 0n;
  const discount = leftEligible / 2n;
  return {
    non_discount_gains: money(nonDiscount),
    discount_eligible_gains: money(discountEligible),
    capital_losses: money(losses),
    discount: money(discount),
    net_capital_gain: money(leftNonDiscount + leftEligible - discount),
  };
}

/**
 * Germany: a limit, not an allowance. A taxable net under it is tax-free; at or over it, all of it
 * is taxable, less the loss carried in from earlier years (decision 463, tax-loss-carry.ts).
 */
export function deTotals(
  taxableNet: bigint,
  taxFreeNet: bigint,
  year: number,
  carriedIn = 0n,
): NonNullable<TaxTotals['de']> {
  const y = deYear(taxableNet, year, carriedIn);
  return {
    taxable_net: money(taxableNet),
    tax_free_net: money(taxFreeNet),
    exemption_limit: money(deExemptionLimit(year)),
    under_limit: y.under,
    loss_carried_in: money(carriedIn),
    loss_used: money(y.used),
    loss_carried_forward: money(y.forward),
    taxable_after_limit: money(y.taxableAfterLimit),
  };
}

interface TaxViewInput {
  view: TaxView;
  currency: 'AUD' | 'EUR';
  year: StatementYear;
  /** The zone the statement year is counted in: holding periods are counted there too. */
  zone: string;
  parts: readonly TaxPart[];
  /** The account's years here: Germany's losses are carried from those before `year` (decision 463). */
  years?: readonly StatementYear[];
}

const within = (parts: readonly TaxPart[], y: StatementYear) => {
  const from = Date.parse(y.from);
  const to = Date.parse(y.to);
  return parts.filter((p) => p.disposal.at.getTime() >= from && p.disposal.at.getTime() < to);
};

/** The net of the disposals held one year or less (Germany's taxable sales), in cents. */
const taxableNetOf = (parts: readonly TaxPart[], zone: string) =>
  sum(parts.filter((p) => treatmentOf('DE', p, zone) === 'taxable').map((p) => p.disposal.proceeds - p.disposal.cost));

export function taxReport(input: TaxViewInput): TaxReport {
  const inYear = within(input.parts, input.year);
  const rows = rowsOf(input.view, inYear, input.zone).map(disposalOf);
  const gainOf = (t: TaxTreatment) => rows.filter((r) => r.treatment === t).map((r) => r.cents.gain);
  const gains = sum(rows.map((r) => (r.cents.gain > 0n ? r.cents.gain : 0n)));
  const losses = sum(rows.map((r) => (r.cents.gain < 0n ? -r.cents.gain : 0n)));
  const totals: TaxTotals = { gains: money(gains), losses: money(losses), net: money(gains - losses) };
  if (input.view === 'AU') {
    const nonDiscount = sum(gainOf('non_discount').filter((g) => g > 0n));
    totals.au = auWorksheet(nonDiscount, sum(gainOf('discount_eligible')), losses);
  }
  if (input.view === 'DE') {
    const earlier = [...(input.years ?? [])]
      .filter((y) => y.year < input.year.year)
      .sort((a, b) => a.year - b.year)
      .map((y) => ({ year: y.year, taxableNet: taxableNetOf(within(input.parts, y), input.zone) }));
    totals.de = deTotals(sum(gainOf('taxable')), sum(gainOf('tax_free')), input.year.year, deCarriedIn(earlier));
  }
  return {
    view: input.view,
    currency: input.currency,
    year: input.year,
    disposals: rows.map(({ cents: _, ...d }) => d),
    totals,
    rate_missing: rows.some((r) => r.rate_missing),
  };
}
