import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../state/auth.js';
import { endSession } from '../state/session.js';
import { memorySnapshots } from '../test-support/memory-snapshots.js';
import { memoryStorage } from '../test-support/memory-storage.js';
import { startOffline } from './cleanup.js';
import { readSnapshot, saveSnapshot, useSnapshotBackend } from './snapshots.js';

afterEach(() => useSnapshotBackend(null));

// The clean-up's code is loaded when a session ends (clear-offline.ts): these fail if that lazy
// path no longer runs.
describe('the offline layer at the end of a session', () => {
  startOffline();

  it.each([
    ['Session Expired', true],
    ['logout', false],
  ])('%s leaves no snapshot behind', async (_, expired) => {
    const store = memorySnapshots();
    useSnapshotBackend(store);
    await saveSnapshot('u1', 'wallet', { entries: ['BTC'] });
    await saveSnapshot('u1', 'transactions', ['tx']);
    await endSession({ expired });
    expect(store.map.size).toBe(0);
    expect(await readSnapshot('u1', 'wallet')).toBeNull();
  });

  it("drops the previous customer's snapshots when someone else signs in", async () => {
    const store = memorySnapshots();
    useSnapshotBackend(store);
    await saveSnapshot('alice', 'wallet', 'alice data');
    auth.user = { id: 'bob' } as never;
    await vi.waitFor(() => expect([...store.map.keys()]).toEqual([]));
    await saveSnapshot('bob', 'wallet', 'bob data');
    auth.user = { id: 'bob', email: 'changed' } as never;
    await new Promise((r) => setTimeout(r, 10));
    expect([...store.map.keys()]).toEqual(['bob/wallet']);
  });
});

describe('a clean-up cut short', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is finished at the next start, and the painting goes at once when a session ends', async () => {
    vi.resetModules();
    const local = memoryStorage({ 'coinvault-offline/clearing': '1' });
    vi.stubGlobal('localStorage', local);
    const snapshots = await import('./snapshots.js');
    const store = memorySnapshots();
    snapshots.useSnapshotBackend(store);
    await snapshots.saveSnapshot('u1', 'wallet', { entries: ['BTC'] });
    const { startOffline: start } = await import('./cleanup.js');
    start();
    await vi.waitFor(() => expect(store.map.size).toBe(0));
    await vi.waitFor(() => expect(local.getItem('coinvault-offline/clearing')).toBeNull());

    const { savePaintSnapshot, readPaintSnapshot } = await import('./paint-snapshot.js');
    const { endSession: end } = await import('../state/session.js');
    savePaintSnapshot('u1', { html: '<p>1</p>' }, 1);
    const ending = end({ expired: false });
    // Before the clean-up's own code has even loaded.
    expect(readPaintSnapshot('u1')).toBeNull();
    expect(local.getItem('coinvault-offline/clearing')).toBe('1');
    await ending;
    expect(local.getItem('coinvault-offline/clearing')).toBeNull();
  });
});
