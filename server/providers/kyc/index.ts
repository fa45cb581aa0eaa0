/** Identity checks: the port, Sumsub, the local sandbox with its widget pages, and the settings. */
import { defineProvider } from '../descriptor.js';
import { registerKycSandbox, SANDBOX_KYC_SUBMIT_MAX_BYTES, SANDBOX_KYC_SUBMIT_PATH } from './sandbox-routes.js';
import { parseKycSettings } from './settings.js';
import { createKycProvider } from './setup.js';

export * from './port.js';
export type { SandboxKycProvider } from './sandbox.js';
export { deliverDueSandboxReviews, SANDBOX_KYC_SUBMIT_MAX_BYTES } from './sandbox-routes.js';
export { payloadDigest } from './sumsub.js';

export const kycProvider = defineProvider({
  name: 'kyc',
  settings: parseKycSettings,
  create: (settings, { db, clock }) => createKycProvider(settings, db, clock),
  sandbox: registerKycSandbox,
  bodyLimits: { [SANDBOX_KYC_SUBMIT_PATH]: SANDBOX_KYC_SUBMIT_MAX_BYTES },
});
