/**
 * Identity verification: the stored status, the provider's widget token, the status refresh, and
 * the provider's webhooks. Other modules read the status with storedKycStatus (status.ts); the
 * support desk sends the verification reminder (reminder.ts).
 */

import type { CallDef } from '../../http/call.js';
import { defineModule } from '../descriptor.js';
import { getKycStatus, getSumsubToken, updateKycStatus } from './calls.js';
import { KYC_WEBHOOK_MAX_BYTES, KYC_WEBHOOK_PATH, registerKycWebhook } from './webhook.js';

export { sendVerificationReminder } from './reminder.js';
export { KYC_WEBHOOK_MAX_BYTES } from './webhook.js';

const kycCalls: CallDef[] = [getKycStatus, getSumsubToken, updateKycStatus];

export const kycModule = defineModule({
  name: 'kyc',
  needs: ['config', 'db', 'clock', 'log', 'providers'],
  calls: kycCalls,
  publicRoutes: registerKycWebhook,
  bodyLimits: { [KYC_WEBHOOK_PATH]: KYC_WEBHOOK_MAX_BYTES },
});
