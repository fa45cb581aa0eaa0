import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  DEV_TRANSPORT_KEY,
  decodeKey,
  EnvelopeError,
  openAnswer,
  openRequest,
  parseSealedRequest,
  sealAnswer,
  sealRequest,
} from './envelope.js';

const key = decodeKey(DEV_TRANSPORT_KEY);
const otherKey = new Uint8Array(32).fill(7);

describe('envelope v1', () => {
  it('is the SHA-256 of "development transport key"', async () => {
    const { sha256 } = await import('@noble/hashes/sha2.js');
    expect(base64.encode(sha256(new TextEncoder().encode('development transport key')))).toBe(DEV_TRANSPORT_KEY);
  });

  it('round-trips a request and its answer', async () => {
    const payload = { email: 'a@b.co', amount: '0.015', nested: { x: [1, 2] } };
    const sealed = await sealRequest(key, '/users/login', payload);
    expect(sealed.v).toBe(1);
    expect(sealed.nonce.length).toBeGreaterThanOrEqual(22);
    expect(JSON.stringify(sealed)).not.toContain('a@b.co');
    expect(await openRequest(key, '/users/login', parseSealedRequest(JSON.parse(JSON.stringify(sealed))))).toEqual(
      payload,
    );
    const answer = await sealAnswer(key, '/users/login', sealed.nonce, { status: 'success', data: { ok: true } });
    expect(await openAnswer(key, '/users/login', sealed.nonce, answer)).toEqual({
      status: 'success',
      data: { ok: true },
    });
  });

  it('uses a fresh IV each time', async () => {
    const a = await sealRequest(key, '/p', { a: 1 }, { nonce: 'n'.repeat(22), ts: 1 });
    const b = await sealRequest(key, '/p', { a: 1 }, { nonce: 'n'.repeat(22), ts: 1 });
    expect(a.req).not.toBe(b.req);
  });

  it('fails to open when one byte of the ciphertext changes', async () => {
    const sealed = await sealRequest(key, '/p', { a: 1 });
    const bytes = base64.decode(sealed.req);
    for (const i of [0, 12, bytes.length - 1]) {
      const copy = bytes.slice();
      copy[i] = (copy[i] ?? 0) ^ 1;
      await expect(openRequest(key, '/p', { ...sealed, req: base64.encode(copy) })).rejects.toThrow(EnvelopeError);
    }
  });

  it('fails to open under another path, nonce, timestamp or key', async () => {
    const sealed = await sealRequest(key, '/users/login', { a: 1 });
    await expect(openRequest(key, '/users/logout', sealed)).rejects.toThrow(EnvelopeError);
    await expect(openRequest(key, '/users/login', { ...sealed, nonce: 'x'.repeat(22) })).rejects.toThrow(EnvelopeError);
    await expect(openRequest(key, '/users/login', { ...sealed, ts: sealed.ts + 1 })).rejects.toThrow(EnvelopeError);
    await expect(openRequest(otherKey, '/users/login', sealed)).rejects.toThrow(EnvelopeError);
  });

  it('binds an answer to its request', async () => {
    const answer = await sealAnswer(key, '/a', 'n'.repeat(22), { status: 'success' });
    await expect(openAnswer(key, '/a', 'm'.repeat(22), answer)).rejects.toThrow(EnvelopeError);
    await expect(openAnswer(key, '/b', 'n'.repeat(22), answer)).rejects.toThrow(EnvelopeError);
    await expect(openAnswer(otherKey, '/a', 'n'.repeat(22), answer)).rejects.toThrow(EnvelopeError);
  });

  it('refuses malformed envelopes', async () => {
    expect(() => parseSealedRequest(null)).toThrow(EnvelopeError);
    expect(() => parseSealedRequest({ v: 2, nonce: 'n'.repeat(22), ts: 1, req: '' })).toThrow(/version/);
    expect(() => parseSealedRequest({ v: 1, nonce: 'short', ts: 1, req: '' })).toThrow(/nonce/);
    expect(() => parseSealedRequest({ v: 1, nonce: 'n'.repeat(22), ts: '1', req: '' })).toThrow(/ts/);
    await expect(openRequest(key, '/p', { v: 1, nonce: 'n'.repeat(22), ts: 1, req: 'AAAA' })).rejects.toThrow(
      /too short/,
    );
    await expect(openRequest(key, '/p', { v: 1, nonce: 'n'.repeat(22), ts: 1, req: '***' })).rejects.toThrow(/base64/);
  });

  it('checks key length', async () => {
    expect(() => decodeKey(base64.encode(new Uint8Array(16)))).toThrow(/32 bytes/);
    expect(() => decodeKey('not base64!')).toThrow(/base64/);
  });
});
