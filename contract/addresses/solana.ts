/**
 * Solana addresses: base58 of a 32-byte public key. There is no checksum, so a mistyped
 * character is only caught when it breaks the alphabet or the length.
 */
import { base58 } from '@scure/base';

export function isValidSolanaAddress(address: string): boolean {
  if (address.length < 32 || address.length > 44) return false;
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

export function encodeSolanaAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new Error('a Solana public key is 32 bytes');
  return base58.encode(publicKey);
}
