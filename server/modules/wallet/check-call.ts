/**
 * /exchange/check-withdrawal (decision 178): the holds create-withdrawal-action would answer with,
 * asked by the withdraw form before it asks for a 2FA code. The same checks, in the same order
 * (the withdrawal hold, then the allowlist); the withdrawal itself checks them again.
 */
import { isValidAddressForRoute } from '../../../contract/addresses/index.js';
import { CALLS } from '../../../contract/calls/index.js';
import { WITHDRAW_MESSAGES } from '../../../contract/exchange.js';
import type { WithdrawalCheckAnswer, WithdrawalHold } from '../../../contract/withdrawal-check.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { activeRoute } from './routes.js';
import { assertNotHeldFrom } from './withdrawals.js';

function holdOf(e: unknown): WithdrawalHold | null {
  if (!(e instanceof ApiError) || (e.code !== 'WITHDRAWALS_HELD' && e.code !== 'ADDRESS_NOT_ALLOWED')) return null;
  return {
    code: e.code,
    message: e.message,
    retry_at: e.extra.retryAt ?? null,
    field: e.code === 'ADDRESS_NOT_ALLOWED' ? 'cryptoAddress' : null,
  };
}

export const checkWithdrawal = defineCall(CALLS.checkWithdrawal, {
  rules(o) {
    return { routeId: o.paymentRouteId, address: o.cryptoAddress };
  },
  async handle(ctx, p): Promise<{ data: WithdrawalCheckAnswer }> {
    const { deps } = ctx;
    const userId = requireUser(ctx).id;
    const route = activeRoute(deps.config, p.routeId);
    if (!route) throw new ApiError('ROUTE_NOT_FOUND', WITHDRAW_MESSAGES.routeNotFound);
    const user = await deps.db
      .selectFrom('users')
      .select(['withdrawals_held_until', 'withdrawals_held_reason', 'time_zone'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    try {
      // An address the form would refuse anyway (empty, or not of this network) is not asked about.
      const address = p.address && isValidAddressForRoute(route, p.address) ? p.address : null;
      await assertNotHeldFrom(deps, userId, user, route.id, address);
    } catch (e) {
      const hold = holdOf(e);
      if (!hold) throw e;
      return { data: { hold } };
    }
    return { data: { hold: null } };
  },
});
