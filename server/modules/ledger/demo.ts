/**
 * The demo customer's holdings in local mode: real ledger credits from the world account, labelled
 * as manual deposits, once per customer and coin (running the seed again moves nothing).
 */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { toUnits } from '../../../contract/money.js';
import type { AppDeps } from '../../deps.js';
import { postMovement, prepareMovement } from './post.js';
import { inTransaction } from './transaction.js';

export const DEMO_HOLDINGS: Partial<Record<CoinSymbol, string>> = {
  BTC: '0.25',
  ETH: '3.5',
  SOL: '40',
  XRP: '750',
  USDT: '2500',
  USDC: '1500',
};

/** Must be called outside any database transaction. Returns the coins credited this time. */
export async function seedDemoWallet(deps: AppDeps, userId: string): Promise<CoinSymbol[]> {
  const credited: CoinSymbol[] = [];
  for (const [coin, amount] of Object.entries(DEMO_HOLDINGS) as [CoinSymbol, string][]) {
    const prepared = await prepareMovement(deps.db, {
      kind: 'demo_credit',
      ref: `demo:${userId}:${coin}`,
      userId,
      transactionClass: 'manual',
      trackingId: `demo-${coin.toLowerCase()}`,
      note: `Welcome credit of ${amount} ${coin}`,
      at: deps.clock.now(),
      transfers: [
        {
          from: { house: 'deposits_world', currency: coin },
          to: { userId, currency: coin },
          amount: toUnits(amount, COINS[coin].scale),
        },
      ],
    });
    if (await inTransaction(deps.db, (trx) => postMovement(trx, prepared))) credited.push(coin);
  }
  return credited;
}
