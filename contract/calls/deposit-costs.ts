/** What a deposited coin cost: listed, and corrected by the customer (issue 46). */
import type { GenericSchema } from 'valibot';
import { type CoinSymbol, isCoin } from '../assets.js';
import { compareDecimal, isDecimalString } from '../money.js';
import { DEPOSIT_COST_MAX, DEPOSIT_COST_MESSAGES, type DepositCosts } from '../statements.js';
import { defineSpec } from './define.js';
import { payload, required } from './fields.js';

const coin = () => required((v): v is CoinSymbol => isCoin(v), 'Unknown currency') as GenericSchema<string, CoinSymbol>;

/** Money in the book's currency: zero or more, cents at most, and never beyond any real cost. */
const isCost = (v: unknown): v is string =>
  isDecimalString(v) && v.length <= 20 && !/\.\d{3}/.test(v) && compareDecimal(v, DEPOSIT_COST_MAX) <= 0;

/** A coin's deposits and what each is counted as costing, newest first. */
export const getDepositCosts = defineSpec<DepositCosts>()({
  path: '/exchange/get-deposit-costs',
  access: 'user',
  readOnly: true,
  payload: payload({ currency_id: coin() }),
});

/** Sets what a deposit cost; the book is counted again from it. Setting the same cost twice is harmless. */
export const correctDepositCost = defineSpec<DepositCosts>()({
  path: '/exchange/correct-deposit-cost',
  access: 'user',
  payload: payload({
    lot_ref: required(
      (v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200,
      DEPOSIT_COST_MESSAGES.notFound,
    ),
    currency_id: coin(),
    cost: required(isCost, DEPOSIT_COST_MESSAGES.cost),
  }),
});
