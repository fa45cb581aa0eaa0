import { number, optional } from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../contract/answers.js';
import { defineSpec } from '../../contract/calls/define.js';
import { confirmSwap, getWalletList } from '../../contract/calls/exchange.js';
import { payload } from '../../contract/calls/fields.js';
import { DEV_TRANSPORT_KEY, decodeKey, openRequest, parseSealedRequest, sealAnswer } from '../../contract/envelope.js';
import { createTransport } from './transport.js';

const key = decodeKey(DEV_TRANSPORT_KEY);

/** A read answered by the scripted server's echo (the wallet list's own answer schema left out). */
const READ = defineSpec<{ echo: unknown }>()({
  path: getWalletList.path,
  access: 'user',
  readOnly: true,
  payload: getWalletList.payload,
});

/** A write that is neither idempotent nor a read: a repeat after a lost answer could run it twice. */
const PLAIN_WRITE = defineSpec<{ echo: unknown }>()({
  path: '/users/x',
  access: 'user',
  payload: payload({ n: optional(number()) }),
});

type Step = 'no answer' | 'ok' | { status: number; retryAfter?: string };

/** A server that answers each attempt as scripted, and records what each attempt carried. */
function scripted(steps: Step[]) {
  const seen: Array<{ nonce: string; idempotencyKey: string | null; payload: unknown }> = [];
  const fetchImpl = async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://x').pathname.replace(/^\/api/, '');
    const sealed = parseSealedRequest(JSON.parse(String(init?.body)));
    const headers = new Headers(init?.headers);
    seen.push({
      nonce: sealed.nonce,
      idempotencyKey: headers.get('idempotency-key'),
      payload: await openRequest(key, path, sealed),
    });
    const step = steps[seen.length - 1] ?? 'ok';
    if (step === 'no answer') throw new TypeError('Failed to fetch');
    const answer: Answer =
      step === 'ok'
        ? { status: 'success', data: { echo: seen[seen.length - 1]?.payload } }
        : { status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'down' };
    return new Response(JSON.stringify(await sealAnswer(key, path, sealed.nonce, answer)), {
      status: step === 'ok' ? 200 : step.status,
      headers: {
        'content-type': 'application/json',
        ...(step !== 'ok' && step.retryAfter ? { 'retry-after': step.retryAfter } : {}),
      },
    });
  };
  return { seen, fetch: fetchImpl as unknown as typeof fetch };
}

function transport(fetchImpl: typeof fetch, online = true) {
  return createTransport({
    baseURL: 'http://x',
    keyBase64: DEV_TRANSPORT_KEY,
    tokens: {
      getToken: () => 'access',
      getRefreshToken: () => 'refresh',
      setTokens: () => {},
      endSession: () => {},
      setFrozen: () => {},
    },
    fetch: fetchImpl,
    online: () => online,
  });
}

describe('transport retries (ofetch)', () => {
  it('sends a read again when its answer is lost, sealed afresh each time', async () => {
    const server = scripted(['no answer', { status: 502 }, 'ok']);
    const answer = await transport(server.fetch).call(READ, { quoteCurrencyId: 'USD' });
    expect(answer.status).toBe('success');
    expect(server.seen).toHaveLength(3);
    expect(new Set(server.seen.map((s) => s.nonce)).size).toBe(3);
  });

  it('sends an idempotent call again with the same Idempotency-Key', async () => {
    const server = scripted(['no answer', 'ok']);
    await transport(server.fetch).call(confirmSwap, { conversionQuoteId: '7' });
    expect(server.seen).toHaveLength(2);
    const [first, second] = server.seen;
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(second?.nonce).not.toBe(first?.nonce);
  });

  it('does not repeat a plain write whose answer was lost: it may have run', async () => {
    const server = scripted(['no answer', 'ok']);
    await expect(transport(server.fetch).call(PLAIN_WRITE, { n: 1 })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(server.seen).toHaveLength(1);
  });

  it('repeats any call on a 503 (the server changed nothing), after a short Retry-After', async () => {
    const server = scripted([{ status: 503, retryAfter: '1' }, 'ok']);
    const answer = await transport(server.fetch).call(PLAIN_WRITE, { n: 2 });
    expect(answer.data).toEqual({ echo: { n: 2 } });
    expect(server.seen).toHaveLength(2);
  });

  it('leaves a long Retry-After to the screen: one attempt, and the wait in the error', async () => {
    const server = scripted([{ status: 503, retryAfter: '30' }, 'ok']);
    await expect(transport(server.fetch).call(getWalletList, { quoteCurrencyId: 'USD' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 30,
    });
    expect(server.seen).toHaveLength(1);
  });

  it('gives up after two repeats', async () => {
    const server = scripted(['no answer', 'no answer', 'no answer', 'ok']);
    await expect(transport(server.fetch).call(getWalletList, { quoteCurrencyId: 'USD' })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    expect(server.seen).toHaveLength(3);
  });

  it('does not repeat while the device is offline', async () => {
    const server = scripted(['no answer', 'ok']);
    await expect(transport(server.fetch, false).call(getWalletList, { quoteCurrencyId: 'USD' })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    expect(server.seen).toHaveLength(1);
  });
});
