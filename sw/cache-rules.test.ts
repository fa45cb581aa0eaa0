import { describe, expect, it } from 'vitest';
import { isRatesRequest, isStorableRatesAnswer } from './cache-rules.js';

const origin = 'https://app.example';
const rates = { base: 'USD', rates: { EUR: '0.92', AUD: '1.52' }, fetchedAt: '2025-08-22T04:05:00Z' };

function json(body: unknown, init: { status?: number; cacheControl?: string } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', 'cache-control': init.cacheControl ?? 'public, max-age=300' },
  });
}

describe('isRatesRequest', () => {
  it('matches an anonymous GET of our own /api/rates', () => {
    const url = new URL('/api/rates?base=USD', origin);
    expect(isRatesRequest(url, new Request(url), origin)).toBe(true);
  });

  it('refuses product calls, other origins, other methods and authenticated requests', () => {
    const call = new URL('/api/exchange/get-wallet-list', origin);
    expect(isRatesRequest(call, new Request(call, { method: 'POST' }), origin)).toBe(false);
    const other = new URL('/api/rates?base=USD', 'https://rates.example');
    expect(isRatesRequest(other, new Request(other), origin)).toBe(false);
    const url = new URL('/api/rates?base=USD', origin);
    expect(isRatesRequest(url, new Request(url, { method: 'POST', body: '{}' }), origin)).toBe(false);
    expect(isRatesRequest(url, new Request(url, { headers: { authorization: 'Bearer x' } }), origin)).toBe(false);
  });
});

describe('isStorableRatesAnswer', () => {
  const req = new Request(new URL('/api/rates?base=USD', origin));

  it('stores a public rates table', async () => {
    expect(await isStorableRatesAnswer(req, json(rates))).toBe(true);
  });

  it('never stores an enveloped answer, an error, or a private or no-store answer', async () => {
    expect(await isStorableRatesAnswer(req, json({ res: 'c2VhbGVk' }))).toBe(false);
    expect(
      await isStorableRatesAnswer(req, json({ status: 'error', code: 'VALIDATION', message: 'x' }, { status: 400 })),
    ).toBe(false);
    expect(await isStorableRatesAnswer(req, json({ status: 'success', data: rates }))).toBe(false);
    expect(await isStorableRatesAnswer(req, json(rates, { cacheControl: 'no-store' }))).toBe(false);
    expect(await isStorableRatesAnswer(req, json(rates, { cacheControl: 'private, max-age=60' }))).toBe(false);
    expect(await isStorableRatesAnswer(req, json(rates, { status: 500 }))).toBe(false);
  });

  it('never stores an answer to a request that carried credentials', async () => {
    const authed = new Request(req.url, { headers: { authorization: 'Bearer token' } });
    expect(await isStorableRatesAnswer(authed, json(rates))).toBe(false);
  });

  it('refuses a body that is not JSON', async () => {
    const html = new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    expect(await isStorableRatesAnswer(req, html)).toBe(false);
    const broken = new Response('{', { headers: { 'content-type': 'application/json' } });
    expect(await isStorableRatesAnswer(req, broken)).toBe(false);
  });
});
