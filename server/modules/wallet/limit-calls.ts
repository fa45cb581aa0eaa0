/** /exchange/get-withdrawal-limits: what the customer may still withdraw (decision 135). */
import { CALLS } from '../../../contract/calls/index.js';
import type { WithdrawalLimitsAnswer } from '../../../contract/withdrawal-limits.js';
import { defineCall, requireUser } from '../../http/call.js';
import { withdrawalLimitsOf } from './withdrawal-limits.js';

export const getWithdrawalLimits = defineCall(CALLS.getWithdrawalLimits, {
  async handle(ctx): Promise<{ data: WithdrawalLimitsAnswer }> {
    return { data: await withdrawalLimitsOf(ctx.deps, ctx.deps.db, requireUser(ctx).id) };
  },
});
