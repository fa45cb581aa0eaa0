import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../state/auth.js';
import { endSession } from '../state/session.js';
import { memorySnapshots } from '../test-support/memory-snapshots.js';
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
