import { describe, expect, it } from 'vitest';
import { httpForex, parseForexAnswer } from './forex.js';

describe('forex answers', () => {
  it('reads the common shapes and rebases to the requested base', () => {
    expect(parseForexAnswer({ base_code: 'USD', rates: { USD: 1, EUR: 0.9, AUD: 1.5 } }, 'USD').rates).toEqual({
      USD: '1',
      EUR: '0.9',
      AUD: '1.5',
    });
    const rebased = parseForexAnswer({ base: 'EUR', rates: { USD: 1.25, AUD: 1.875 } }, 'USD').rates;
    expect(rebased).toEqual({ USD: '1', EUR: '0.8', AUD: '1.5' });
  });

  it('refuses answers without usable rates', () => {
    expect(() => parseForexAnswer({ result: 'error' }, 'USD')).toThrow();
    expect(() => parseForexAnswer({ base: 'USD', rates: { EUR: 'x' } }, 'USD')).toThrow();
    expect(() => parseForexAnswer({ base: 'EUR', rates: { AUD: 1.6 } }, 'USD')).toThrow();
  });

  it('puts the base into the URL and refuses a failed answer', async () => {
    let asked = '';
    const ok = httpForex('https://rates.example/latest/{base}', (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ base: 'USD', rates: { EUR: 0.9 } }));
    }) as typeof fetch);
    expect((await ok.latest('USD')).rates.EUR).toBe('0.9');
    expect(asked).toBe('https://rates.example/latest/USD');
    const down = httpForex(
      'https://rates.example/',
      (async () => new Response('nope', { status: 503 })) as typeof fetch,
    );
    await expect(down.latest('USD')).rejects.toThrow(/503/);
  });
});
