/**
 * Secrets at rest (TOTP secrets): AES-256-GCM under the server's DATA_KEY, with a random IV and
 * the owning row's id as additional data, so a ciphertext cannot be moved to another user.
 */
import { gcm } from '@noble/ciphers/aes.js';
import { randomBytes } from '@noble/ciphers/utils.js';
import { base64, utf8 } from '@scure/base';

export function sealSecret(key: Uint8Array, owner: string, secret: string): string {
  const iv = randomBytes(12);
  const ct = gcm(key, iv, utf8.decode(owner)).encrypt(utf8.decode(secret));
  return `v1.${base64.encode(iv)}.${base64.encode(ct)}`;
}

export function openSecret(key: Uint8Array, owner: string, sealed: string): string {
  const [version, iv, ct] = sealed.split('.');
  if (version !== 'v1' || !iv || !ct) throw new Error('unknown sealed secret format');
  return utf8.encode(gcm(key, base64.decode(iv), utf8.decode(owner)).decrypt(base64.decode(ct)));
}
