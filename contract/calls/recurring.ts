/** Recurring buys and the saved card (decision 143). */
import { maxLength, minLength, pipe, string } from 'valibot';
import {
  isPlanAmount,
  isRecurringFrequency,
  RECURRING_MESSAGES,
  type RecurringBuysData,
  type RecurringFrequency,
  type RecurringPlanData,
} from '../recurring.js';
import { defineSpec } from './define.js';
import { checkedByRule, noFields, payload, required } from './fields.js';

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
  payload: payload({
    /** The coin bought; the call's rule checks it is offered. */
    coin: checkedByRule<string>(),
    amount,
    frequency,
  }),
});

export const updateRecurringBuy = defineSpec<RecurringPlanData>()({
  path: '/exchange/update-recurring-buy',
  access: 'user',
  idempotent: true,
  payload: payload({ planId, coin: checkedByRule<string>(), amount, frequency }),
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
