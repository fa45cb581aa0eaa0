/**
 * Foreign-exchange rates from an outside service (RATES_URL). The URL may hold `{base}` for the
 * base currency (https://open.er-api.com/v6/latest/{base}); without it the answer's own base is
 * used and rebased. Answers of the common shapes are accepted: `rates` as an object of numbers,
 * with `base`, `base_code` or `source` naming the base.
 * Without RATES_URL, local mode has the forex sandbox (sandbox.ts) and production mode no live
 * source: the locale module then answers stored or built-in rates.
 */
import Big from 'big.js';
import type { Clock } from '../../clock.js';
import type { ForexProvider, ForexQuote } from './port.js';
import { sandboxForex } from './sandbox.js';
import type { ForexSettings } from './settings.js';

const TIMEOUT_MS = 5_000;
const CURRENCY = /^[A-Z]{3}$/;

/** Reads a provider answer into rates against `base`; throws when it cannot. */
export function parseForexAnswer(body: unknown, base: string): ForexQuote {
  if (typeof body !== 'object' || body === null) throw new Error('forex answer is not an object');
  const b = body as Record<string, unknown>;
  const raw = b.rates ?? b.conversion_rates;
  if (typeof raw !== 'object' || raw === null) throw new Error('forex answer has no rates');
  const from = String(b.base ?? b.base_code ?? b.source ?? base).toUpperCase();
  const rates: Record<string, Big> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const code = k.toUpperCase();
    if (!CURRENCY.test(code)) continue;
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
    if (Number.isFinite(n) && n > 0) rates[code] = new Big(n);
  }
  rates[from] = new Big(1);
  const pivot = rates[base];
  if (!pivot) throw new Error(`forex answer has no rate for ${base}`);
  const out: Record<string, string> = {};
  for (const [code, r] of Object.entries(rates)) {
    // Rebase through the requested base; 10 significant decimals are plenty for display rates.
    out[code] = code === base ? '1' : new Big(r.div(pivot).toPrecision(10)).toFixed();
  }
  if (Object.keys(out).length < 2) throw new Error('forex answer has too few rates');
  return { base, rates: out };
}

export function httpForex(url: string, fetchImpl: typeof fetch = fetch): ForexProvider {
  return {
    kind: 'http',
    async latest(base) {
      const target = url.replaceAll('{base}', encodeURIComponent(base));
      const res = await fetchImpl(target, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`forex service answered HTTP ${res.status}`);
      return parseForexAnswer(await res.json(), base);
    },
  };
}

/** The provider the settings chose. */
export function createForex(settings: ForexSettings, clock: Clock): ForexProvider {
  if (settings.kind === 'http') return httpForex(settings.url);
  if (settings.kind === 'sandbox') return sandboxForex({ ...settings, clock });
  return noForex();
}

export function noForex(): ForexProvider {
  return {
    kind: 'none',
    async latest() {
      throw new Error('no forex service configured (RATES_URL)');
    },
  };
}
