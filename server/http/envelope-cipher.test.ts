import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EnvelopeError, openAnswer, sealRequest } from '../../contract/envelope.js';
import { openRequestNow, sealAnswerNow } from './envelope-cipher.js';

const key = new Uint8Array(randomBytes(32));
const path = '/exchange/confirm-swap';

describe("the server's envelope cipher", () => {
  it('opens what the contract (the browser) seals, and seals what the contract opens', async () => {
    const payload = { conversionQuoteId: 'q-1', amount: '0.00010000', note: 'é ✓' };
    const sealed = await sealRequest(key, path, payload);
    expect(openRequestNow(key, path, sealed)).toEqual(payload);
    const answer = { status: 'success', data: { balance: '1.5' } };
    expect(await openAnswer(key, path, sealed.nonce, sealAnswerNow(key, path, sealed.nonce, answer))).toEqual(answer);
  });

  it('refuses a request under another path, nonce, timestamp or key, or with one byte changed', async () => {
    const sealed = await sealRequest(key, path, { a: 1 });
    const refused = (f: () => unknown) => expect(f).toThrow(EnvelopeError);
    refused(() => openRequestNow(key, '/exchange/get-wallet-list', sealed));
    refused(() => openRequestNow(key, path, { ...sealed, nonce: `${sealed.nonce}x` }));
    refused(() => openRequestNow(key, path, { ...sealed, ts: sealed.ts + 1 }));
    refused(() => openRequestNow(new Uint8Array(randomBytes(32)), path, sealed));
    const bytes = Buffer.from(sealed.req, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    refused(() => openRequestNow(key, path, { ...sealed, req: bytes.toString('base64') }));
    refused(() => openRequestNow(key, path, { ...sealed, req: 'AAAA' }));
  });

  it('binds an answer to its request and uses a fresh IV each time', async () => {
    const a = sealAnswerNow(key, path, 'nonce-one-0123456789abc', { status: 'success' });
    const b = sealAnswerNow(key, path, 'nonce-one-0123456789abc', { status: 'success' });
    expect(a.res).not.toBe(b.res);
    await expect(openAnswer(key, path, 'nonce-two-0123456789abc', a)).rejects.toThrow(EnvelopeError);
  });
});
