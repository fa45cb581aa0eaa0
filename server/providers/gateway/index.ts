/** Card payments: the port, beGateway's hosted checkout, the local sandbox with its form, and the settings. */
import { defineProvider } from '../descriptor.js';
import { registerPaySandbox } from './sandbox-routes.js';
import { parseGatewaySettings } from './settings.js';
import { createCardGateway } from './setup.js';

export { checkoutBody } from './begateway.js';
export * from './port.js';
export type { SandboxGateway, SavedCardOutcome } from './sandbox.js';
export { SAVE_CARD_NOTICE } from './sandbox-page.js';

export const gatewayProvider = defineProvider({
  name: 'gateway',
  settings: parseGatewaySettings,
  create: (settings, { db, clock }) => createCardGateway(settings, db, clock),
  sandbox: registerPaySandbox,
});
