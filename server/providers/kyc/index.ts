/** Identity checks: the port, Sumsub, the local sandbox with its widget pages, and the settings. */
export * from './port.js';
export type { SandboxKycProvider } from './sandbox.js';
export {
  deliverDueSandboxReviews,
  registerKycSandbox,
  SANDBOX_KYC_SUBMIT_MAX_BYTES,
  SANDBOX_KYC_SUBMIT_PATH,
} from './sandbox-routes.js';
export { type KycSettings, parseKycSettings } from './settings.js';
export { createKycProvider } from './setup.js';
export { payloadDigest } from './sumsub.js';
