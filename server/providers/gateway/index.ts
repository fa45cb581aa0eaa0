/** Card payments: the port, beGateway's hosted checkout, the local sandbox with its form, and the settings. */
export { checkoutBody } from './begateway.js';
export * from './port.js';
export type { SandboxGateway, SavedCardOutcome } from './sandbox.js';
export { SAVE_CARD_NOTICE } from './sandbox-page.js';
export { registerPaySandbox } from './sandbox-routes.js';
export { type GatewaySettings, parseGatewaySettings } from './settings.js';
export { createCardGateway } from './setup.js';
