/**
 * The identity-verification calls, typed. The status is kept as an offline snapshot, so a verified
 * customer is still known as verified offline; a status that cannot be read counts as 'pending'.
 */
import * as calls from '../../contract/calls/kyc.js';
import { type KycStatus, type KycTokenData, kycStatusOf } from '../../contract/kyc.js';
import { loadWithSnapshot } from '../offline/load.js';
import { auth } from '../state/auth.js';
import { api } from './client.js';

export async function getKycStatus(): Promise<KycStatus> {
  try {
    const r = await loadWithSnapshot('kyc', auth.user?.id, async () => {
      const answer = await api.call(calls.getKycStatus, {});
      return answer.data;
    });
    return kycStatusOf(r.data);
  } catch {
    return 'pending';
  }
}

async function getKycToken(): Promise<KycTokenData> {
  const r = await api.call(calls.getSumsubToken, {});
  return r.data;
}

/** Tells the server what the widget reported; the answer is the provider's verified status. */
async function updateKycStatus(claimed: string): Promise<KycStatus> {
  const r = await api.call(calls.updateKycStatus, { kyc_status: claimed });
  return r.data.kyc_status;
}

/** The calls the shared verification UI makes, handed to it by the screen that shows it. */
export const kycCalls = { getKycStatus, getKycToken, updateKycStatus };
