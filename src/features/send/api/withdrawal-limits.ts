/** What is left of the customer's withdrawal limits (decision 135). */
import { getWithdrawalLimits as withdrawalLimits } from '../../../../contract/calls/exchange.js';
import type { WithdrawalLimitsAnswer } from '../../../../contract/withdrawal-limits.js';
import { api } from '../../../api/client.js';

export async function getWithdrawalLimits(): Promise<WithdrawalLimitsAnswer> {
  const r = await api.call(withdrawalLimits, {});
  return r.data;
}
