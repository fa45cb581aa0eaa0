/**
 * What an officer decides a case from besides the hit itself (decision 421): the customer's risk
 * group and why, their identity check and freeze; the transfer's value in the region's currency
 * as it was recorded when made (the report's own reading of it); the customer's other waiting
 * cases and latest movements (the desk's own list). Each fact is read by the function that owns it.
 */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import {
  AWAITING_DECISION,
  type CaseHit,
  type CaseSource,
  type CaseTransferValue,
  type CaseTravelRule,
} from '../../../contract/cases.js';
import { type CustomerRisk, riskOf } from '../../../contract/customer-risk.js';
import type { DeskTransaction } from '../../../contract/desk.js';
import { legalRegionOf } from '../../../contract/legal.js';
import { fromUnits } from '../../../contract/money.js';
import type { Database } from '../../db/index.js';
import { decimalOfCents } from '../../providers/bank/index.js';
import { refusalParties } from '../travelrule/index.js';
import { customerTransactions } from './desk-transactions.js';
import { caseTransfers } from './report-facts.js';

const RECENT_TRANSFERS = 5;

interface CustomerStanding {
  risk: CustomerRisk;
  identity: string;
  frozenAt: string | null;
  currency: string;
}

/** Each customer's risk group and standing, in two queries however many customers a queue holds. */
export async function standingOf(db: Database, customerIds: readonly string[]): Promise<Map<string, CustomerStanding>> {
  const ids = [...new Set(customerIds)];
  const out = new Map<string, CustomerStanding>();
  if (ids.length === 0) return out;
  const [users, cases] = await Promise.all([
    db.selectFrom('users').select(['id', 'kyc_status', 'frozen_at', 'currency_code']).where('id', 'in', ids).execute(),
    db
      .selectFrom('compliance_cases')
      .select(['customer_id', 'kind', 'state', 'decision'])
      .where('customer_id', 'in', ids)
      .execute(),
  ]);
  for (const u of users) {
    const own = cases.filter((c) => c.customer_id === u.id);
    const risk = riskOf({
      // A released sanctions case was a false match; any other, open or decided, stands.
      sanctionsHits: own.filter((c) => c.kind.startsWith('sanctions_') && c.decision !== 'release').length,
      reported: own.filter((c) => c.decision === 'report' || c.decision === 'freeze').length,
      frozen: u.frozen_at !== null,
      casesWaiting: own.filter((c) => (AWAITING_DECISION as readonly string[]).includes(c.state)).length,
      identityVerified: u.kyc_status === 'approved',
    });
    out.set(u.id, {
      risk,
      identity: u.kyc_status,
      frozenAt: u.frozen_at ? new Date(u.frozen_at).toISOString() : null,
      currency: u.currency_code,
    });
  }
  return out;
}

/** The case's transfer valued in the customer's region currency; null for a monitoring finding. */
export async function transferValueOf(
  db: Database,
  c: { source: CaseSource; facts: Record<string, unknown>; customerId: string },
  marketCurrency: string,
): Promise<CaseTransferValue | null> {
  if (c.source === 'monitoring') return null;
  const currency = legalRegionOf(marketCurrency) === 'AU' ? 'AUD' : 'EUR';
  const [t] = await caseTransfers(db, c, currency);
  if (!t) return null;
  return { currency, value: t.localValue, reference: t.reference, txid: t.txid };
}

/** A sanctions hit's listed party, list and matched address, as the screening case recorded them. */
export function hitOf(kind: string, facts: Record<string, unknown>): CaseHit | null {
  if (!kind.startsWith('sanctions_')) return null;
  const names = Array.isArray(facts.names) ? facts.names.filter((n): n is string => typeof n === 'string') : [];
  return {
    names,
    list: typeof facts.list === 'string' ? facts.list : '',
    matched: typeof facts.address === 'string' ? facts.address : '',
  };
}

/** A Travel Rule withdrawal case's beneficiary and receiving provider; null for any other case. */
export async function travelRuleOf(
  db: Database,
  key: Uint8Array,
  c: { kind: string; source: CaseSource; source_id: string; customer_id: string },
): Promise<CaseTravelRule | null> {
  if (!c.kind.startsWith('travel_rule_') || c.source !== 'screening') return null;
  const s = await db
    .selectFrom('screening_cases')
    .select(['direction', 'reference'])
    .where('id', '=', c.source_id)
    .executeTakeFirst();
  if (s?.direction !== 'withdrawal') return null;
  return refusalParties(db, key, c.customer_id, s.reference);
}

export async function recentTransfersOf(db: Database, customerId: string): Promise<DeskTransaction[]> {
  const page = await customerTransactions(db, customerId, {
    kind: '',
    status: '',
    from: '',
    to: '',
    before: '',
    limit: RECENT_TRANSFERS,
  });
  return page.items;
}

/** Each case's amount, as its screening hit or returned payment recorded it, in two queries. */
export async function amountsOf(
  db: Database,
  cases: readonly { id: number; source: CaseSource; source_id: string }[],
): Promise<Map<number, { currency: string; amount: string }>> {
  const of = (source: CaseSource) => cases.filter((c) => c.source === source).map((c) => c.source_id);
  const screened = of('screening');
  const banked = of('bank');
  const [hits, payments] = await Promise.all([
    screened.length
      ? db.selectFrom('screening_cases').select(['id', 'currency', 'amount']).where('id', 'in', screened).execute()
      : [],
    banked.length
      ? db.selectFrom('bank_deposits').select(['id', 'currency', 'amount']).where('id', 'in', banked).execute()
      : [],
  ]);
  const bySource = new Map<string, { currency: string; amount: string }>();
  for (const h of hits)
    bySource.set(`screening:${h.id}`, {
      currency: h.currency,
      amount: fromUnits(BigInt(h.amount), COINS[h.currency as CoinSymbol]?.scale ?? 8),
    });
  for (const p of payments)
    bySource.set(`bank:${p.id}`, { currency: p.currency, amount: decimalOfCents(BigInt(p.amount)) });
  const out = new Map<number, { currency: string; amount: string }>();
  for (const c of cases) {
    const a = bySource.get(`${c.source}:${c.source_id}`);
    if (a) out.set(c.id, a);
  }
  return out;
}
