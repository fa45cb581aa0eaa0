import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../state/session.js';
import { loadWithSnapshot } from './load.js';
import { isConnected, network, onOnlineAgain } from './network.js';
import { resetNetworkForTests } from './reachability.js';
import {
  clearSnapshots,
  keepOnlyUser,
  readSnapshot,
  type SnapshotBackend,
  saveSnapshot,
  useSnapshotBackend,
} from './snapshots.js';

const later = () => new Promise((r) => setTimeout(r, 0));

function memoryBackend(): SnapshotBackend & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    // Like IndexedDB, a value is cloned when the operation runs, a task later.
    get: async (k) => {
      await later();
      return map.get(k);
    },
    set: async (k, v) => {
      await later();
      map.set(k, structuredClone(v));
    },
    keys: async () => [...map.keys()],
    delMany: async (ks) => {
      for (const k of ks) map.delete(k);
    },
    clear: async () => map.clear(),
  };
}

const networkError = Object.assign(new Error('Network error - please check your connection'), {
  code: 'NETWORK',
  status: 0,
});
const refusal = Object.assign(new Error('Unauthorized access.'), { code: 'UNAUTHORIZED', status: 401 });

let store: ReturnType<typeof memoryBackend>;
beforeEach(() => {
  store = memoryBackend();
  useSnapshotBackend(store);
  resetNetworkForTests(async () => false);
});
afterEach(() => useSnapshotBackend(null));

describe('loadWithSnapshot', () => {
  it('keeps each successful load as the user snapshot', async () => {
    const r = await loadWithSnapshot('wallet', 'u1', async () => ({ list: [1, 2] }), { now: () => 1000 });
    expect(r).toEqual({ data: { list: [1, 2] }, savedAt: 1000, fromSnapshot: false });
    expect((await readSnapshot('u1', 'wallet'))?.data).toEqual({ list: [1, 2] });
  });

  it('serves the snapshot with its age when the server cannot be reached, and says so', async () => {
    await saveSnapshot('u1', 'transactions', ['tx'], 500);
    const r = await loadWithSnapshot('transactions', 'u1', () => Promise.reject(networkError));
    expect(r).toEqual({ data: ['tx'], savedAt: 500, fromSnapshot: true });
    expect(network.reachable).toBe(false);
    expect(isConnected()).toBe(false);
  });

  it('does not try the network while the device is offline', async () => {
    await saveSnapshot('u1', 'wallet', 'kept', 500);
    network.online = false;
    let called = false;
    const r = await loadWithSnapshot('wallet', 'u1', async () => {
      called = true;
      return 'fresh';
    });
    expect(called).toBe(false);
    expect(r.fromSnapshot).toBe(true);
  });

  it('rethrows a transport failure when there is no snapshot', async () => {
    await expect(loadWithSnapshot('wallet', 'u1', () => Promise.reject(networkError))).rejects.toBe(networkError);
  });

  it('never hides a refusal of the server behind a snapshot', async () => {
    await saveSnapshot('u1', 'wallet', 'kept', 500);
    await expect(loadWithSnapshot('wallet', 'u1', () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(network.reachable).toBe(true);
  });

  it("never reads another user's snapshot", async () => {
    await saveSnapshot('u1', 'wallet', 'alice', 500);
    await expect(loadWithSnapshot('wallet', 'u2', () => Promise.reject(networkError))).rejects.toBe(networkError);
    // Even an entry stored under the wrong key is refused by its owner id.
    store.map.set('u2/wallet', { userId: 'u1', kind: 'wallet', savedAt: 1, data: 'alice' });
    expect(await readSnapshot('u2', 'wallet')).toBeNull();
  });

  it('keeps the data as it was loaded, even if the caller changes those objects right after', async () => {
    const list = [{ coin: 'BTC' }];
    const r = await loadWithSnapshot('wallet', 'u1', async () => list);
    r.data[0] = new Proxy({ coin: 'BTC' }, {});
    r.data.push({ coin: 'ETH' });
    expect((await readSnapshot('u1', 'wallet'))?.data).toEqual([{ coin: 'BTC' }]);
  });

  it('saves nothing for a load that was still out when the session ended', async () => {
    let answer: (v: string) => void = () => {};
    const pending = loadWithSnapshot('wallet', 'u1', () => new Promise<string>((r) => (answer = r)));
    // The moment the session ends, before the clean-up that clears the snapshots has loaded.
    await endSession({ expired: false });
    answer('late');
    await pending;
    await Promise.resolve();
    await later();
    expect(store.map.size).toBe(0);
  });

  describe('the last snapshot shown while the request is out', () => {
    it('is handed over once it is read, then the fresh answer is returned', async () => {
      await saveSnapshot('u1', 'wallet', 'kept', 500);
      let answer: (v: string) => void = () => {};
      const shown: unknown[] = [];
      const pending = loadWithSnapshot('wallet', 'u1', () => new Promise<string>((r) => (answer = r)), {
        showSaved: (saved) => shown.push(saved),
      });
      await vi.waitFor(() => expect(shown).toEqual([{ data: 'kept', savedAt: 500, fromSnapshot: true }]));
      answer('fresh');
      expect((await pending).data).toBe('fresh');
      expect(shown).toHaveLength(1);
    });

    it('is not shown once the request has settled, nor after the session ended, nor offline', async () => {
      await saveSnapshot('u1', 'wallet', 'kept', 500);
      const shown: unknown[] = [];
      const showSaved = (saved: unknown) => void shown.push(saved);
      await loadWithSnapshot('wallet', 'u1', async () => 'fresh', { showSaved });

      let answer: (v: string) => void = () => {};
      const ended = loadWithSnapshot('wallet', 'u1', () => new Promise<string>((r) => (answer = r)), { showSaved });
      await endSession({ expired: false });
      answer('late');
      await ended;
      await later();
      expect(shown).toEqual([]);
      await clearSnapshots();

      await saveSnapshot('u1', 'wallet', 'kept', 500);
      network.online = false;
      expect((await loadWithSnapshot('wallet', 'u1', async () => 'fresh', { showSaved })).fromSnapshot).toBe(true);
      await later();
      expect(shown).toEqual([]);
    });
  });

  it('keeps nothing without a user id', async () => {
    await loadWithSnapshot('wallet', null, async () => 'x');
    expect(store.map.size).toBe(0);
  });
});

describe('keepOnlyUser', () => {
  it("drops every other user's snapshots", async () => {
    await saveSnapshot('u1', 'wallet', 'a');
    await saveSnapshot('u2', 'wallet', 'b');
    await saveSnapshot('u2', 'transactions', 'c');
    await keepOnlyUser('u2');
    expect([...store.map.keys()].sort()).toEqual(['u2/transactions', 'u2/wallet']);
  });
});

describe('online again', () => {
  it('fires once when the server answers again after a transport failure', async () => {
    let fired = 0;
    onOnlineAgain(() => fired++);
    await loadWithSnapshot('wallet', 'u1', () => Promise.reject(networkError)).catch(() => {});
    await loadWithSnapshot('wallet', 'u1', () => Promise.reject(networkError)).catch(() => {});
    expect(fired).toBe(0);
    await loadWithSnapshot('wallet', 'u1', async () => 'back');
    await loadWithSnapshot('wallet', 'u1', async () => 'still');
    expect(fired).toBe(1);
  });

  it('does not fire while the device itself is still offline', async () => {
    let fired = 0;
    onOnlineAgain(() => fired++);
    network.online = false;
    network.reachable = false;
    await loadWithSnapshot('wallet', 'u1', async () => 'x');
    expect(network.reachable).toBe(true);
    expect(fired).toBe(0);
  });
});
