/** Bank payments: the port, Airwallex's API, the local sandbox bank with its page, and the settings. */
import { defineProvider } from '../descriptor.js';
import { registerBankSandbox } from './sandbox-routes.js';
import { parseBankSettings } from './settings.js';
import { createBankProvider } from './setup.js';

export * from './port.js';
export type { SandboxBank } from './sandbox.js';

export const bankProvider = defineProvider({
  name: 'bank',
  settings: parseBankSettings,
  create: (settings, { db, clock }) => createBankProvider(settings, db, clock),
  sandbox: registerBankSandbox,
});
