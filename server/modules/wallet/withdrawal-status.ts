/**
 * A withdrawal's state and where it stands with the Travel Rule (decision 272): the withdraw
 * screen follows a withdrawal waiting for the receiving provider until it is accepted, refused or
 * unanswered in time. Only the customer's own withdrawals are found; another's is NOT_FOUND.
 */
import { CALLS } from '../../../contract/calls/index.js';
import type { WithdrawalStatusAnswer } from '../../../contract/travel-rule.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';

export const getWithdrawalStatus = defineCall(CALLS.withdrawalStatus, {
  async handle(ctx, p): Promise<{ data: WithdrawalStatusAnswer }> {
    const w = await ctx.deps.db
      .selectFrom('withdrawals')
      .select(['id', 'state', 'travel_rule_state'])
      .where('id', '=', p.withdrawalId)
      .where('user_id', '=', requireUser(ctx).id)
      .executeTakeFirst();
    if (!w) throw new ApiError('NOT_FOUND', 'There is no such withdrawal.');
    return {
      data: {
        withdrawalId: w.id,
        status: w.state,
        travelRule: w.travel_rule_state ? { state: w.travel_rule_state } : null,
      },
    };
  },
});
