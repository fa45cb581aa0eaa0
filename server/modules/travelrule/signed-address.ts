/**
 * Signed addresses for TRP peers (decisions 295 and 331). TRP authenticates peers by mutual TLS,
 * which we do not terminate, so an address we hand a provider carries an HMAC-SHA256 (base64url,
 * under the data key) of what it is for and whom: only the provider given it can use it, and only
 * for that. The purpose keeps an address of one kind from passing as another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

type Purpose = 'trp-callback' | 'trp-inquiry';

export function addressSignature(key: Uint8Array, purpose: Purpose, id: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${id}`).digest('base64url');
}

/** Whether `given` is the signature for `id`, in constant time; an id the caller refuses never is. */
export function signatureValid(key: Uint8Array, purpose: Purpose, id: string | null, given: string): boolean {
  const expected = Buffer.from(id === null ? '' : addressSignature(key, purpose, id));
  const got = Buffer.from(given);
  return expected.length > 0 && expected.length === got.length && timingSafeEqual(expected, got);
}
