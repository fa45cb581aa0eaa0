/**
 * XRP Ledger addresses: classic ('r...', base58check of 0x00 and the 20-byte account id in the
 * XRP alphabet) and mainnet X-addresses (XLS-5d: account id plus an optional destination tag).
 */
import { base58checkDecode, base58checkEncode } from './checksum.js';

const X_MAINNET = [0x05, 0x44];

export function encodeXrpClassicAddress(accountId: Uint8Array): string {
  if (accountId.length !== 20) throw new Error('an XRP account id is 20 bytes');
  const payload = new Uint8Array(21);
  payload.set(accountId, 1);
  return base58checkEncode(payload, 'xrp');
}

function isValidXrpClassicAddress(address: string): boolean {
  if (!address.startsWith('r') || address.length < 25 || address.length > 35) return false;
  const payload = base58checkDecode(address, 'xrp');
  return payload !== null && payload.length === 21 && payload[0] === 0x00;
}

interface XAddress {
  classicAddress: string;
  tag: number | null;
}

/** Decodes a mainnet X-address; null for anything else (test-network X-addresses included). */
export function decodeXAddress(address: string): XAddress | null {
  if (!address.startsWith('X')) return null;
  const payload = base58checkDecode(address, 'xrp');
  if (payload?.length !== 31) return null;
  if (payload[0] !== X_MAINNET[0] || payload[1] !== X_MAINNET[1]) return null;
  const flag = payload[22];
  const [t0 = 0, t1 = 0, t2 = 0, t3 = 0, t4 = 0, t5 = 0, t6 = 0, t7 = 0] = payload.subarray(23, 31);
  // Tags are 32-bit; the upper four bytes are reserved and must be zero.
  if (t4 | t5 | t6 | t7) return null;
  const tag = (t0 | (t1 << 8) | (t2 << 16)) + t3 * 0x1000000;
  if (flag === 0) {
    if (tag !== 0) return null;
  } else if (flag !== 1) return null;
  return { classicAddress: encodeXrpClassicAddress(payload.subarray(2, 22)), tag: flag === 1 ? tag : null };
}

export function isValidXrpAddress(address: string): boolean {
  return isValidXrpClassicAddress(address) || decodeXAddress(address) !== null;
}
