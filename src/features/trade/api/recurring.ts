/** Recurring buys and the saved card (decision 143), typed by the call table. */
import type { PayloadOf } from '../../../../contract/calls/define.js';
import * as calls from '../../../../contract/calls/recurring.js';
import type { RecurringBuysData, RecurringPlanView } from '../../../../contract/recurring.js';
import { api } from '../../../api/client.js';

export async function getRecurringBuys(): Promise<RecurringBuysData> {
  const r = await api.call(calls.getRecurringBuys, {});
  return r.data ?? { plans: [], card: null };
}

type Terms = PayloadOf<typeof calls.createRecurringBuy>;

export async function createRecurringBuy(terms: Terms): Promise<RecurringPlanView | undefined> {
  return (await api.call(calls.createRecurringBuy, terms)).data?.plan;
}

export async function updateRecurringBuy(planId: string, terms: Terms): Promise<RecurringPlanView | undefined> {
  return (await api.call(calls.updateRecurringBuy, { planId, ...terms })).data?.plan;
}

export type PlanAction = 'pause' | 'resume' | 'cancel';

const ACTIONS = {
  pause: calls.pauseRecurringBuy,
  resume: calls.resumeRecurringBuy,
  cancel: calls.cancelRecurringBuy,
} as const;

export async function changeRecurringBuy(planId: string, action: PlanAction): Promise<RecurringPlanView | undefined> {
  return (await api.call(ACTIONS[action], { planId })).data?.plan;
}

export function removeSavedCard() {
  return api.call(calls.removeSavedCard, {});
}
