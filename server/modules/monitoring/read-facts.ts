/**
 * Reads one customer's facts from the existing tables: the ledger's deposits, card buys and
 * withdrawal holds of the last 91 days, crypto and cash (bank deposits and cash withdrawals,
 * decision 317), valued with the rates recorded with each movement, and the sessions (sign-ins)
 * of the same days.
 */
import { destinationOf } from '../../../contract/addresses/identity.js';
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { legalRegionOf } from '../../../contract/legal.js';
import { routeById } from '../../../contract/routes.js';
import type { Database } from '../../db/index.js';
import { customerLegs } from '../ledger/index.js';
import { type CustomerFacts, DAY_MS, type Region, type TransferFact } from './facts.js';

const KINDS: Record<string, TransferFact['kind']> = {
  deposit: 'deposit',
  card_purchase: 'card_buy',
  withdrawal_hold: 'withdrawal',
  bank_deposit: 'deposit',
  bank_withdrawal_hold: 'withdrawal',
};
/** The ledger movements the rules read, for the nightly scan to find who moved money. */
export const WATCHED_KINDS = Object.keys(KINDS);
/** Cash movements: their amount is cents of the customer's cash currency, which is the region's. */
const CASH_KINDS = new Set(['bank_deposit', 'bank_withdrawal_hold']);
const FACT_DAYS = 91;

type Rates = Partial<Record<string, string>>;
interface Details {
  /** A crypto withdrawal's payment route: the chain its address is read on. */
  route_id?: number;
  usdc_rates?: Rates;
  fiat_rates?: Rates;
  fiat_currency?: string;
  fiat_amount?: string;
}

/**
 * Cents of cash in the region currency. Cash is held only in the region's currency (AUD in
 * Australia, EUR in the EU), so another one is valued through the fiat rates recorded with the
 * movement, if any, and otherwise as nothing rather than a guess.
 */
function cashInRegion(details: Details, currency: string, cents: string, regionCurrency: string): number {
  if (currency === regionCurrency) return Number(cents) / 100;
  const fiat = details.fiat_rates ?? {};
  const v = (Number(cents) / 100 / Number(fiat[currency] ?? Number.NaN)) * Number(fiat[regionCurrency] ?? Number.NaN);
  return Number.isFinite(v) ? v : 0;
}

function valueInRegion(details: Details, coin: string, units: string, regionCurrency: string): number {
  const fiat = details.fiat_rates ?? {};
  const perUsdc = Number(fiat[regionCurrency] ?? Number.NaN);
  if (details.fiat_currency && details.fiat_amount) {
    if (details.fiat_currency === regionCurrency) return Number(details.fiat_amount);
    const paidPerUsdc = Number(fiat[details.fiat_currency] ?? Number.NaN);
    const v = (Number(details.fiat_amount) / paidPerUsdc) * perUsdc;
    return Number.isFinite(v) ? v : 0;
  }
  const scale = COINS[coin as CoinSymbol]?.scale;
  const usdc = Number(details.usdc_rates?.[coin] ?? Number.NaN);
  const v = scale === undefined ? Number.NaN : (Number(units) / 10 ** scale) * usdc * perUsdc;
  return Number.isFinite(v) ? v : 0;
}

/** Where a withdrawal went: as recorded, and as the destination its chain reads (cash: as recorded). */
function destination(recipient: string, routeId: number | undefined): Pick<TransferFact, 'address' | 'destination'> {
  const route = routeById(routeId);
  return { address: recipient, destination: route ? destinationOf(route.chain, recipient) : recipient };
}

export async function readCustomerFacts(db: Database, userId: string, now: Date): Promise<CustomerFacts | null> {
  const user = await db.selectFrom('users').select('currency_code').where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const region: Region = legalRegionOf(user.currency_code);
  const regionCurrency = region === 'AU' ? 'AUD' : 'EUR';
  const since = new Date(now.getTime() - FACT_DAYS * DAY_MS);
  const rows = await customerLegs(db, userId)
    .select(['m.id', 'm.kind', 'm.created_at', 'm.recipient', 'm.details', 't.amount', 't.currency'])
    .where('m.kind', 'in', Object.keys(KINDS))
    .where('m.created_at', '>', since)
    .where('m.created_at', '<=', now)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  const transfers: TransferFact[] = rows.map((r) => {
    const kind = KINDS[r.kind] ?? 'deposit';
    const details = (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Details;
    return {
      id: String(r.id),
      kind,
      at: new Date(r.created_at),
      value:
        Math.round(
          (CASH_KINDS.has(r.kind) ? cashInRegion : valueInRegion)(details ?? {}, r.currency, r.amount, regionCurrency) *
            100,
        ) / 100,
      ...(kind === 'withdrawal' && r.recipient ? destination(r.recipient, details?.route_id) : {}),
    };
  });
  const signIns = (
    await db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'country', 'device_key'])
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .where('created_at', '<=', now)
      .orderBy('created_at')
      .execute()
  ).map((s) => ({ id: s.id, at: new Date(s.created_at), country: s.country, device: s.device_key }));
  return { userId, region, now, transfers, signIns };
}
