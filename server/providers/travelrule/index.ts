/** The Travel Rule protocol: the port, OpenVASP's TRP client, the sandbox counterparty with its page, and the settings. */
import { defineProvider } from '../descriptor.js';
import { sandboxCounterparty } from './sandbox.js';
import { registerTravelRuleSandbox } from './sandbox-page.js';
import { parseTravelRuleSettings } from './settings.js';
import { trpClient } from './trp.js';

export * from './port.js';
export { SANDBOX_VASP_ID } from './sandbox.js';
export { counterpartyPayload } from './sandbox-deposit.js';
export { trpClient } from './trp.js';

export const travelRuleProvider = defineProvider({
  name: 'travelrule',
  settings: parseTravelRuleSettings,
  create: (settings) => (settings.kind === 'sandbox' ? sandboxCounterparty() : trpClient(settings)),
  sandbox: registerTravelRuleSandbox,
});
