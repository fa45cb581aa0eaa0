/** Base58check as Bitcoin, Tron and the XRP Ledger use it: payload || sha256(sha256(payload))[0..4]. */

import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base58xrp } from '@scure/base';

type Base58Alphabet = 'bitcoin' | 'xrp';

function doubleSha256(data: Uint8Array): Uint8Array {
  return sha256(sha256(data));
}

function coder(alphabet: Base58Alphabet) {
  return alphabet === 'xrp' ? base58xrp : base58;
}

export function base58checkEncode(payload: Uint8Array, alphabet: Base58Alphabet): string {
  const sum = doubleSha256(payload).subarray(0, 4);
  const full = new Uint8Array(payload.length + 4);
  full.set(payload);
  full.set(sum, payload.length);
  return coder(alphabet).encode(full);
}

/** The payload, or null when the text is not base58 or the checksum does not match. */
export function base58checkDecode(text: string, alphabet: Base58Alphabet): Uint8Array | null {
  let bytes: Uint8Array;
  try {
    bytes = coder(alphabet).decode(text);
  } catch {
    return null;
  }
  if (bytes.length < 5) return null;
  const payload = bytes.subarray(0, bytes.length - 4);
  const sum = doubleSha256(payload);
  for (let i = 0; i < 4; i++) if (sum[i] !== bytes[payload.length + i]) return null;
  return payload;
}
