import { describe, expect, it } from 'vitest';
import type { Instrument } from '../../contract/exchange.js';
import {
  balanceSuffices,
  chooseSource,
  chooseTarget,
  quickFillAmount,
  quoteDeadline,
  quoteErrorText,
  sourcesFor,
  swapButton,
  swapInstrument,
  targetsFor,
} from './swap-rules.js';

const inst = (base: any, quote: any, is_active: 'on' | 'off' = 'on'): Instrument => ({
  instrument_id: `${base}-${quote}`,
  base_currency_id: base,
  quote_currency_id: quote,
  is_active,
  min_quantity: '0.0001',
});
const instruments = [inst('BTC', 'USDT'), inst('BTC', 'USDC'), inst('ETH', 'USDT'), inst('XRP', 'USDT', 'off')];
const offered = ['BTC', 'SOL', 'ETH', 'AVAX', 'XRP', 'USDT', 'USDC'] as const;

describe('pair rules', () => {
  it('offers as targets the assets with an active instrument from the source, or a route through a stablecoin', () => {
    expect(targetsFor('BTC', offered, instruments)).toEqual(['ETH', 'USDT', 'USDC']);
    expect(targetsFor('USDT', offered, instruments)).toEqual(['BTC', 'ETH']);
    expect(targetsFor('XRP', offered, instruments)).toEqual([]);
  });
  it('a swap through a stablecoin starts with, and names the minimum of, its first instrument', () => {
    expect(swapInstrument(instruments, 'BTC', 'ETH')?.instrument_id).toBe('BTC-USDT');
    expect(swapInstrument(instruments, 'ETH', 'BTC')?.instrument_id).toBe('ETH-USDT');
    expect(swapInstrument(instruments, 'USDT', 'BTC')?.instrument_id).toBe('BTC-USDT');
    expect(swapInstrument(instruments, 'XRP', 'BTC')).toBeUndefined();
  });
  it('leaves the current target out of the source list', () => {
    expect(sourcesFor('USDT', offered)).not.toContain('USDT');
  });
  it('choosing the target as source swaps the sides', () => {
    expect(chooseSource({ from: 'BTC', to: 'USDT' }, 'USDT', offered, instruments)).toEqual({
      from: 'USDT',
      to: 'BTC',
    });
    expect(chooseTarget({ from: 'BTC', to: 'USDT' }, 'BTC')).toEqual({ from: 'USDT', to: 'BTC' });
  });
  it('a source without a pair to the target moves the target to its first pair', () => {
    expect(chooseSource({ from: 'BTC', to: 'USDC' }, 'ETH', offered, instruments)).toEqual({ from: 'ETH', to: 'USDT' });
    expect(chooseSource({ from: 'BTC', to: 'USDT' }, 'ETH', offered, instruments)).toEqual({ from: 'ETH', to: 'USDT' });
  });
});

describe('quick fills', () => {
  it('25% is a quarter, 50% a half, 100% all, truncated to 8 decimals', () => {
    expect(quickFillAmount('1', 25)).toEqual({ amount: '0.25' });
    expect(quickFillAmount('0.00000003', 50)).toEqual({ amount: '0.00000001' });
    expect(quickFillAmount('1.23456789', 100)).toEqual({ amount: '1.23456789' });
    expect(quickFillAmount('10.5', 25, 6)).toEqual({ amount: '2.625' });
  });
  it('refuses a zero balance or a zero result', () => {
    expect(quickFillAmount('0', 100)).toEqual({ error: 'Amount should be more than 0' });
    expect(quickFillAmount('0.00000001', 25)).toEqual({ error: 'Amount should be more than 0' });
  });
  it('compares the amount with the balance exactly', () => {
    expect(balanceSuffices('0.30000001', '0.3')).toBe(false);
    expect(balanceSuffices('0.3', '0.30000000')).toBe(true);
    expect(balanceSuffices('', '0')).toBe(true);
  });
});

describe('swap button', () => {
  const base = {
    amount: '0.1',
    balanceOk: true,
    quote: 'active' as const,
    quotePending: false,
    swapping: false,
    secondsLeft: 5,
  };
  it('is enabled only with an amount, a balance, an active quote with time left and nothing running', () => {
    expect(swapButton(base)).toEqual({ label: 'Swap', enabled: true });
    expect(swapButton({ ...base, secondsLeft: 0 }).enabled).toBe(false);
    expect(swapButton({ ...base, quote: 'expired' }).enabled).toBe(false);
    expect(swapButton({ ...base, quote: 'none' }).enabled).toBe(false);
  });
  it('says what it is waiting for', () => {
    expect(swapButton({ ...base, amount: '' })).toEqual({ label: 'Enter amount', enabled: false });
    expect(swapButton({ ...base, amount: '0.' })).toEqual({ label: 'Enter amount', enabled: false });
    expect(swapButton({ ...base, quote: 'loading' })).toEqual({ label: 'Getting Quote...', enabled: false });
    expect(swapButton({ ...base, quote: 'none', quotePending: true })).toEqual({
      label: 'Getting Quote...',
      enabled: false,
    });
    expect(swapButton({ ...base, swapping: true })).toEqual({ label: 'Swapping...', enabled: false });
    expect(swapButton({ ...base, balanceOk: false })).toEqual({ label: 'Low Balance', enabled: false });
  });
});

describe('quote error text', () => {
  it('takes the first text in the order of the specification', () => {
    expect(
      quoteErrorText({
        payloadErrors: { amount: 'A' },
        responseErrors: 'B',
        errors: 'C',
        responseMessage: 'D',
        message: 'E',
      }),
    ).toBe('A');
    expect(quoteErrorText({ responseErrors: ['B1', 'B2'], errors: 'C', message: 'E' })).toBe('B1. B2');
    expect(quoteErrorText({ errors: {}, responseMessage: 'D', message: 'E' })).toBe('D');
    expect(quoteErrorText({ message: 'E' })).toBe('E');
    expect(quoteErrorText({})).toBe('Failed to get quote');
  });
  it("appends the pair's minimum to a minimum-amount refusal that does not already say it", () => {
    const min = { quantity: '0.0001', symbol: 'BTC' };
    const BELOW = 'BELOW_MIN_AMOUNT';
    expect(quoteErrorText({ responseMessage: 'Amount is less than min amount 0.0001 BTC', code: BELOW }, min)).toBe(
      'Amount is less than min amount 0.0001 BTC',
    );
    expect(quoteErrorText({ responseMessage: 'Amount is less than min amount', code: BELOW }, min)).toBe(
      'Amount is less than min amount. Minimum required: 0.0001 BTC',
    );
    expect(quoteErrorText({ responseMessage: 'Amount is less than min amount 0.001 BTC', code: BELOW }, min)).toBe(
      'Amount is less than min amount 0.001 BTC. Minimum required: 0.0001 BTC',
    );
    // Read by its code, not its text: another refusal saying 'min amount' gets nothing added.
    expect(quoteErrorText({ responseMessage: 'Amount is less than min amount', code: 'VALIDATION' }, min)).toBe(
      'Amount is less than min amount',
    );
    expect(quoteErrorText({ message: 'Below the Minimum amount', code: BELOW }, min)).toBe(
      'Below the Minimum amount. Minimum required: 0.0001 BTC',
    );
    expect(quoteErrorText({ message: 'Pair closed', code: 'PAIR_NOT_AVAILABLE' }, min)).toBe('Pair closed');
  });
});

describe('quote deadline', () => {
  const sent = Date.parse('2026-03-01T12:00:00.000Z');
  it("counts down to the server's expires_at when the clocks agree", () => {
    expect(quoteDeadline('2026-03-01T12:00:10.200Z', 10, sent, sent + 300)).toBe(sent + 10_200);
  });
  it('times the quote from the request when the device clock is off', () => {
    // Device 40 s behind the server: expires_at looks 50 s away.
    expect(quoteDeadline('2026-03-01T12:00:50.000Z', 10, sent, sent + 300)).toBe(sent + 10_000);
    // Device 40 s ahead: expires_at looks already past.
    expect(quoteDeadline('2026-03-01T11:59:30.000Z', 10, sent, sent + 300)).toBe(sent + 10_000);
    expect(quoteDeadline('soon', 10, sent, sent + 300)).toBe(sent + 10_000);
  });
});
