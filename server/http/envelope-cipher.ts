/**
 * The server's side of the envelope (contract/envelope.ts), with Node's own AES-256-GCM: the
 * same wire format, done synchronously. WebCrypto, which the contract uses so browsers need no
 * software AES, hands every message to the thread pool and back; at hundreds of calls a second
 * that round trip costs more than the cipher itself.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  answerAad,
  decodePayload,
  decodeSealed,
  EnvelopeError,
  encodePayload,
  encodeSealed,
  IV_BYTES,
  requestAad,
  type SealedAnswer,
  type SealedRequest,
  TAG_BYTES,
} from '../../contract/envelope.js';

export function openRequestNow(key: Uint8Array, path: string, sealed: SealedRequest): unknown {
  const { iv, sealed: body } = decodeSealed(sealed.req);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(requestAad(path, sealed.nonce, sealed.ts));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new EnvelopeError('sealed body cannot be opened');
  }
  return decodePayload(plain);
}

export function sealAnswerNow(key: Uint8Array, path: string, nonce: string, answer: unknown): SealedAnswer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(answerAad(path, nonce));
  const sealed = Buffer.concat([cipher.update(encodePayload(answer)), cipher.final(), cipher.getAuthTag()]);
  return { res: encodeSealed(iv, sealed) };
}
