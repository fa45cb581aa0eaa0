/**
 * An order's one ending (decision 427): filled, cancelled or expired. Each is one ledger movement
 * under the ref `order:<id>:settle`, posted in the same statement that moves the order out of
 * 'open' (postMovement's link). The unique ref is the claim: of ten cancels, a cancel and a fill,
 * or two servers filling at once, exactly one posts; the others find the ref taken and move
 * nothing.
 */

import { sql } from 'kysely';
import { isCoin } from '../../../contract/assets.js';
import type { SwapTarget } from '../../../contract/cash-trade.js';
import { fromUnits } from '../../../contract/money.js';
import type { OrderState } from '../../../contract/orders.js';
import type { AppDeps } from '../../deps.js';
import {
  fiatRatesNow,
  postMovement,
  prepareMovement,
  retryingConflicts,
  type TransferSpec,
  usdcRatesNow,
} from '../ledger/index.js';
import type { PricedTrade } from '../market/index.js';
import { scaleOf } from '../market/index.js';

type SettleDeps = Pick<AppDeps, 'db' | 'providers' | 'config' | 'log' | 'clock'>;

export interface OpenOrder {
  id: string;
  user_id: string;
  source_currency: string;
  target_currency: string;
  source_amount: string;
}

type Ending = { state: 'filled'; priced: PricedTrade } | { state: Exclude<OrderState, 'open' | 'filled'> };

/** Posts the ending; true when this call ended the order, false when another ending came first. */
export async function settleOrder(deps: SettleDeps, order: OpenOrder, ending: Ending, now: Date): Promise<boolean> {
  const userId = order.user_id;
  const source = order.source_currency as SwapTarget;
  const target = order.target_currency as SwapTarget;
  const units = BigInt(order.source_amount);
  const held = { house: 'order_holds' as const, currency: source };
  const filled = ending.state === 'filled' ? ending.priced : null;
  const transfers: TransferSpec[] = filled
    ? [
        { from: held, to: { house: 'liquidity', currency: source }, amount: units },
        { from: { house: 'liquidity', currency: target }, to: { userId, currency: target }, amount: filled.net },
        ...(filled.fee > 0n
          ? [
              {
                from: { house: 'liquidity' as const, currency: target },
                to: { house: 'fee_revenue' as const, currency: target },
                amount: filled.fee,
              },
            ]
          : []),
      ]
    : [{ from: held, to: { userId, currency: source }, amount: units }];
  const sourceText = fromUnits(units, scaleOf(source));
  const prepared = await prepareMovement(deps.db, {
    kind: filled ? 'order_fill' : 'order_release',
    ref: `order:${order.id}:settle`,
    userId,
    transactionClass: 'conversion',
    trackingId: order.id,
    note: filled
      ? `Order filled: ${sourceText} ${source} to ${fromUnits(filled.net, scaleOf(target))} ${target}`
      : `Order ${ending.state}: ${sourceText} ${source} released`,
    details: {
      order_id: order.id,
      ending: ending.state,
      source_currency: source,
      source_units: units.toString(),
      ...(filled
        ? {
            rate: filled.rate,
            instrument_id: filled.instrumentId,
            usdc_rates: await usdcRatesNow(deps, [source, target].filter(isCoin)),
            fiat_rates: await fiatRatesNow(deps),
          }
        : {}),
    },
    at: now,
    transfers,
  });
  const posted = await retryingConflicts(() =>
    postMovement(deps.db, prepared, {
      link: sql`update orders set state = ${ending.state}, ended_at = ${now}, settle_movement_id = (select id from m),
          fill_price = ${filled?.rate ?? null}, target_amount = ${filled?.net.toString() ?? null},
          fee_amount = ${filled?.fee.toString() ?? null}
        where id = ${order.id} and state = 'open' and exists (select 1 from m)`,
    }),
  );
  return posted !== null;
}
