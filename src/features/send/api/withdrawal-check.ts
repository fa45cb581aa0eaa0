/** Whether a withdrawal would be held back, asked before the 2FA code (decision 178). */
import { checkWithdrawal as check } from '../../../../contract/calls/exchange.js';
import type { WithdrawalHold } from '../../../../contract/withdrawal-check.js';
import { api } from '../../../api/client.js';

export async function checkWithdrawal(paymentRouteId: number, cryptoAddress: string): Promise<WithdrawalHold | null> {
  const r = await api.call(check, { paymentRouteId, cryptoAddress: cryptoAddress || undefined });
  return r.data.hold;
}
