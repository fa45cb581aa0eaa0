/**
 * The shared cash balance: one request however many screens ask at once, the last balance kept
 * for offline use, a failure that leaves a shown balance alone, and nothing of a session that has
 * ended.
 */
import { snapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashBalanceData } from '../../contract/bank.js';
import { network } from '../offline/network.js';
import { resetNetworkForTests } from '../offline/reachability.js';
import { readSnapshot, useSnapshotBackend } from '../offline/snapshots.js';
import { memorySnapshots } from '../test-support/memory-snapshots.js';

const answers = vi.hoisted(() => ({ next: [] as Array<() => Promise<unknown>>, asked: 0 }));
vi.mock('../api/bank.js', () => ({
  getCashBalance: vi.fn(() => {
    answers.asked += 1;
    const next = answers.next.shift();
    return next ? next() : Promise.reject(new Error('no answer set'));
  }),
}));

const { cash, loadCash } = await import('./cash.js');
const { auth } = await import('./auth.js');
const { endSession } = await import('./session.js');

const balance = (amount: string): CashBalanceData => ({
  currency: 'EUR',
  balance: amount,
  deposits: [],
  withdrawals: [],
  trades: [],
});
const networkError = Object.assign(new Error('Network error - please check your connection'), {
  code: 'NETWORK',
  status: 0,
});

beforeEach(async () => {
  useSnapshotBackend(memorySnapshots());
  resetNetworkForTests(async () => false);
  answers.next = [];
  answers.asked = 0;
  await endSession({ expired: false });
  Object.assign(auth, { user: { id: 'u1', currency_code: 'EUR' }, token: 't', refreshToken: 'r' });
});
afterEach(() => useSnapshotBackend(null));

describe('the shared cash balance', () => {
  it('asks the server once when several screens open together, and every one gets the answer', async () => {
    let answer: (v: CashBalanceData) => void = () => {};
    answers.next.push(() => new Promise((r) => (answer = r)));
    const wallet = loadCash();
    const history = loadCash();
    expect(cash.status).toBe('loading');
    answer(balance('1343.26'));
    await Promise.all([wallet, history]);
    expect(answers.asked).toBe(1);
    expect(cash.status).toBe('ready');
    expect(cash.data?.balance).toBe('1343.26');
  });

  it('keeps the balance on screen when a later answer (a live update) brings the same figures', async () => {
    answers.next.push(async () => balance('250.00'));
    await loadCash();
    const shown = snapshot(cash).data;
    answers.next.push(async () => balance('250.00'));
    await loadCash();
    expect(snapshot(cash).data).toBe(shown);
    answers.next.push(async () => balance('260.00'));
    await loadCash();
    expect(snapshot(cash).data?.balance).toBe('260.00');
  });

  it('keeps the last balance for offline use and serves it, with its age, without a connection', async () => {
    answers.next.push(async () => balance('250.00'));
    await loadCash();
    await vi.waitFor(async () => expect((await readSnapshot('u1', 'cash'))?.data).toEqual(balance('250.00')));

    network.online = false;
    Object.assign(cash, { status: 'idle', data: null, savedAt: null, fromSnapshot: false });
    await loadCash();
    expect(cash).toMatchObject({ status: 'ready', fromSnapshot: true, data: { balance: '250.00' } });
    expect(answers.asked).toBe(1);
  });

  it('shows the last balance while the fresh one is on its way, then the fresh one', async () => {
    answers.next.push(async () => balance('250.00'));
    await loadCash();
    await vi.waitFor(async () => expect((await readSnapshot('u1', 'cash'))?.data).toEqual(balance('250.00')));
    Object.assign(cash, { status: 'idle', data: null, savedAt: null, fromSnapshot: false });

    let answer: (v: CashBalanceData) => void = () => {};
    answers.next.push(() => new Promise((r) => (answer = r)));
    const reopened = loadCash();
    await vi.waitFor(() =>
      expect(cash).toMatchObject({ status: 'ready', fromSnapshot: true, data: { balance: '250.00' } }),
    );
    answer(balance('300.00'));
    await reopened;
    expect(cash).toMatchObject({ status: 'ready', fromSnapshot: false, data: { balance: '300.00' } });
  });

  it('says offline when the server cannot be reached and nothing was kept', async () => {
    answers.next.push(() => Promise.reject(networkError));
    await loadCash();
    expect(cash.status).toBe('offline');
    expect(cash.data).toBeNull();
  });

  it('leaves a balance on screen when a later request fails', async () => {
    answers.next.push(async () => balance('10.00'));
    await loadCash();
    answers.next.push(() =>
      Promise.reject(Object.assign(new Error('Server error'), { code: 'INTERNAL', status: 500 })),
    );
    await loadCash();
    expect(cash).toMatchObject({ status: 'ready', data: { balance: '10.00' } });
  });

  it('drops an answer that arrives after the session ended, so the next person sees none of it', async () => {
    let answer: (v: CashBalanceData) => void = () => {};
    answers.next.push(() => new Promise((r) => (answer = r)));
    const late = loadCash();
    await endSession({ expired: false });
    answer(balance('999.00'));
    await late;
    expect(cash).toMatchObject({ status: 'idle', data: null });
  });
});
