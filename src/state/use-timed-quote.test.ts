/**
 * The timed quote's answers: only the answer to the newest amount is shown. The hook is run once
 * over a minimal stand-in for React's state (its callbacks keep working on refs and setters), so
 * answers can be made to arrive in any order.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SwapQuoteAnswer } from '../../contract/exchange.js';

const shown: Record<number, unknown> = {};
const hooks = vi.hoisted(() => ({ slot: 0 }));
vi.mock('react', () => {
  return {
    useState: (initial: unknown) => {
      const mine = hooks.slot++;
      shown[mine] = initial;
      return [initial, (v: unknown) => (shown[mine] = v)];
    },
    useRef: (initial: unknown) => ({ current: initial }),
    useCallback: (fn: unknown) => fn,
    useEffect: () => {},
  };
});

/** Quote requests held open until the test answers them, in the order it chooses. */
const held: { amount: string; answer: (a: SwapQuoteAnswer) => void }[] = [];
vi.mock('../api/exchange.js', () => ({
  requestSwapQuote: (p: { sourceCurrencyAmount: string }) =>
    new Promise<SwapQuoteAnswer>((answer) => held.push({ amount: p.sourceCurrencyAmount, answer })),
}));

const { useTimedQuote } = await import('./use-timed-quote.js');

function answerFor(amount: string): SwapQuoteAnswer {
  return {
    conversion_quote_id: `q-${amount}`,
    source_currency_id: 'BTC',
    target_currency_id: 'USDT',
    source_currency_amount: amount,
    target_currency_amount: String(Number(amount) * 60_000),
    rate: '60000',
    fee: '0',
    expires_at: new Date(Date.now() + 10_000).toISOString(),
  };
}

// The hook's state slots, in the order it declares them.
const STATE = 0;
const QUOTE = 1;

describe('useTimedQuote', () => {
  it.each([false, true])(
    'an older quote arriving late never replaces a newer one (freshStart %s)',
    async (freshStart) => {
      held.length = 0;
      hooks.slot = 0;
      const q = useTimedQuote({ ttlSeconds: 10, freshStart });
      // The customer types '1', the quote is asked; then '12' (the flow resets on every key).
      q.reset();
      const first = q.fetchNow({ from: 'BTC', to: 'USDT', amount: '1' });
      q.reset();
      const second = q.fetchNow({ from: 'BTC', to: 'USDT', amount: '12' });
      expect(held.map((h) => h.amount)).toEqual(['1', '12']);
      // The newer answer comes first, the older one after it.
      held[1]?.answer(answerFor('12'));
      await second;
      held[0]?.answer(answerFor('1'));
      await first;
      expect(shown[STATE]).toBe('active');
      expect((shown[QUOTE] as { answer: SwapQuoteAnswer }).answer.conversion_quote_id).toBe('q-12');
    },
  );
});
