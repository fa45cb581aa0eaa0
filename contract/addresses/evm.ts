/** EVM addresses (Ethereum, Avalanche C-Chain, ERC-20 tokens) with the EIP-55 checksum. */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 form of a 20-byte address given as 40 hex digits (any case, with or without 0x). */
export function toChecksumAddress(hex: string): string {
  const lower = hex.replace(/^0x/i, '').toLowerCase();
  if (!/^[0-9a-f]{40}$/.test(lower)) throw new Error('an EVM address is 20 bytes of hex');
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (const [i, digit] of [...lower].entries()) {
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? digit.toUpperCase() : digit;
  }
  return out;
}

/**
 * 0x and 40 hex digits. All lowercase (or all uppercase) carries no checksum and is accepted;
 * mixed case must match the EIP-55 checksum exactly.
 */
export function isValidEvmAddress(address: string): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(body) === address;
}
