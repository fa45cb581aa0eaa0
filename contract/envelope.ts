/**
 * The request/answer envelope of the API contract, version 1.
 *
 * AES-256-GCM with a fresh random 96-bit IV per message. The additional data binds a request to
 * its path, nonce and timestamp, and an answer to the request it answers (path and nonce), so a
 * sealed body cannot be replayed against another call or opened as another request's answer.
 * The key ships to every browser: this gives integrity, replay protection and a versioned format,
 * not secrecy (TLS gives that).
 */
// WebCrypto's AES-GCM through noble's wrapper: native speed, and no software AES in the bundle.

import { randomBytes } from '@noble/ciphers/utils.js';
import { gcm } from '@noble/ciphers/webcrypto.js';
import { base64, base64urlnopad, utf8 } from '@scure/base';

const ENVELOPE_VERSION = 1;

/** SHA-256 of the ASCII text `development transport key`. Refused in production mode. */
export const DEV_TRANSPORT_KEY = '1tYynbU5scqaM353+PlQUhQp/w8nFlwu5taAKE4mZi8=';

/** Requests whose timestamp is further than this from the server clock are refused. */
export const ENVELOPE_WINDOW_MS = 120_000;

export const IV_BYTES = 12;
export const TAG_BYTES = 16;
const NONCE_BYTES = 16;

export interface SealedRequest {
  v: number;
  nonce: string;
  ts: number;
  req: string;
}

export interface SealedAnswer {
  res: string;
}

export class EnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

/** Decodes a base64 key and checks it is exactly 32 bytes. */
export function decodeKey(keyBase64: string): Uint8Array {
  let key: Uint8Array;
  try {
    key = base64.decode(keyBase64);
  } catch {
    throw new EnvelopeError('key is not valid base64');
  }
  if (key.length !== 32) throw new EnvelopeError(`key must be 32 bytes, got ${key.length}`);
  return key;
}

export function requestAad(path: string, nonce: string, ts: number): Uint8Array {
  return utf8.decode(`${path}\n${nonce}\n${ts}`);
}

export function answerAad(path: string, nonce: string): Uint8Array {
  return utf8.decode(`${path}\n${nonce}`);
}

/** The plaintext of a message: its payload as UTF-8 JSON. */
export function encodePayload(payload: unknown): Uint8Array {
  return utf8.decode(JSON.stringify(payload ?? null));
}

/** The wire form of a message: base64 of IV, ciphertext and tag. */
export function encodeSealed(iv: Uint8Array, sealed: Uint8Array): string {
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv, 0);
  out.set(sealed, IV_BYTES);
  return base64.encode(out);
}

/** Splits a message's wire form into its IV and ciphertext-with-tag; throws EnvelopeError. */
export function decodeSealed(sealedBase64: string): { iv: Uint8Array; sealed: Uint8Array } {
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(sealedBase64);
  } catch {
    throw new EnvelopeError('sealed body is not valid base64');
  }
  // 12-byte IV plus the 16-byte tag is the smallest possible message.
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new EnvelopeError('sealed body is too short');
  return { iv: bytes.subarray(0, IV_BYTES), sealed: bytes.subarray(IV_BYTES) };
}

/** The payload of an opened message; throws EnvelopeError when it is not JSON. */
export function decodePayload(plain: Uint8Array): unknown {
  try {
    return JSON.parse(utf8.encode(plain));
  } catch {
    throw new EnvelopeError('sealed body is not JSON');
  }
}

async function seal(key: Uint8Array, aad: Uint8Array, payload: unknown): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  return encodeSealed(iv, await gcm(key, iv, aad).encrypt(encodePayload(payload)));
}

async function open(key: Uint8Array, aad: Uint8Array, sealedBase64: string): Promise<unknown> {
  const { iv, sealed } = decodeSealed(sealedBase64);
  let plain: Uint8Array;
  try {
    plain = await gcm(key, iv, aad).decrypt(sealed);
  } catch {
    throw new EnvelopeError('sealed body cannot be opened');
  }
  return decodePayload(plain);
}

function newNonce(): string {
  return base64urlnopad.encode(randomBytes(NONCE_BYTES));
}

export async function sealRequest(
  key: Uint8Array,
  path: string,
  payload: unknown,
  opts: { nonce?: string; ts?: number } = {},
): Promise<SealedRequest> {
  const nonce = opts.nonce ?? newNonce();
  const ts = opts.ts ?? Date.now();
  return { v: ENVELOPE_VERSION, nonce, ts, req: await seal(key, requestAad(path, nonce, ts), payload) };
}

/** Checks the shape of a request body; throws EnvelopeError on anything malformed. */
export function parseSealedRequest(body: unknown): SealedRequest {
  if (typeof body !== 'object' || body === null) throw new EnvelopeError('body is not an object');
  const b = body as Record<string, unknown>;
  if (b.v !== ENVELOPE_VERSION) throw new EnvelopeError('unsupported envelope version');
  if (typeof b.nonce !== 'string' || !/^[A-Za-z0-9_-]{22,128}$/.test(b.nonce))
    throw new EnvelopeError('nonce must be at least 16 bytes of base64url');
  if (typeof b.ts !== 'number' || !Number.isSafeInteger(b.ts) || b.ts <= 0)
    throw new EnvelopeError('ts must be Unix milliseconds');
  if (typeof b.req !== 'string') throw new EnvelopeError('req must be a string');
  return { v: b.v, nonce: b.nonce, ts: b.ts, req: b.req };
}

export function openRequest(key: Uint8Array, path: string, sealed: SealedRequest): Promise<unknown> {
  return open(key, requestAad(path, sealed.nonce, sealed.ts), sealed.req);
}

export async function sealAnswer(key: Uint8Array, path: string, nonce: string, answer: unknown): Promise<SealedAnswer> {
  return { res: await seal(key, answerAad(path, nonce), answer) };
}

export async function openAnswer(key: Uint8Array, path: string, nonce: string, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || typeof (body as SealedAnswer).res !== 'string')
    throw new EnvelopeError('answer has no res field');
  return open(key, answerAad(path, nonce), (body as SealedAnswer).res);
}
