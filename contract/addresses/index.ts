/**
 * One address validator per payment route, with real checksums, shared by the withdraw form and
 * the server. Every route of a chain shares that chain's address format.
 */
import type { ChainId, PaymentRoute } from '../routes.js';
import { isValidBitcoinAddress } from './bitcoin.js';
import { isValidEvmAddress } from './evm.js';
import { isValidSolanaAddress } from './solana.js';
import { isValidTronAddress } from './tron.js';
import { isValidXrpAddress } from './xrp.js';

export { decodeSegwitAddress, encodeSegwitAddress, isValidBitcoinAddress } from './bitcoin.js';
export { isValidEvmAddress, toChecksumAddress } from './evm.js';
export { encodeSolanaAddress, isValidSolanaAddress } from './solana.js';
export { encodeTronAddress, isValidTronAddress } from './tron.js';
export { decodeXAddress, encodeXrpClassicAddress, isValidXrpAddress } from './xrp.js';

const ADDRESS_VALIDATORS: Record<ChainId, (address: string) => boolean> = {
  bitcoin: isValidBitcoinAddress,
  ethereum: isValidEvmAddress,
  avalanche: isValidEvmAddress,
  solana: isValidSolanaAddress,
  xrpl: isValidXrpAddress,
  tron: isValidTronAddress,
};

/** True when `address` is a well-formed address, with a valid checksum, for the route's chain. */
export function isValidAddressForRoute(route: Pick<PaymentRoute, 'chain'>, address: string): boolean {
  if (typeof address !== 'string') return false;
  return ADDRESS_VALIDATORS[route.chain](address);
}
