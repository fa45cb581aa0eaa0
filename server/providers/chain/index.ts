/**
 * The chains: the port, address derivation, the custody service, the local sandbox chain with its
 * faucet page, network fees, and the settings.
 */
import { defineProvider } from '../descriptor.js';
import type { ChainSandboxWallet } from './sandbox-routes.js';
import { registerChainSandbox } from './sandbox-routes.js';
import { parseChainSettings } from './settings.js';
import { createChainProvider } from './setup.js';

export { addressDeriver, schemeForChain } from './derivation.js';
export type { WithdrawalBroadcaster } from './port.js';
export * from './port.js';
export { type ChainSandboxDeps, type ChainSandboxWallet, sandboxDeposit } from './sandbox-routes.js';

export const chainProvider = defineProvider({
  name: 'chain',
  settings: parseChainSettings,
  create: (settings, { log, clock }) => createChainProvider(settings, log, clock),
  sandbox: (app, deps: Parameters<typeof registerChainSandbox>[1], hooks: { wallet: ChainSandboxWallet }) =>
    registerChainSandbox(app, deps, hooks.wallet),
});
