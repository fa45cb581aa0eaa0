/**
 * The tax view of a statement year (issue 46): every disposal of the year with the lots it used,
 * and the totals the customer's tax office asks for. A swap is a disposal at the market value of
 * its time (the rate recorded with it) and the coin received is acquired at that value; a move
 * between the customer's own wallets is not a disposal. Money is in the region's currency (AUD or
 * EUR) as decimal strings with 2 decimals, gains negative for a loss. Information, not tax advice.
 */
import type { StatementYear } from './statements.js';

/**
 * Which rules the totals follow: Australia's capital gains worksheet, Germany's private sales
 * (§ 23 EStG), or plain FIFO gains and losses for the other EU countries.
 */
export const TAX_VIEWS = ['AU', 'DE', 'EU'] as const;
export type TaxView = (typeof TAX_VIEWS)[number];

/**
 * How a disposal counts: in Australia a gain on coins held 12 months or more is discount-eligible;
 * in Germany a disposal of coins held over one year is tax-free; elsewhere no treatment is applied.
 */
export type TaxTreatment = 'discount_eligible' | 'non_discount' | 'taxable' | 'tax_free' | 'none';

export type TaxDisposalKind = 'sale' | 'swap' | 'withdrawal';

/** One lot a disposal used, oldest first. */
export interface TaxLotUsed {
  acquired_at: string;
  /** In the coin. */
  amount: string;
  cost: string;
  /** The lot's cost is the price of its deposit time, not a price paid here. */
  estimated: boolean;
}

export interface TaxDisposal {
  /** The movement that disposed of the coins. */
  ref: string;
  at: string;
  currency_id: string;
  kind: TaxDisposalKind;
  /** In the coin. */
  amount: string;
  proceeds: string;
  cost: string;
  gain: string;
  treatment: TaxTreatment;
  /** A rate of the time was not recorded: this disposal's cost or proceeds is unknown, counted as zero. */
  rate_missing: boolean;
  lots: TaxLotUsed[];
}

export interface TaxTotals {
  /** Sum of the gains of disposals that made one, and of the losses (a positive number) of the rest. */
  gains: string;
  losses: string;
  /** gains - losses. */
  net: string;
  /** Australia (ATO capital gains worksheet): losses are applied to non-discount gains first, then the 50% discount. */
  au?: {
    non_discount_gains: string;
    discount_eligible_gains: string;
    capital_losses: string;
    /** Discount-eligible gains left after losses, halved. */
    discount: string;
    net_capital_gain: string;
  };
  /** Germany (§ 23 EStG): holdings of one year or less only; the exemption limit is a limit, not an allowance. */
  de?: {
    taxable_net: string;
    tax_free_net: string;
    /** 1000.00 from 2024, 600.00 before. */
    exemption_limit: string;
    /** The year's taxable net is under the limit (counting only what is held here). */
    under_limit: boolean;
    /**
     * Net losses of taxable sales carried in from this account's earlier years (§ 23 Abs. 3 Sätze
     * 7-8 EStG, decision 463): losses from before the account, elsewhere, or carried back by the
     * customer's choice are not known here.
     */
    loss_carried_in: string;
    /**
     * What this year's taxable net takes of it: nothing under the limit (the limit comes first,
     * BFH IX R 27/04), else up to the taxable net.
     */
    loss_used: string;
    /** Carried to the following years: loss_carried_in - loss_used, plus this year's net loss. */
    loss_carried_forward: string;
    /** taxable_net - loss_used when at or over the limit, 0.00 under it. */
    taxable_after_limit: string;
  };
}

export interface TaxReport {
  view: TaxView;
  currency: 'AUD' | 'EUR';
  year: StatementYear;
  disposals: TaxDisposal[];
  totals: TaxTotals;
  /** Any disposal of the year rests on a missing rate: the totals are incomplete and say so. */
  rate_missing: boolean;
}

/**
 * What /exchange/get-tax-statement can answer (decision 457): the statement as CSV or PDF (the PDF
 * with the year's gains), or the year's gains alone as CSV for a tax tool.
 */
export const TAX_STATEMENT_FORMATS = ['csv', 'pdf', 'gains_csv', 'cointracking_csv'] as const;
export type TaxStatementFormat = (typeof TAX_STATEMENT_FORMATS)[number];
export const TAX_STATEMENT_FORMAT_MESSAGE = 'must be csv, pdf, gains_csv or cointracking_csv';

/** /exchange/get-tax-report replays the whole ledger: ten a minute per customer (decision 463). */
export const TAX_REPORT_MESSAGES = {
  rateLimited: (wait: string) => `Too many tax view requests. Please wait ${wait} and try again.`,
} as const;

/**
 * The gains CSV's header: the column names of Koinly's capital gains report (decision 457), the
 * money columns naming the region's currency as Koinly's do.
 */
export const gainsCsvColumns = (currency: 'AUD' | 'EUR') =>
  [
    'Date Sold',
    'Date Acquired',
    'Asset',
    'Amount',
    `Cost (${currency})`,
    `Proceeds (${currency})`,
    'Gain / loss',
    'Holding period',
    'Notes',
  ] as const;
