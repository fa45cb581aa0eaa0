/** Tron addresses: base58check of 0x41 followed by the 20-byte account id ('T...'). */
import { base58checkDecode, base58checkEncode } from './checksum.js';

const TRON_PREFIX = 0x41;

export function encodeTronAddress(accountId: Uint8Array): string {
  if (accountId.length !== 20) throw new Error('a Tron account id is 20 bytes');
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(accountId, 1);
  return base58checkEncode(payload, 'bitcoin');
}

export function isValidTronAddress(address: string): boolean {
  if (!address.startsWith('T') || address.length !== 34) return false;
  const payload = base58checkDecode(address, 'bitcoin');
  return payload !== null && payload.length === 21 && payload[0] === TRON_PREFIX;
}
