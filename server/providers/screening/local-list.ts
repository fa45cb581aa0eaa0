/**
 * The local sanctions list (APP_MODE=local and tests): the OFAC SDN addresses of
 * sdn-addresses.ts. Ethereum-format addresses (ETH, AVAX, ERC-20 tokens) and bech32 ones compare
 * without letter case, as their chains read them; base58 ones exactly.
 */
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

const caseless = (address: string) => /^0x/i.test(address) || /^(bc|tb)1/i.test(address);
const key = (address: string) => (caseless(address) ? address.toLowerCase() : address);

const SETS = Object.fromEntries(Object.entries(LIST).map(([chain, list]) => [chain, new Set(list.map(key))])) as Record<
  ChainId,
  Set<string>
>;

export function localScreening(): ScreeningProvider {
  return {
    kind: 'local',
    async screen(chain, address) {
      const hit = SETS[chain]?.has(key(address.trim())) ?? false;
      return { hit, source: `OFAC SDN list of ${SDN_LIST_DATE} (local copy)`, names: hit ? ['OFAC SDN'] : [] };
    },
  };
}
