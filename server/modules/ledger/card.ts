/**
 * Crediting a card purchase, for the payments module once the gateway has confirmed the payment:
 * the fiat arrives in card settlement and goes to house liquidity; the coin goes from house
 * liquidity to the customer. Once per tracking id, whatever the number of calls.
 */
import { COINS, type CoinSymbol, FIAT_SCALE, type FiatSymbol } from '../../../contract/assets.js';
import { toUnits } from '../../../contract/money.js';
import { PAYMENT_METHOD_LABELS } from '../../../contract/payment-methods.js';
import type { AppDeps } from '../../deps.js';
import { postMovement, prepareMovement } from './post.js';
import { fiatRatesNow, usdcRatesNow } from './rates.js';
import { inTransaction } from './transaction.js';

interface CardPurchaseCredit {
  userId: string;
  /** The gateway's tracking id: the tracking id of the account transaction. */
  trackingId: string;
  coin: CoinSymbol;
  /** Decimal string in the coin. */
  coinAmount: string;
  fiatCurrency: FiatSymbol;
  /** Decimal string, at most 2 decimals. */
  fiatAmount: string;
}

interface CardPurchaseCredited {
  /** False when this tracking id had already been credited (nothing moved this time). */
  created: boolean;
  movementId: number;
  /** The account_transaction_id of the customer's credit in transaction-history. */
  accountTransactionId: string;
}

/** Must be called outside any database transaction. */
export async function creditCardPurchase(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'providers'>,
  p: CardPurchaseCredit,
): Promise<CardPurchaseCredited> {
  const coinUnits = toUnits(p.coinAmount, COINS[p.coin].scale);
  const fiatUnits = toUnits(p.fiatAmount, FIAT_SCALE);
  if (coinUnits <= 0n || fiatUnits <= 0n) throw new Error('a card purchase moves positive amounts');
  const ref = `card:${p.trackingId}`;
  const existing = async () => {
    const m = await deps.db
      .selectFrom('ledger_movements')
      .innerJoin('ledger_transfers', 'ledger_transfers.movement_id', 'ledger_movements.id')
      .select(['ledger_movements.id', 'ledger_movements.user_id', 'ledger_transfers.id as transfer_id'])
      .where('ledger_movements.ref', '=', ref)
      .where('ledger_transfers.currency', '=', p.coin)
      .executeTakeFirst();
    if (!m) return null;
    if (m.user_id !== p.userId) throw new Error(`tracking id ${p.trackingId} was credited to another customer`);
    return { created: false, movementId: m.id, accountTransactionId: String(m.transfer_id) };
  };
  const before = await existing();
  if (before) return before;

  const prepared = await prepareMovement(deps.db, {
    kind: 'card_purchase',
    ref,
    userId: p.userId,
    transactionClass: 'trade',
    trackingId: p.trackingId,
    note: `Card purchase of ${p.coinAmount} ${p.coin} for ${p.fiatAmount} ${p.fiatCurrency}`,
    paymentMethod: PAYMENT_METHOD_LABELS.card,
    details: {
      fiat_currency: p.fiatCurrency,
      fiat_amount: p.fiatAmount,
      usdc_rates: await usdcRatesNow(deps, [p.coin]),
      fiat_rates: await fiatRatesNow(deps),
    },
    at: deps.clock.now(),
    transfers: [
      {
        from: { house: 'card_settlement', currency: p.fiatCurrency },
        to: { house: 'liquidity', currency: p.fiatCurrency },
        amount: fiatUnits,
      },
      { from: { house: 'liquidity', currency: p.coin }, to: { userId: p.userId, currency: p.coin }, amount: coinUnits },
    ],
  });
  const posted = await inTransaction(deps.db, (trx) => postMovement(trx, prepared));
  if (!posted) {
    const after = await existing();
    if (after) return after;
    throw new Error('card purchase credit lost a race and found nothing');
  }
  const credit = posted.transfers.find((t) => t.currency === p.coin)!;
  return { created: true, movementId: posted.id, accountTransactionId: String(credit.id) };
}
