/** Recurring buys and the saved card (decision 143). */
import { type GenericSchema, maxLength, minLength, optional, picklist, pipe, string } from 'valibot';
import { type CoinSymbol, isCoin } from '../assets.js';
import { FUNDING_SOURCES } from '../cash-trade.js';
import {
  isPlanAmount,
  isRecurringFrequency,
  RECURRING_MESSAGES,
  type RecurringBuysData,
  type RecurringFrequency,
  type RecurringPlanData,
} from '../recurring.js';
import { defineSpec } from './define.js';
import { noFields, payload, required } from './fields.js';

const isText = (v: unknown): v is string => typeof v === 'string';

/** A plan id: text of 1 to 64 characters; anything else reads as a plan that is not found. */
const planId = pipe(
  required(isText, RECURRING_MESSAGES.planId),
  string(),
  minLength(1, RECURRING_MESSAGES.planId),
  maxLength(64, RECURRING_MESSAGES.planId),
);
const frequency = required((v): v is RecurringFrequency => isRecurringFrequency(v), RECURRING_MESSAGES.frequency);
const amount = required(isPlanAmount, RECURRING_MESSAGES.amount);
/** Left out: the saved card, as before balances existed (decision 268). */
const funding = optional(picklist(FUNDING_SOURCES, 'Choose card or balance'), 'card');
/** A coin of the catalogue; whether it is offered in the customer's currency is the call's rule. */
const coin = required((v): v is CoinSymbol => isCoin(v), 'Unknown crypto currency') as GenericSchema<
  string,
  CoinSymbol
>;

export const getRecurringBuys = defineSpec<RecurringBuysData>()({
  path: '/exchange/get-recurring-buys',
  access: 'user',
  readOnly: true,
  payload: noFields,
});

export const createRecurringBuy = defineSpec<RecurringPlanData>()({
  path: '/exchange/create-recurring-buy',
  access: 'user',
  idempotent: true,
  // The coin last: the amount's and frequency's refusals stay the summary, as they were.
  payload: payload({ amount, frequency, coin, funding }),
});

export const updateRecurringBuy = defineSpec<RecurringPlanData>()({
  path: '/exchange/update-recurring-buy',
  access: 'user',
  idempotent: true,
  payload: payload({ planId, amount, frequency, coin, funding }),
});

export const pauseRecurringBuy = defineSpec<RecurringPlanData>()({
  path: '/exchange/pause-recurring-buy',
  access: 'user',
  payload: payload({ planId }),
});

export const resumeRecurringBuy = defineSpec<RecurringPlanData>()({
  path: '/exchange/resume-recurring-buy',
  access: 'user',
  payload: payload({ planId }),
});

export const cancelRecurringBuy = defineSpec<RecurringPlanData>()({
  path: '/exchange/cancel-recurring-buy',
  access: 'user',
  payload: payload({ planId }),
});

export const removeSavedCard = defineSpec<undefined>()({
  path: '/exchange/remove-saved-card',
  access: 'user',
  payload: noFields,
});
