/**
 * /exchange/get-deposit-costs and /exchange/correct-deposit-cost (issue 46): a deposit's coins
 * count at their time's price until the customer gives what they cost; the portfolio and the
 * statement then count from that.
 */
import { COINS, type CoinSymbol, FIAT_SCALE } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { fromUnits, toFixed, toUnits } from '../../../contract/money.js';
import { DEPOSIT_COST_MESSAGES, type DepositCosts } from '../../../contract/statements.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { correctDepositCost as correctCost, depositLots } from '../ledger/index.js';

async function depositCosts(deps: AppDeps, userId: string, coin: CoinSymbol): Promise<DepositCosts> {
  const { currency, lots } = await depositLots(deps.db, userId, coin);
  return {
    currency: currency as DepositCosts['currency'],
    deposits: lots.map((l) => ({
      lot_ref: l.ref,
      currency_id: l.coin,
      received_at: l.receivedAt.toISOString(),
      amount: fromUnits(l.amount, COINS[coin].scale),
      cost: toFixed(fromUnits(l.cost, FIAT_SCALE), FIAT_SCALE),
      corrected: l.corrected,
    })),
  };
}

const getDepositCosts = defineCall(CALLS.getDepositCosts, {
  async handle(ctx, p) {
    return { data: await depositCosts(ctx.deps, requireUser(ctx).id, p.currency_id as CoinSymbol) };
  },
});

const correctDepositCost = defineCall(CALLS.correctDepositCost, {
  async handle(ctx, p) {
    const userId = requireUser(ctx).id;
    const coin = p.currency_id as CoinSymbol;
    const done = await correctCost(ctx.deps.db, userId, {
      ref: p.lot_ref,
      coin,
      cost: toUnits(p.cost, FIAT_SCALE),
      at: ctx.deps.clock.now(),
    });
    // Another customer's deposit, or a coin that was bought here, is not one to correct.
    if (!done) throw new ApiError('NOT_FOUND', DEPOSIT_COST_MESSAGES.notFound, { field: 'lot_ref' });
    return { message: DEPOSIT_COST_MESSAGES.saved, data: await depositCosts(ctx.deps, userId, coin) };
  },
});

export const depositCostCalls = [getDepositCosts, correctDepositCost];
