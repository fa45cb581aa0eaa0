import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Instrument, SwapQuoteAnswer } from '../../contract/exchange.js';
import { ApiCallError } from '../api/errors.js';
import type { ConversionNow, ConversionOptions, TimedQuote } from './use-conversion.js';

const confirmSwap = vi.fn();
vi.mock('../api/exchange.js', () => ({
  confirmSwap: (...args: unknown[]) => confirmSwap(...args),
  requestSwapQuote: () => Promise.reject(new Error('no quote request is expected here')),
}));

const { conversionFlow } = await import('./use-conversion.js');
const { AttemptKey } = await import('../lib/attempt-key.js');
const { oneAtATime } = await import('./use-form.js');

const START = Date.parse('2026-03-01T12:00:00.000Z');

const instrument: Instrument = {
  instrument_id: 'BTC-USDT',
  base_currency_id: 'BTC',
  quote_currency_id: 'USDT',
  is_active: 'on',
  min_quantity: '0.0001',
} as Instrument;

function answer(id: string): SwapQuoteAnswer {
  return {
    conversion_quote_id: id,
    source_currency_id: 'BTC',
    target_currency_id: 'USDT',
    source_currency_amount: '0.01',
    target_currency_amount: '600',
    rate: '60000',
    fee: '1',
    expires_at: new Date(START + 30_000).toISOString(),
  };
}

/** A timed quote that records what the flow asks of it. */
function fakeQuote(active: SwapQuoteAnswer | null): TimedQuote {
  return {
    state: active ? 'active' : 'none',
    quote: active ? { answer: active, deadline: START + 30_000 } : null,
    pending: false,
    error: null,
    setError: vi.fn(),
    reset: vi.fn(),
    schedule: vi.fn(),
    fetchNow: vi.fn(async () => {}),
    expire: vi.fn(),
  };
}

function options(over: Partial<ConversionOptions> = {}): ConversionOptions {
  return {
    ttlSeconds: 30,
    freshStart: false,
    debounceMs: 1000,
    quickFillDelayMs: 300,
    quoteOnceReadyMs: 1000,
    refreshExpiredAfterMs: 1000,
    messages: { failed: 'Failed to complete swap', unexpected: 'Unexpected response from server' },
    onConfirmed: vi.fn(),
    ...over,
  };
}

/** A flow over a mutable "latest render", with recording setters and keys k1, k2, ... */
function setup(over: Partial<ConversionNow> = {}) {
  let n = 0;
  const now: ConversionNow = {
    from: 'BTC',
    to: 'USDT',
    balance: '0.05',
    instrument,
    options: options(),
    amount: '0.01',
    online: true,
    busy: false,
    quote: fakeQuote(answer('q1')),
    ...over,
  };
  // `submit` as useForm's: one sending at a time, told to `setBusy` as it starts and ends.
  const setBusy = vi.fn();
  const set = { setAmount: vi.fn(), setBusy, setConfirmError: vi.fn(), submit: oneAtATime(setBusy) };
  const flow = conversionFlow(() => now, set, new AttemptKey(() => `k${++n}`));
  return { now, set, flow };
}

const keysSent = () => confirmSwap.mock.calls.map((c) => c[1]);
const networkError = () => new ApiCallError('NETWORK', 'Network error - please check your connection', 0);
const success = { data: { status: 'success', credit: { amount: '599.5' } } };

describe('the conversion flow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    confirmSwap.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('confirming (decision 072: one Idempotency-Key per attempt)', () => {
    it('resends the same key after no answer, and makes a new one after an answer', async () => {
      const { flow, set } = setup();
      confirmSwap.mockRejectedValueOnce(networkError());
      await flow.confirm();
      expect(set.setConfirmError).toHaveBeenLastCalledWith('Network error - please check your connection');
      // The same attempt again: the server must see the same key.
      confirmSwap.mockRejectedValueOnce(new ApiCallError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400));
      await flow.confirm();
      // That was an answer (a refusal): the next press is a new attempt.
      confirmSwap.mockResolvedValueOnce(success);
      await flow.confirm();
      expect(keysSent()).toEqual(['k1', 'k1', 'k2']);
      expect(confirmSwap.mock.calls.every((c) => c[0] === 'q1')).toBe(true);
    });

    it('uses a new key for another quote id even when the last one had no answer', async () => {
      const { flow, now } = setup();
      confirmSwap.mockRejectedValueOnce(networkError());
      await flow.confirm();
      now.quote = fakeQuote(answer('q2'));
      confirmSwap.mockResolvedValueOnce(success);
      await flow.confirm();
      expect(confirmSwap.mock.calls).toEqual([
        ['q1', 'k1'],
        ['q2', 'k2'],
      ]);
    });

    it('a success is reported with the credited amount, then the amount and the quote are cleared', async () => {
      const { flow, now, set } = setup();
      confirmSwap.mockResolvedValueOnce(success);
      await flow.confirm();
      expect(now.options.onConfirmed).toHaveBeenCalledWith({ from: 'BTC', amount: '0.01', to: 'USDT', total: '599.5' });
      expect(set.setAmount).toHaveBeenCalledWith('');
      expect(now.quote.reset).toHaveBeenCalled();
      expect(set.setBusy.mock.calls).toEqual([[true], [false]]);
    });

    it('an answer that is not a success shows the screen\'s "unexpected" text and reports nothing', async () => {
      const { flow, now, set } = setup({ options: options({ messages: { failed: 'F', unexpected: 'U' } }) });
      confirmSwap.mockResolvedValueOnce({ data: { status: 'pending' } });
      await flow.confirm();
      expect(set.setConfirmError).toHaveBeenLastCalledWith('U');
      expect(now.options.onConfirmed).not.toHaveBeenCalled();
      confirmSwap.mockRejectedValueOnce(new Error(''));
      await flow.confirm();
      expect(set.setConfirmError).toHaveBeenLastCalledWith('F');
    });

    it('does not send a quote past its deadline, nor while a confirm is on its way', async () => {
      const late = setup();
      vi.setSystemTime(START + 30_000);
      await late.flow.confirm();
      vi.setSystemTime(START);
      await setup({ busy: true }).flow.confirm();
      await setup({ quote: fakeQuote(null) }).flow.confirm();
      expect(confirmSwap).not.toHaveBeenCalled();
    });

    for (const [refreshExpiredAfterMs, renewed] of [
      [1000, true],
      [null, false],
    ] as const) {
      it(`QUOTE_EXPIRED expires the quote and ${renewed ? 'renews it' : 'leaves it expired'} (refresh ${refreshExpiredAfterMs})`, async () => {
        const { flow, now } = setup({ options: options({ refreshExpiredAfterMs }) });
        confirmSwap.mockRejectedValueOnce(new ApiCallError('QUOTE_EXPIRED', 'Quote expired', 400));
        await flow.confirm();
        expect(now.quote.expire).toHaveBeenCalledTimes(1);
        if (renewed)
          expect(now.quote.schedule).toHaveBeenCalledWith(
            { from: 'BTC', to: 'USDT', amount: '0.01', minimum: { quantity: '0.0001', symbol: 'BTC' } },
            1000,
          );
        else expect(now.quote.schedule).not.toHaveBeenCalled();
      });
    }
  });

  describe('asking for quotes', () => {
    it('asks after the debounce for a complete amount within the balance, with the pair minimum', () => {
      const { flow, now, set } = setup({ quote: fakeQuote(null), options: options({ debounceMs: 500 }) });
      flow.onAmount('0.02');
      expect(set.setAmount).toHaveBeenCalledWith('0.02');
      expect(now.quote.reset).toHaveBeenCalled();
      expect(now.quote.schedule).toHaveBeenCalledWith(
        { from: 'BTC', to: 'USDT', amount: '0.02', minimum: { quantity: '0.0001', symbol: 'BTC' } },
        500,
      );
    });

    it('asks nothing for an incomplete amount, one over the balance, a pair not traded, or offline', () => {
      const cases: Array<[Partial<ConversionNow>, string]> = [
        [{}, '0.'],
        [{}, ''],
        [{}, '0.06'],
        [{ instrument: undefined }, '0.01'],
        [{ online: false }, '0.01'],
      ];
      for (const [over, amount] of cases) {
        const { flow, now, set } = setup({ quote: fakeQuote(null), ...over });
        flow.onAmount(amount);
        flow.fill(amount);
        expect(set.setAmount).toHaveBeenCalledWith(amount);
        expect(now.quote.schedule).not.toHaveBeenCalled();
        expect(now.quote.fetchNow).not.toHaveBeenCalled();
      }
      vi.runAllTimers();
    });

    it('a quick fill is quoted after its delay, or at once when the delay is null; an error is shown', () => {
      const delayed = setup({ quote: fakeQuote(null) });
      delayed.flow.fill('0.025');
      expect(delayed.now.quote.schedule).toHaveBeenCalledWith(expect.objectContaining({ amount: '0.025' }), 300);
      expect(delayed.now.quote.fetchNow).not.toHaveBeenCalled();

      const atOnce = setup({ quote: fakeQuote(null), options: options({ quickFillDelayMs: null }) });
      atOnce.flow.fill('0.025');
      expect(atOnce.now.quote.fetchNow).toHaveBeenCalledWith(expect.objectContaining({ amount: '0.025' }));
      expect(atOnce.now.quote.schedule).not.toHaveBeenCalled();

      const refused = setup({ quote: fakeQuote(null) });
      refused.flow.fill({ error: 'Amount should be more than 0' });
      expect(refused.set.setAmount).toHaveBeenCalledWith('');
      expect(refused.now.quote.setError).toHaveBeenCalledWith('Amount should be more than 0');
      expect(refused.now.quote.schedule).not.toHaveBeenCalled();
    });

    it('the countdown ending renews the quote only when the options say so', () => {
      const swap = setup({ options: options({ refreshExpiredAfterMs: 1000 }) });
      swap.flow.expired();
      expect(swap.now.quote.expire).toHaveBeenCalled();
      expect(swap.now.quote.schedule).toHaveBeenCalledWith(expect.objectContaining({ amount: '0.01' }), 1000);

      const sell = setup({ options: options({ refreshExpiredAfterMs: null }) });
      sell.flow.expired();
      expect(sell.now.quote.expire).toHaveBeenCalled();
      expect(sell.now.quote.schedule).not.toHaveBeenCalled();

      const overBalance = setup({ amount: '1' });
      overBalance.flow.expired();
      expect(overBalance.now.quote.schedule).not.toHaveBeenCalled();
    });

    it('back online, a quote that is not active is asked for at once; an active one is kept', () => {
      const active = setup();
      active.flow.onlineAgain();
      expect(active.now.quote.schedule).not.toHaveBeenCalled();

      const lapsed = setup({ quote: { ...fakeQuote(null), state: 'expired' } });
      lapsed.flow.onlineAgain();
      expect(lapsed.now.quote.schedule).toHaveBeenCalledWith(expect.objectContaining({ amount: '0.01' }), 0);
    });

    it('reads the latest values when it acts', () => {
      const { flow, now } = setup({ quote: fakeQuote(null) });
      now.to = 'USDC';
      now.balance = '0.5';
      flow.onAmount('0.3');
      expect(now.quote.schedule).toHaveBeenCalledWith(expect.objectContaining({ to: 'USDC', amount: '0.3' }), 1000);
    });
  });
});
