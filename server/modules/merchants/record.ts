/**
 * Recording merchant transactions. The ledger (deposits, withdrawals) and payments (card
 * purchases) call recordMerchantTransaction inside the database transaction that moves the money,
 * so a movement and its merchant record commit or roll back together.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { COINS, FIAT_SCALE, isCoin, isFiat } from '../../../contract/assets.js';
import { MERCHANT_CODES, MERCHANT_SOURCES, REQUEST_TYPES, type RequestType } from '../../../contract/merchants.js';
import { fromUnits, toUnits } from '../../../contract/money.js';
import type { Config } from '../../config.js';
import { regionForCurrency } from './config.js';
import { activeMerchantFor, type Db, syncMerchants } from './merchants.js';

export type MerchantOutcome = 'completed' | 'pending' | 'failed' | 'declined' | 'cancelled' | 'expired';

export interface MerchantTransactionInput {
  /** 1 deposit, 2 withdraw, 3 buy (or the name). */
  requestType: RequestType | keyof typeof REQUEST_TYPES;
  /** The product's own id of the event (deposit id, withdrawal id, purchase transaction id). */
  transactionId: string;
  /** The customer; their market currency picks the merchant (EUR: EU, others: AU). */
  userId: string;
  outcome: MerchantOutcome;
  /**
   * What the merchant moved: the fiat charged for a buy, the coin amount for a deposit or a
   * withdrawal. A decimal string, or a bigint in base units of `currency`.
   */
  amount: string | bigint;
  currency: string;
  /** For a buy: the coin credited (decimal string or base units of `currencyValue`). */
  currencyAmount?: string | bigint | null;
  currencyValue?: string | null;
  /** 'card' for buys and 'crypto' otherwise unless given (a network name, for example). */
  source?: string;
  /** Gateway tracking id, chain transaction hash... */
  orderReference?: string | null;
  at: Date;
}

/** What a caller needs: deps, or deps with `db` replaced by its open transaction. */
interface MerchantWriter {
  db: Db;
  config: Pick<Config, 'merchants'>;
}

const OUTCOME: Record<MerchantOutcome, { status: boolean; code: string }> = {
  completed: { status: true, code: MERCHANT_CODES.completed },
  pending: { status: true, code: MERCHANT_CODES.pending },
  declined: { status: false, code: MERCHANT_CODES.declined },
  cancelled: { status: false, code: MERCHANT_CODES.cancelled },
  expired: { status: false, code: MERCHANT_CODES.expired },
  failed: { status: false, code: MERCHANT_CODES.failed },
};

/** Decimals of a currency's base unit: fiat 2, coins their own scale. */
function scaleOf(currency: string): number {
  if (isFiat(currency)) return FIAT_SCALE;
  if (isCoin(currency)) return COINS[currency].scale;
  throw new Error(`unknown currency ${currency}`);
}

function units(value: string | bigint, currency: string): string {
  const scale = scaleOf(currency);
  if (typeof value === 'bigint') {
    if (value < 0n) throw new Error('merchant amounts are never negative');
    return value.toString();
  }
  return toUnits(value, scale).toString();
}

/** Decimal string of stored base units. */
export function decimalOf(stored: string | null, currency: string | null): string | null {
  if (stored === null || currency === null) return null;
  return fromUnits(BigInt(stored), scaleOf(currency));
}

/**
 * Records a merchant transaction, or updates the status of the one already recorded for the same
 * event (a withdrawal recorded pending, later completed). A final status is never turned back into
 * pending. Returns the record's id.
 */
export async function recordMerchantTransaction(w: MerchantWriter, input: MerchantTransactionInput): Promise<string> {
  const requestType = typeof input.requestType === 'string' ? REQUEST_TYPES[input.requestType] : input.requestType;
  if (![1, 2, 3].includes(requestType)) throw new Error(`unknown request type ${String(input.requestType)}`);
  if (!input.transactionId) throw new Error('a merchant transaction needs the transaction id');
  const { status, code } = OUTCOME[input.outcome];
  const amount = units(input.amount, input.currency);
  const hasLeg = input.currencyAmount !== undefined && input.currencyAmount !== null && Boolean(input.currencyValue);
  const currencyAmount = hasLeg ? units(input.currencyAmount as string | bigint, input.currencyValue as string) : null;
  const currencyValue = hasLeg ? (input.currencyValue as string) : null;

  const user = await w.db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'currency_code'])
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (!user) throw new Error('merchant transaction for an unknown user');
  const region = regionForCurrency(user.currency_code);
  let merchant = await activeMerchantFor(w.db, region);
  if (!merchant) {
    // First use on this database (a fresh test database, or before start-up finished syncing).
    await syncMerchants(w.db, w.config.merchants, input.at);
    merchant = await activeMerchantFor(w.db, region);
    if (!merchant) throw new Error(`no merchant serves region ${region}`);
  }

  const source = input.source ?? (requestType === REQUEST_TYPES.buy ? MERCHANT_SOURCES.card : MERCHANT_SOURCES.crypto);
  // What a later report of the same transaction replaces (while the record is still pending).
  const outcome = {
    status,
    code,
    amount,
    currency: input.currency,
    currency_amount: currencyAmount,
    currency_value: currencyValue,
  };
  const row = await w.db
    .insertInto('merchant_transactions')
    .values({
      id: randomUUID(),
      transaction_id: input.transactionId,
      merchant_id: merchant.merchant_id,
      user_id: input.userId,
      request_type: requestType,
      ...outcome,
      user_name: `${user.first_name} ${user.last_name}`.trim(),
      source,
      orderreference: input.orderReference ?? '',
      created_at: input.at,
      updated_at: input.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['request_type', 'transaction_id'])
        .doUpdateSet({
          ...outcome,
          orderreference: sql`coalesce(nullif(excluded.orderreference, ''), merchant_transactions.orderreference)`,
          updated_at: input.at,
        })
        .where((eb) =>
          eb.or([
            eb('merchant_transactions.code', '=', MERCHANT_CODES.pending),
            eb(sql.ref('excluded.code'), '<>', MERCHANT_CODES.pending),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  // The update was skipped (a final record is already there): answer with its id.
  const existing = await w.db
    .selectFrom('merchant_transactions')
    .select('id')
    .where('request_type', '=', requestType)
    .where('transaction_id', '=', input.transactionId)
    .executeTakeFirstOrThrow();
  return existing.id;
}
