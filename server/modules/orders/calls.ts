/** /exchange/*-order: the customer's limit and stop orders (decision 427). */
import { CALLS } from '../../../contract/calls/index.js';
import { SWAP_MESSAGES } from '../../../contract/exchange.js';
import { defineCall, requireUser } from '../../http/call.js';
import { amountField } from '../ledger/index.js';
import { cancelOrder, listOrders, orderPair, placeOrder } from './store.js';

const createOrder = defineCall(CALLS.createOrder, {
  rules(o) {
    const { source, target } = orderPair(o.sourceCurrencyId, o.targetCurrencyId);
    const sourceUnits = amountField(o.sourceCurrencyAmount, 'sourceCurrencyAmount', source, {
      invalid: 'Please enter a valid amount',
      zero: SWAP_MESSAGES.amountMoreThanZero,
    });
    const expiresAt = o.expiresAt === undefined ? null : new Date(o.expiresAt);
    return { kind: o.kind, source, target, sourceUnits, price: o.price, expiresAt };
  },
  async handle(ctx, ask) {
    return { data: await placeOrder(ctx.deps, requireUser(ctx).id, ask, ctx.idempotencyKey ?? null) };
  },
});

const cancelOrderCall = defineCall(CALLS.cancelOrder, {
  async handle(ctx, p) {
    return { data: await cancelOrder(ctx.deps, requireUser(ctx).id, p.order_id) };
  },
});

const getOrders = defineCall(CALLS.getOrders, {
  async handle(ctx) {
    return { data: await listOrders(ctx.deps, requireUser(ctx).id) };
  },
});

export const orderCalls = [createOrder, cancelOrderCall, getOrders];
