import { snapshot, subscribe } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletEntry } from '../../contract/exchange.js';
import type { MarketTickerEntry } from '../../contract/market-ticker.js';
import { ApiCallError } from '../api/errors.js';
import { memorySnapshots } from '../test-support/memory-snapshots.js';

/** An answer the test releases when it chooses. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const answers = {
  wallet: deferred<WalletEntry[]>(),
  ticker: deferred<MarketTickerEntry[]>(),
  rates: deferred<Response>(),
};

vi.mock('../api/exchange.js', () => ({
  getWalletList: vi.fn(() => answers.wallet.promise),
  getMarketTicker: vi.fn(() => answers.ticker.promise),
}));

const { loadWallet, wallet } = await import('./wallet.js');
const { getWalletList } = await import('../api/exchange.js');
const { endSession } = await import('./session.js');
const { market } = await import('./market.js');
const { rates } = await import('./rates.js');
const { auth } = await import('./auth.js');
const { saveSnapshot, useSnapshotBackend } = await import('../offline/snapshots.js');

const settle = () => new Promise((r) => setTimeout(r, 0));

const btc = {
  currency: { currency_id: 'BTC', precision: 8 },
  free_balance: '0.5',
  free_balance_quoted: '30000',
} as unknown as WalletEntry;

/**
 * The synchronous steps in which the three stores changed: changes made in one step reach the
 * screen in one render. Each step records what the stores held at its end.
 */
function watchSteps() {
  const steps: Array<{ wallet: string; rates: string; market: string }> = [];
  let open = false;
  const onChange = () => {
    if (open) return;
    open = true;
    queueMicrotask(() => {
      open = false;
      steps.push({ wallet: wallet.status, rates: rates.status, market: Object.keys(market.ticks).join(',') });
    });
  };
  const stops = [wallet, rates, market].map((s) => subscribe(s, onChange, true));
  return {
    steps,
    stop: () => {
      for (const unsubscribe of stops) unsubscribe();
    },
  };
}

describe('the wallet first data', () => {
  beforeEach(() => {
    answers.wallet = deferred();
    answers.ticker = deferred();
    answers.rates = deferred();
    vi.stubGlobal('fetch', () => answers.rates.promise);
    Object.assign(wallet, { status: 'idle', entries: [], error: null, loadedAt: null, fromSnapshot: false });
    Object.assign(rates, { status: 'idle', rates: null, fetchedAt: null, error: null });
    Object.assign(market, { status: 'idle', ticks: {}, loadedAt: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows balances, rates and prices in one step, whatever order they answer in', async () => {
    const watch = watchSteps();
    const done = loadWallet({ rates: true, market: true });
    await settle();
    answers.rates.resolve(
      new Response(JSON.stringify({ base: 'USD', rates: { AUD: '1.5' }, fetchedAt: '2026-01-01T14:05:00Z' })),
    );
    await settle();
    answers.ticker.resolve([{ currency_id: 'BTC', price: '60000', change_24h: '1.5' } as MarketTickerEntry]);
    await settle();
    // Two of three answers are in, and nothing has changed yet: not a render so far.
    expect(watch.steps).toEqual([]);

    answers.wallet.resolve([btc]);
    await done;
    await settle();
    watch.stop();
    expect(watch.steps).toEqual([{ wallet: 'ready', rates: 'ready', market: 'BTC' }]);
    expect(wallet.entries).toEqual([btc]);
    expect(rates.rates).toEqual({ AUD: '1.5' });
    expect(market.ticks.BTC).toEqual({ priceUsd: '60000', change24h: '1.5' });
  });

  it('changes nothing on screen when a live update brings the same balances and prices', async () => {
    const first = loadWallet({ rates: false, market: true });
    answers.ticker.resolve([{ currency_id: 'BTC', price: '60000', change_24h: '1.5' } as MarketTickerEntry]);
    answers.wallet.resolve([btc]);
    await first;
    const shown = { entries: snapshot(wallet).entries, ticks: snapshot(market).ticks };
    answers.wallet = deferred();
    answers.ticker = deferred();
    const again = loadWallet({ rates: false, market: true, marketMaxAgeMs: 0 });
    answers.ticker.resolve([{ currency_id: 'BTC', price: '60000', change_24h: '1.5' } as MarketTickerEntry]);
    answers.wallet.resolve([{ ...btc }]);
    await again;
    expect(snapshot(wallet).entries).toBe(shown.entries);
    expect(snapshot(market).ticks).toBe(shown.ticks);

    // A price that moved does reach the screen.
    answers.wallet = deferred();
    answers.ticker = deferred();
    const moved = loadWallet({ rates: false, market: true, marketMaxAgeMs: 0 });
    answers.ticker.resolve([{ currency_id: 'BTC', price: '60100', change_24h: '1.6' } as MarketTickerEntry]);
    answers.wallet.resolve([{ ...btc }]);
    await moved;
    expect(snapshot(wallet).entries).toBe(shown.entries);
    expect(snapshot(market).ticks.BTC).toEqual({ priceUsd: '60100', change24h: '1.6' });
  });

  it('shows the balances with the prices marked failed when the prices do not come', async () => {
    const done = loadWallet({ rates: false, market: true });
    answers.ticker.reject(new Error('down'));
    answers.wallet.resolve([btc]);
    await done;
    expect(wallet.status).toBe('ready');
    expect(wallet.entries).toEqual([btc]);
    expect(market.status).toBe('error');
    expect(rates.status).toBe('idle');
  });

  it('shows a failed balance load with the rates that did come', async () => {
    const done = loadWallet({ rates: true });
    answers.rates.resolve(new Response(JSON.stringify({ base: 'USD', rates: { EUR: '0.9' } })));
    answers.wallet.reject(new ApiCallError('UNAUTHORIZED', 'Unauthorized access.', 401));
    await done;
    expect(wallet.status).toBe('error');
    expect(wallet.error).toBe('Unauthorized access.');
    expect(rates.status).toBe('ready');
    expect(rates.rates).toEqual({ EUR: '0.9' });
  });
});

describe('reopening the wallet with saved balances', () => {
  const saved = { ...btc, free_balance: '0.25', free_balance_quoted: '15000' } as WalletEntry;
  beforeEach(async () => {
    answers.wallet = deferred();
    answers.rates = deferred();
    vi.stubGlobal('fetch', () => answers.rates.promise);
    Object.assign(wallet, { status: 'idle', entries: [], error: null, loadedAt: null, fromSnapshot: false });
    Object.assign(rates, { status: 'idle', rates: null, fetchedAt: null, error: null });
    useSnapshotBackend(memorySnapshots());
    await saveSnapshot('u1', 'wallet', { entries: [saved], rates: { EUR: '0.8' }, ratesFetchedAt: null }, 1000);
    auth.user = { id: 'u1' } as typeof auth.user;
  });
  afterEach(() => {
    useSnapshotBackend(null);
    auth.user = null;
    vi.unstubAllGlobals();
  });

  it('shows them, marked as saved, until the server answers, then the fresh ones', async () => {
    const done = loadWallet({ rates: true });
    await settle();
    expect(wallet).toMatchObject({ status: 'ready', entries: [saved], fromSnapshot: true, loadedAt: 1000 });
    expect(rates.rates).toEqual({ EUR: '0.8' });
    answers.rates.resolve(new Response(JSON.stringify({ base: 'USD', rates: { EUR: '0.9' } })));
    answers.wallet.resolve([btc]);
    await done;
    expect(wallet).toMatchObject({ status: 'ready', entries: [btc], fromSnapshot: false });
    expect(rates.rates).toEqual({ EUR: '0.9' });
  });

  it('keeps the saved balances on screen when the fresh ones are the same figures', async () => {
    const done = loadWallet({ rates: false });
    await settle();
    const shown = snapshot(wallet).entries;
    answers.wallet.resolve([{ ...saved }]);
    await done;
    expect(wallet.fromSnapshot).toBe(false);
    // The same object: the screens that read the balances have nothing to render again.
    expect(snapshot(wallet).entries).toBe(shown);
  });

  it('never shows another customer their balances', async () => {
    auth.user = { id: 'u2' } as typeof auth.user;
    const done = loadWallet({ rates: false });
    await settle();
    expect(wallet.status).toBe('idle');
    expect(wallet.entries).toEqual([]);
    answers.wallet.resolve([btc]);
    await done;
  });

  it("shows nobody the answer of a session that ended, and the next customer's load asks its own", async () => {
    Object.assign(auth, { isAuthenticated: true, token: 't1', refreshToken: 'r1' });
    vi.mocked(getWalletList).mockClear();
    const first = loadWallet({ rates: false });
    await settle();
    await endSession({ expired: false });
    auth.user = { id: 'u2' } as typeof auth.user;
    answers.wallet.resolve([btc]);
    await first;
    expect(wallet).toMatchObject({ status: 'idle', entries: [] });
    answers.wallet = deferred();
    const own = [{ ...btc, free_balance: '2' }] as WalletEntry[];
    answers.wallet.resolve(own);
    await loadWallet({ rates: false });
    expect(getWalletList).toHaveBeenCalledTimes(2);
    expect(wallet.entries).toEqual(own);
  });

  it('keeps them, with the error, when the fresh load fails', async () => {
    const done = loadWallet({ rates: false });
    await settle();
    answers.wallet.reject(new ApiCallError('INTERNAL', 'Something went wrong', 500));
    await done;
    expect(wallet).toMatchObject({ status: 'error', entries: [saved], fromSnapshot: true, loadedAt: 1000 });
    expect(wallet.error).toBe('Something went wrong');
  });
});
