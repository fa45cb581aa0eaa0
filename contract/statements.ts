/**
 * The customer's own exports (decisions 139 and 140): the filtered transaction history as CSV or
 * PDF, and the yearly statement for their region as PDF or as a CSV in the universal import
 * layout crypto tax tools read.
 */
import { TRANSACTION_TYPES } from './transaction-type.js';

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The Transactions screen's type chips: every kind of row (contract/transaction-type.ts), or all. */
export const EXPORT_TYPES = ['All', ...TRANSACTION_TYPES] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** A file built by the server, carried inside the sealed answer. */
export interface ExportFile {
  fileName: string;
  mediaType: 'text/csv;charset=utf-8' | 'application/pdf';
  /** The file's bytes, base64. */
  content: string;
  /** Transactions in the file. */
  rows: number;
}

export type StatementRegion = 'AU' | 'EU';

export interface StatementYear {
  /** The year the period starts in: AU 2025 is 1 July 2025 to 30 June 2026. */
  year: number;
  /** 'FY 2025-26' or '2025'. */
  label: string;
  /** First instant of the period and first instant after it, ISO 8601 UTC. */
  from: string;
  to: string;
}

export interface StatementYears {
  region: StatementRegion;
  /** The zone the period's days are counted in. */
  timeZone: string;
  /** The region's currency (AUD or EUR): the statement's values are in it (decision 174). */
  currency: string;
  /** Newest first: every year from the account's opening to today. */
  years: StatementYear[];
}

/**
 * The header of the tax-tool CSV, in Koinly's universal format order (decision 140); CoinTracking,
 * CryptoTaxCalculator and Syla read the same layout.
 */
export const TAX_CSV_COLUMNS = [
  'Date',
  'Sent Amount',
  'Sent Currency',
  'Received Amount',
  'Received Currency',
  'Fee Amount',
  'Fee Currency',
  'Net Worth Amount',
  'Net Worth Currency',
  'Label',
  'Description',
  'TxHash',
] as const;

/**
 * The header of the statement's CoinTracking file (decision 463): the "CoinTracking CSV" trade
 * import's columns, as the cointracking-imports package (Hackage, `headerRow`) writes them. The
 * three currency columns are each named "Cur." and belong to the amount before them.
 */
export const COINTRACKING_CSV_COLUMNS = [
  'Type',
  'Buy',
  'Cur.',
  'Sell',
  'Cur.',
  'Fee',
  'Cur.',
  'Exchange',
  'Trade-Group',
  'Comment',
  'Date',
  'Tx-ID',
  'Buy Value in your Account Currency',
  'Sell Value in your Account Currency',
] as const;

/** The history export's columns. */
export const HISTORY_CSV_COLUMNS = [
  'Date',
  'Type',
  'Status',
  'Sent Amount',
  'Sent Currency',
  'Received Amount',
  'Received Currency',
  'Fee Amount',
  'Fee Currency',
  'Reference',
  'TxHash',
  'Description',
] as const;

/** Instants before this are refused: no account is older. */
export const EXPORT_EARLIEST = Date.UTC(2020, 0, 1);

/** An IANA time zone this runtime knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Most transactions one file holds; a longer period is refused (choose a shorter one). */
export const EXPORT_MAX_ROWS = 10_000;

export const EXPORT_MESSAGES = {
  format: 'must be csv or pdf',
  type: `must be one of ${EXPORT_TYPES.join(', ')}`,
  instant: 'must be a date and time (ISO 8601)',
  range: 'must not be after the end of the period',
  timeZone: 'is not a known time zone',
  year: (first: number, last: number) =>
    first === last ? `must be ${first}` : `must be a year from ${first} to ${last}`,
  tooMany: `More than ${EXPORT_MAX_ROWS.toLocaleString('en-US')} transactions: choose a shorter period.`,
  rateLimited: (wait: string) => `Too many exports. Please wait ${wait} and try again.`,
  /** Shown in the files where the ledger holds no value at the time. */
  noValue: 'no value recorded at the time',
} as const;

/** One coin of the portfolio (decision 413): money in the region's currency, at the current price. */
export interface PortfolioAsset {
  currency_id: string;
  /** Held now, in the coin (or the cash currency). */
  amount: string;
  value: string;
  /** What the held amount cost, fees counted, oldest lots sold first. */
  cost_basis: string;
  /** cost_basis / amount; null when nothing is held. */
  average_price: string | null;
  unrealised_pnl: string;
  /** Percent of the cost basis, 2 decimals; null when the cost basis is zero or `rate_missing`. */
  unrealised_pct: string | null;
  realised_pnl: string;
  /** A movement of this coin recorded no rate of its time: its cost or gain counts as zero here. */
  rate_missing: boolean;
}

export interface Portfolio {
  /** The region's currency: AUD or EUR. */
  currency: 'AUD' | 'EUR';
  totals: {
    value: string;
    cost_basis: string;
    unrealised_pnl: string;
    realised_pnl: string;
    /** Realised in the current statement year (the financial year in Australia, the calendar year in the EU). */
    realised_pnl_year: string;
    /** The coins' unrealised plus realised result: what they made, held and sold (decision 430). */
    total_return: string;
    /**
     * total_return in percent of what every coin bought cost (the held cost basis plus the cost of
     * what was sold or sent), 2 decimals; null when no coin cost anything or `rate_missing`.
     */
    total_return_pct: string | null;
    /** When the first coin was acquired (ISO 8601), held still or not; null when none was. */
    since: string | null;
    rate_missing: boolean;
  };
  assets: PortfolioAsset[];
}

/**
 * A coin that arrived without a price paid here (a deposit), as the portfolio counts it (issue 46):
 * valued at its time's price until the customer gives what it cost them.
 */
export interface DepositCost {
  /** The movement that brought it: what a correction names. */
  lot_ref: string;
  currency_id: string;
  received_at: string;
  /** In the coin. */
  amount: string;
  /** In the book's currency (AUD or EUR), 2 decimals. */
  cost: string;
  /** The cost is the customer's own, not the price of its time. */
  corrected: boolean;
}

export interface DepositCosts {
  currency: 'AUD' | 'EUR';
  deposits: DepositCost[];
}

export const DEPOSIT_COST_MESSAGES = {
  cost: 'Please enter what it cost, zero or more, with at most 2 decimals',
  notFound: 'This deposit was not found',
  saved: 'Cost saved',
} as const;

/** The largest cost a customer may give, in the book's currency: above any deposit's real cost. */
export const DEPOSIT_COST_MAX = '1000000000';
