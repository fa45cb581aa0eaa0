/**
 * Bitcoin mainnet addresses: SegWit per BIP-173 (bech32, version 0) and BIP-350 (bech32m,
 * versions 1 to 16), and legacy base58check P2PKH ('1...') and P2SH ('3...').
 */
import { bech32, bech32m } from '@scure/base';
import { base58checkDecode } from './checksum.js';

interface SegwitAddress {
  hrp: string;
  version: number;
  program: Uint8Array;
}

/**
 * Decodes a SegWit address with the rules of BIP-350 (checksum variant by version), for one of
 * the given human-readable parts (mainnet 'bc' and test network 'tb' by default).
 */
export function decodeSegwitAddress(address: string, hrps: readonly string[] = ['bc', 'tb']): SegwitAddress | null {
  if (address.length > 90) return null;
  // Mixed case is refused by the decoder; the variant is chosen by the version below.
  const decoded = bech32.decodeUnsafe(address, 90) ?? null;
  const decodedM = decoded ? null : (bech32m.decodeUnsafe(address, 90) ?? null);
  const found = decoded ?? decodedM;
  if (!found || found.words.length < 1) return null;
  if (!hrps.includes(found.prefix.toLowerCase())) return null;
  const version = found.words[0];
  if (version === undefined || version > 16) return null;
  if (version === 0 && !decoded) return null;
  if (version !== 0 && !decodedM) return null;
  let program: Uint8Array;
  try {
    program = (decoded ? bech32 : bech32m).fromWords(found.words.slice(1));
  } catch {
    return null; // more than 4 padding bits, or non-zero padding
  }
  if (program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  return { hrp: found.prefix.toLowerCase(), version, program };
}

export function encodeSegwitAddress(hrp: string, version: number, program: Uint8Array): string {
  const words = [version, ...bech32.toWords(program)];
  return version === 0 ? bech32.encode(hrp, words) : bech32m.encode(hrp, words);
}

/**
 * A Bitcoin mainnet address a withdrawal may pay: P2WPKH, P2WSH, P2TR, P2PKH or P2SH.
 * Future witness versions decode but are refused: outputs to them are spendable by anyone today.
 */
export function isValidBitcoinAddress(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower.startsWith('bc1')) {
    const segwit = decodeSegwitAddress(address, ['bc']);
    if (!segwit) return false;
    return segwit.version === 0 || (segwit.version === 1 && segwit.program.length === 32);
  }
  if (!/^[13]/.test(address)) return false;
  const payload = base58checkDecode(address, 'bitcoin');
  return payload !== null && payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
}
