/** The tax view of a statement year, read for one customer (decision 457): the call's answer and the statement's gains. */
import type { StatementRegion, StatementYear } from '../../../contract/statements.js';
import type { TaxReport, TaxView } from '../../../contract/tax-report.js';
import type { AppDeps } from '../../deps.js';
import { readTaxParts } from '../ledger/index.js';
import { taxReport } from './tax-view.js';

/** Australia's rules for AU accounts, Germany's for EU accounts living in Germany, plain FIFO for other EU countries. */
function taxViewOf(region: StatementRegion, country: string): TaxView {
  if (region === 'AU') return 'AU';
  return country.toUpperCase() === 'DE' ? 'DE' : 'EU';
}

interface TaxHolder {
  region: StatementRegion;
  /** ISO 3166 alpha-2 of the customer's address. */
  country: string;
  /** The zone the statement year is counted in. */
  zone: string;
  currency: 'AUD' | 'EUR';
}

export async function taxReportOf(
  deps: AppDeps,
  userId: string,
  h: TaxHolder,
  year: StatementYear,
  /** The account's statement years: Germany's losses are carried from the earlier ones (decision 463). */
  years: readonly StatementYear[],
): Promise<TaxReport> {
  const { parts } = await readTaxParts(deps.db, userId);
  return taxReport({ view: taxViewOf(h.region, h.country), currency: h.currency, year, zone: h.zone, parts, years });
}
