/**
 * The KYC status for the withdraw gate. A status that cannot be read counts as 'pending'
 * (specification section 4), which opens the verification prompt rather than letting a
 * withdrawal through; the server refuses unverified withdrawals in any case.
 */
import { KYC_PATHS, type KycStatusData, kycStatusOf } from '../../../contract/kyc.js';
import { api } from '../../api/client.js';

export async function fetchKycStatus(): Promise<string> {
  try {
    const r = await api.call<KycStatusData>(KYC_PATHS.getStatus, {});
    return kycStatusOf(r.data);
  } catch {
    return 'pending';
  }
}
