/** The network fee of a withdrawal route (decision 115). */
import { getWithdrawalFee as withdrawalFee } from '../../../../contract/calls/exchange.js';
import type { WithdrawalFeeAnswer } from '../../../../contract/withdrawal-fee.js';
import { api } from '../../../api/client.js';

export async function getWithdrawalFee(paymentRouteId: number): Promise<WithdrawalFeeAnswer> {
  const r = await api.call(withdrawalFee, { paymentRouteId });
  return r.data;
}
