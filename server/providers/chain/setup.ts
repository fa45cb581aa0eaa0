/** Custody service when configured (always in production); the sandbox chain in local mode. */
import type { Clock } from '../../clock.js';
import type { Logger } from '../../log.js';
import { custodyChain } from './custody.js';
import { custodyNetworkFees } from './network-fees.js';
import type { ChainProvider } from './port.js';
import { sandboxChain } from './sandbox.js';
import type { ChainSettings } from './settings.js';

export function createChainProvider(settings: ChainSettings, log: Logger, clock: Clock): ChainProvider {
  if (settings.kind === 'custody') {
    const { url, token, pollMs } = settings;
    return { ...custodyChain({ url, token, log, pollMs }), fees: custodyNetworkFees({ url, token }) };
  }
  return sandboxChain({ clock, confirmDelayMs: settings.confirmDelayMs, fees: settings.fees });
}
