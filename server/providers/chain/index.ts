/**
 * The chains: the port, address derivation, the custody service, the local sandbox chain with its
 * faucet page, network fees, and the settings.
 */
export { addressDeriver, schemeForChain } from './derivation.js';

export type { WithdrawalBroadcaster } from './port.js';
export * from './port.js';
export { type ChainSandboxWallet, registerChainSandbox } from './sandbox-routes.js';
export { type ChainSettings, parseChainSettings } from './settings.js';
export { createChainProvider } from './setup.js';
