/** Limit and stop orders (decision 427): placing, cancelling and listing the customer's orders. */
import { custom, type GenericSchema, optional } from 'valibot';
import { isCoin } from '../assets.js';
import { isCashCurrency } from '../cash-trade.js';
import { isDecimalString, isPositiveDecimal } from '../money.js';
import { ORDER_KINDS, ORDER_MESSAGES, type OrderCurrency, type OrderEntry, type OrderKind } from '../orders.js';
import { defineSpec } from './define.js';
import { noFields, payload, required, uuidOrNone } from './fields.js';

const UNKNOWN_CURRENCY = 'Unknown currency';
const currency = () =>
  required((v): v is OrderCurrency => isCoin(v) || isCashCurrency(v), UNKNOWN_CURRENCY) as GenericSchema<
    string,
    OrderCurrency
  >;

/** An ISO date-time within the next 90 days; which days are allowed is the call's rule (it knows the time). */
const isInstant = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= 40 && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v));

export const createOrder = defineSpec<OrderEntry>()({
  path: '/exchange/create-order',
  access: 'user',
  idempotent: true,
  payload: payload({
    kind: required((v): v is OrderKind => ORDER_KINDS.includes(v as OrderKind), ORDER_MESSAGES.kind) as GenericSchema<
      string,
      OrderKind
    >,
    sourceCurrencyId: currency(),
    targetCurrencyId: currency(),
    /** A decimal string in the source currency; its decimals are the currency's rule. */
    sourceCurrencyAmount: required(isDecimalString, 'Please enter a valid amount'),
    /** Target per unit of source. */
    price: required(
      (v): v is string => isDecimalString(v) && v.length <= 40 && isPositiveDecimal(v),
      ORDER_MESSAGES.price,
    ),
    /** Absent: the order stays open until cancelled, 90 days at most. */
    expiresAt: optional(custom<string>(isInstant, ORDER_MESSAGES.expiresAt)),
  }),
});

/** Cancelling an order that has ended answers 409 ORDER_NOT_OPEN; another customer's answers not found. */
export const cancelOrder = defineSpec<OrderEntry>()({
  path: '/exchange/cancel-order',
  access: 'user',
  payload: payload({ order_id: uuidOrNone() }),
});

/** The customer's orders, newest first. */
export const getOrders = defineSpec<OrderEntry[]>()({
  path: '/exchange/get-orders',
  access: 'user',
  readOnly: true,
  payload: noFields,
});
