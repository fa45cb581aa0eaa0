/** The network fee of a withdrawal route (decision 115). */
import { WITHDRAWAL_FEE_PATH, type WithdrawalFeeAnswer } from '../../contract/withdrawal-fee.js';
import { api } from './client.js';

export async function getWithdrawalFee(paymentRouteId: number): Promise<WithdrawalFeeAnswer> {
  const r = await api.call<WithdrawalFeeAnswer>(WITHDRAWAL_FEE_PATH, { paymentRouteId });
  return r.data;
}
