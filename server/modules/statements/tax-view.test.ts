/**
 * The tax view alone, on worked examples from the tax offices' own pages, each named: the ledger's
 * movements are read as the server reads them (lotMovementOf with swaps as disposals), replayed
 * (taxPartsOf) and treated (taxReport). Rates are recorded as 1 AUD or EUR per USDC so the coin
 * prices are the examples' own.
 */
import { describe, expect, it } from 'vitest';
import type { StatementYear } from '../../../contract/statements.js';
import type { TaxView } from '../../../contract/tax-report.js';
import { type MovementFacts, taxPartsOf } from '../ledger/index.js';
import { accountYears } from './period.js';
import { deCarriedIn, deYear } from './tax-loss-carry.js';
import { auWorksheet, deTotals, heldOverAYear, taxReport } from './tax-view.js';

const SYD = 'Australia/Sydney';
const BERLIN = 'Europe/Berlin';
const BTC = 100_000_000n;
const ETH = 10n ** 18n;

type Region = 'AUD' | 'EUR';
/** A movement at local noon of `day` in `zone`, as the ledger records it. */
function facts(day: string, kind: string, flows: [string, bigint][], usdc: Record<string, string> = {}): MovementFacts {
  return {
    kind,
    ref: `${kind}:${day}:${flows.map(([c]) => c).join('-')}`,
    at: new Date(`${day}T02:00:00Z`),
    details: { usdc_rates: usdc, fiat_rates: { AUD: '1', EUR: '1' } },
    flows: new Map(flows),
  };
}
const buy = (day: string, coin: string, units: bigint, cents: bigint, cash: Region) =>
  facts(day, 'cash_purchase', [
    [coin, units],
    [cash, -cents],
  ]);
const swap = (day: string, from: string, given: bigint, to: string, got: bigint, usdc: Record<string, string>) =>
  facts(
    day,
    'swap',
    [
      [from, -given],
      [to, got],
    ],
    usdc,
  );
const sell = (day: string, coin: string, units: bigint, cents: bigint, cash: Region) =>
  facts(day, 'swap', [
    [coin, -units],
    [cash, cents],
  ]);

function view(view: TaxView, region: Region, moves: MovementFacts[], year: number, opened = '2015-07-15T00:00:00Z') {
  const zone = view === 'AU' ? SYD : BERLIN;
  const years = accountYears(view === 'AU' ? 'AU' : 'EU', zone, new Date(opened), new Date('2026-01-01T00:00:00Z'));
  const y = years.find((s) => s.year === year) as StatementYear;
  return taxReport({ view, currency: region, year: y, zone, parts: taxPartsOf(moves, region), years });
}

describe('Australia (ATO)', () => {
  it('ATO "Crypto to crypto exchange or swap", example "market value of new asset determines old asset\'s disposal proceeds": Katrina', () => {
    // 100 Coin A for $15,000 on 5 July 2021; 20 Coin A for 100 Coin B on 15 November 2021, worth $6,000.
    const r = view(
      'AU',
      'AUD',
      [
        buy('2021-07-05', 'BTC', 100n * BTC, 15_000_00n, 'AUD'),
        swap('2021-11-15', 'BTC', 20n * BTC, 'ETH', 100n * ETH, { BTC: '300', ETH: '60' }),
        sell('2022-01-10', 'ETH', 100n * ETH, 6_000_00n, 'AUD'),
      ],
      2021,
    );
    const [a, b] = r.disposals;
    // Capital proceeds $6,000 against a cost base of 20/100 of $15,000; held under 12 months.
    expect(a).toMatchObject({ kind: 'swap', currency_id: 'BTC', amount: '20', proceeds: '6000.00', cost: '3000.00' });
    expect(a).toMatchObject({ gain: '3000.00', treatment: 'non_discount' });
    // Coin B's cost base is the $6,000 it was acquired for: sold for as much, no gain.
    expect(b).toMatchObject({ kind: 'sale', currency_id: 'ETH', cost: '6000.00', gain: '0.00' });
    expect(b?.lots).toEqual([
      { acquired_at: '2021-11-15T02:00:00.000Z', amount: '100', cost: '6000.00', estimated: false },
    ]);
    expect(r.totals.au).toEqual({
      non_discount_gains: '3000.00',
      discount_eligible_gains: '0.00',
      capital_losses: '0.00',
      discount: '0.00',
      net_capital_gain: '3000.00',
    });
  });

  it('ATO "CGT discount": owned at least 12 months, not counting the days of acquisition and disposal', () => {
    // Bought 5 July 2021 in Sydney: a disposal on 5 July 2022 is 12 months less a day; on 6 July 2022, 12 months.
    expect(heldOverAYear(new Date('2021-07-04T14:30:00Z'), new Date('2022-07-05T13:00:00Z'), SYD)).toBe(false);
    expect(heldOverAYear(new Date('2021-07-04T14:30:00Z'), new Date('2022-07-05T14:30:00Z'), SYD)).toBe(true);
    // 29 February: the anniversary is 28 February.
    expect(heldOverAYear(new Date('2024-02-29T02:00:00Z'), new Date('2025-02-28T02:00:00Z'), SYD)).toBe(false);
    expect(heldOverAYear(new Date('2024-02-29T02:00:00Z'), new Date('2025-03-01T02:00:00Z'), SYD)).toBe(true);

    const r = view(
      'AU',
      'AUD',
      [
        buy('2021-07-05', 'BTC', 2n * BTC, 10_000_00n, 'AUD'),
        sell('2022-07-05', 'BTC', BTC, 8_000_00n, 'AUD'),
        sell('2022-07-06', 'BTC', BTC, 9_000_00n, 'AUD'),
      ],
      2022,
    );
    expect(r.disposals.map((d) => [d.gain, d.treatment])).toEqual([
      ['3000.00', 'non_discount'],
      ['4000.00', 'discount_eligible'],
    ]);
  });

  it('ATO capital gains worksheet (the tax return\'s "Capital gains" instructions): losses against non-discount gains first, then the 50% discount', () => {
    // Non-discount 1,000, discount-eligible 3,000, losses 1,500: the loss takes the 1,000, then 500 of the 3,000; half of 2,500 is the discount.
    expect(auWorksheet(1_000_00n, 3_000_00n, 1_500_00n)).toEqual({
      non_discount_gains: '1000.00',
      discount_eligible_gains: '3000.00',
      capital_losses: '1500.00',
      discount: '1250.00',
      net_capital_gain: '1250.00',
    });
    // Losses over every gain: nothing left, no discount.
    expect(auWorksheet(100n, 100n, 500n)).toMatchObject({ discount: '0.00', net_capital_gain: '0.00' });
    // An odd cent: the half kept rounds up, so the two halves still add to the gain.
    expect(auWorksheet(0n, 101n, 0n)).toMatchObject({ discount: '0.50', net_capital_gain: '0.51' });
  });

  it('a sale taking a long-held lot and a new one is split per treatment, both rows with the same ref and their own lots', () => {
    const r = view(
      'AU',
      'AUD',
      [
        buy('2021-08-01', 'ETH', ETH, 2_000_00n, 'AUD'),
        buy('2022-08-20', 'ETH', ETH, 4_000_00n, 'AUD'),
        // The second lot sold at a loss: a capital loss, not a discount.
        sell('2022-09-01', 'ETH', 2n * ETH, 6_400_00n, 'AUD'),
      ],
      2022,
    );
    expect(r.disposals.map((d) => [d.amount, d.cost, d.proceeds, d.gain, d.treatment])).toEqual([
      ['1', '2000.00', '3200.00', '1200.00', 'discount_eligible'],
      ['1', '4000.00', '3200.00', '-800.00', 'non_discount'],
    ]);
    expect(new Set(r.disposals.map((d) => d.ref)).size).toBe(1);
    expect(r.totals).toMatchObject({ gains: '1200.00', losses: '800.00', net: '400.00' });
    expect(r.totals.au).toMatchObject({ capital_losses: '800.00', discount: '200.00', net_capital_gain: '200.00' });
  });
});

describe('Germany (§ 23 EStG, BMF-Schreiben of 10 May 2022 on virtual currencies)', () => {
  it('BMF Rz. 53 with Haufe\'s "Amalie" examples: sold within a year is taxable, after more than a year tax-free', () => {
    // ETH bought 1.1. for 1,000 €; sold 30.9. for 2,200 € (taxable) and, a second coin, on 2.1. the next year for 1,800 € (tax-free).
    const r = view(
      'DE',
      'EUR',
      [
        buy('2023-01-01', 'ETH', ETH, 1_000_00n, 'EUR'),
        buy('2023-01-01', 'ETH', ETH, 1_000_00n, 'EUR'),
        sell('2023-09-30', 'ETH', ETH, 2_200_00n, 'EUR'),
        sell('2024-01-02', 'ETH', ETH, 1_800_00n, 'EUR'),
      ],
      2023,
    );
    expect(r.disposals.map((d) => [d.gain, d.treatment])).toEqual([['1200.00', 'taxable']]);
    // 1,200 € is over the 600 € limit of 2023: all of it is taxable.
    expect(r.totals.de).toMatchObject({
      taxable_net: '1200.00',
      tax_free_net: '0.00',
      exemption_limit: '600.00',
      under_limit: false,
      taxable_after_limit: '1200.00',
    });
    const next = view(
      'DE',
      'EUR',
      [buy('2023-01-01', 'ETH', ETH, 1_000_00n, 'EUR'), sell('2024-01-02', 'ETH', ETH, 1_800_00n, 'EUR')],
      2024,
    );
    expect(next.disposals.map((d) => [d.gain, d.treatment])).toEqual([['800.00', 'tax_free']]);
    // The period of § 23 ends on the anniversary itself (§§ 187, 188 BGB): sold on 1.1. it is still taxable.
    expect(heldOverAYear(new Date('2023-01-01T11:00:00Z'), new Date('2024-01-01T11:00:00Z'), BERLIN)).toBe(false);
  });

  it('§ 23 Abs. 3 Satz 5 EStG: the exemption limit is a limit, not an allowance (Haufe\'s "Amalie": a 400 € gain owes nothing)', () => {
    expect(deTotals(400_00n, 0n, 2024)).toMatchObject({ under_limit: true, taxable_after_limit: '0.00' });
    expect(deTotals(999_99n, 0n, 2024)).toMatchObject({ under_limit: true, taxable_after_limit: '0.00' });
    // At the limit, all of it is taxable, not only what is over it.
    expect(deTotals(1_000_00n, 0n, 2024)).toMatchObject({ under_limit: false, taxable_after_limit: '1000.00' });
    expect(deTotals(600_00n, 0n, 2023)).toMatchObject({ exemption_limit: '600.00', taxable_after_limit: '600.00' });
    expect(deTotals(599_99n, 0n, 2023)).toMatchObject({ under_limit: true, taxable_after_limit: '0.00' });
  });

  it('BMF Rz. 54 and 58: a swap is a sale of the coin given at its market value, and the holding period of the coin received starts anew', () => {
    // BTC bought 2022, swapped for ETH in 2024 (tax-free: held over a year), the ETH sold in 2024 (taxable): losses of taxable sales offset taxable gains.
    const r = view(
      'DE',
      'EUR',
      [
        buy('2022-03-01', 'BTC', BTC, 30_000_00n, 'EUR'),
        buy('2024-02-01', 'SOL', 10n * 1_000_000_000n, 1_000_00n, 'EUR'),
        swap('2024-03-01', 'BTC', BTC, 'ETH', 20n * ETH, { BTC: '60000', ETH: '3000' }),
        sell('2024-06-01', 'ETH', 20n * ETH, 62_000_00n, 'EUR'),
        sell('2024-07-01', 'SOL', 10n * 1_000_000_000n, 700_00n, 'EUR'),
      ],
      2024,
    );
    expect(r.disposals.map((d) => [d.kind, d.currency_id, d.gain, d.treatment])).toEqual([
      ['swap', 'BTC', '30000.00', 'tax_free'],
      ['sale', 'ETH', '2000.00', 'taxable'],
      ['sale', 'SOL', '-300.00', 'taxable'],
    ]);
    expect(r.totals.de).toMatchObject({
      taxable_net: '1700.00',
      tax_free_net: '30000.00',
      taxable_after_limit: '1700.00',
    });
  });

  it('§ 23 Abs. 3 Sätze 7-8 EStG with BFH IX R 27/04: the exemption limit comes before the carried loss; what is left after it stays taxable', () => {
    // The BFH's rule (11 January 2005, IX R 27/04, BStBl II 2005, 433, as the BMF letter of 25 October
    // 2004, Rz. 52): the limit is tested on the year's own net gain; over it, the carried loss is set
    // off and the rest is taxable even under the limit. The tax office's example (2,000 € gain, 1,490 €
    // loss set off, 510 € left and taxable) read forward: a 1,490 € loss of 2022 carried into 2023.
    expect(deYear(-1_490_00n, 2022, 0n)).toMatchObject({ used: 0n, forward: 1_490_00n, taxableAfterLimit: 0n });
    expect(deYear(2_000_00n, 2023, 1_490_00n)).toEqual({
      taxableNet: 2_000_00n,
      under: false,
      used: 1_490_00n,
      forward: 0n,
      taxableAfterLimit: 510_00n,
    });
    // A year under the limit is tax-free and takes nothing of the loss: it stays for the years after.
    expect(deYear(500_00n, 2023, 1_000_00n)).toMatchObject({ under: true, used: 0n, forward: 1_000_00n });
    // A loss larger than the year's gain: the gain is used up to itself, the rest goes on.
    expect(deYear(1_200_00n, 2024, 3_000_00n)).toMatchObject({
      used: 1_200_00n,
      forward: 1_800_00n,
      taxableAfterLimit: 0n,
    });
    // Losses of several years add up; a year under the limit in between leaves them whole.
    expect(
      deCarriedIn([
        { year: 2021, taxableNet: -700_00n },
        { year: 2022, taxableNet: 300_00n },
        { year: 2023, taxableNet: -400_00n },
      ]),
    ).toBe(1_100_00n);
  });

  it("the loss carried in comes from the customer's own earlier years: used where the year is over the limit, carried on where it is under", () => {
    // 2022: ETH bought and sold within the year at a 1,000 € loss. 2023: a 500 € gain, under 600 €.
    // 2024: a 1,500 € gain, over 1,000 €: the 1,000 € carried in is set off, 500 € is taxable.
    // A coin held over a year and sold at a loss is no private sale under § 23: its loss is not carried.
    const moves = [
      buy('2021-01-10', 'SOL', 10n * 1_000_000_000n, 2_000_00n, 'EUR'),
      buy('2022-02-01', 'ETH', ETH, 3_000_00n, 'EUR'),
      sell('2022-05-01', 'ETH', ETH, 2_000_00n, 'EUR'),
      sell('2022-06-01', 'SOL', 10n * 1_000_000_000n, 500_00n, 'EUR'),
      buy('2023-02-01', 'BTC', BTC, 20_000_00n, 'EUR'),
      sell('2023-03-01', 'BTC', BTC, 20_500_00n, 'EUR'),
      buy('2024-02-01', 'BTC', BTC, 40_000_00n, 'EUR'),
      sell('2024-03-01', 'BTC', BTC, 41_500_00n, 'EUR'),
    ];
    const opened = '2021-01-01T00:00:00Z';
    expect(view('DE', 'EUR', moves, 2022, opened).totals.de).toMatchObject({
      taxable_net: '-1000.00',
      tax_free_net: '-1500.00',
      loss_carried_in: '0.00',
      loss_used: '0.00',
      loss_carried_forward: '1000.00',
      taxable_after_limit: '0.00',
    });
    expect(view('DE', 'EUR', moves, 2023, opened).totals.de).toMatchObject({
      taxable_net: '500.00',
      under_limit: true,
      loss_carried_in: '1000.00',
      loss_used: '0.00',
      loss_carried_forward: '1000.00',
      taxable_after_limit: '0.00',
    });
    expect(view('DE', 'EUR', moves, 2024, opened).totals.de).toEqual({
      taxable_net: '1500.00',
      tax_free_net: '0.00',
      exemption_limit: '1000.00',
      under_limit: false,
      loss_carried_in: '1000.00',
      loss_used: '1000.00',
      loss_carried_forward: '0.00',
      taxable_after_limit: '500.00',
    });
    // Australia and the other EU countries carry nothing here.
    expect(view('EU', 'EUR', moves, 2024, opened).totals.de).toBeUndefined();
  });

  it('other EU countries: FIFO gains and losses, no treatment', () => {
    const r = view(
      'EU',
      'EUR',
      [buy('2024-01-01', 'BTC', BTC, 40_000_00n, 'EUR'), sell('2024-02-01', 'BTC', BTC / 4n, 9_000_00n, 'EUR')],
      2024,
    );
    expect(r.disposals).toMatchObject([{ cost: '10000.00', gain: '-1000.00', treatment: 'none' }]);
    expect(r.totals).toEqual({ gains: '0.00', losses: '1000.00', net: '-1000.00' });
  });
});
