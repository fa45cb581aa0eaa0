/**
 * The local sanctions list (APP_MODE=local and tests): the OFAC SDN addresses of
 * sdn-addresses.ts, kept and compared as the accounts they name (decision 343): an X-address is
 * its classic account, Ethereum-format (ETH, AVAX, ERC-20 tokens) and bech32 addresses compare
 * without letter case, base58 ones exactly.
 */
import { accountOf } from '../../../contract/addresses/identity.js';
import type { ChainId } from '../../../contract/routes.js';
import type { ScreeningProvider } from './port.js';
import { SDN_ADDRESSES, SDN_LIST_DATE } from './sdn-addresses.js';

const LIST: Readonly<Record<ChainId, readonly string[]>> = {
  bitcoin: SDN_ADDRESSES.bitcoin,
  ethereum: SDN_ADDRESSES.evm,
  avalanche: SDN_ADDRESSES.evm,
  solana: SDN_ADDRESSES.solana,
  xrpl: SDN_ADDRESSES.xrpl,
  tron: SDN_ADDRESSES.tron,
};

const SETS = Object.fromEntries(
  Object.entries(LIST).map(([chain, list]) => [chain, new Set(list.map((a) => accountOf(chain as ChainId, a)))]),
) as Record<ChainId, Set<string>>;

export function localScreening(): ScreeningProvider {
  return {
    kind: 'local',
    async screen(chain, address) {
      const hit = SETS[chain]?.has(accountOf(chain, address)) ?? false;
      return { hit, source: `OFAC SDN list of ${SDN_LIST_DATE} (local copy)`, names: hit ? ['OFAC SDN'] : [] };
    },
  };
}
