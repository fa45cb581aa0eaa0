/**
 * Identity verification: the stored status, the provider's widget token, the status refresh, and
 * the provider's webhooks. Other modules read the status with storedKycStatus (status.ts).
 */
import type { CallDef } from '../../http/call.js';
import { getKycStatus, getSumsubToken, updateKycStatus } from './calls.js';

export { KYC_WEBHOOK_MAX_BYTES, KYC_WEBHOOK_PATH, registerKycWebhook } from './webhook.js';

export const kycCalls: CallDef[] = [getKycStatus, getSumsubToken, updateKycStatus];
