import { afterEach, describe, expect, it } from 'vitest';
import { clearSnapshots, readSnapshotSoon, saveSnapshot, takeSnapshot, useSnapshotBackend } from './snapshots.js';

function countingBackend() {
  const map = new Map<string, unknown>();
  const b = {
    reads: 0,
    get: async (k: string) => {
      b.reads++;
      return map.get(k);
    },
    set: async (k: string, v: unknown) => void map.set(k, structuredClone(v)),
    keys: async () => [...map.keys()],
    delMany: async (ks: string[]) => {
      for (const k of ks) map.delete(k);
    },
    clear: async () => map.clear(),
  };
  return b;
}

afterEach(() => useSnapshotBackend(null));

describe('a snapshot read begun early', () => {
  it('is taken once by the screen that wants it, then reads are new', async () => {
    const b = countingBackend();
    useSnapshotBackend(b);
    await saveSnapshot('u1', 'wallet', { entries: ['BTC'] }, 1000);
    readSnapshotSoon('u1', 'wallet');
    expect((await takeSnapshot('u1', 'wallet'))?.data).toEqual({ entries: ['BTC'] });
    expect(b.reads).toBe(1);
    await takeSnapshot('u1', 'wallet');
    expect(b.reads).toBe(2);
  });

  it("never hands one customer another's snapshot", async () => {
    useSnapshotBackend(countingBackend());
    await saveSnapshot('u1', 'wallet', { entries: ['BTC'] });
    readSnapshotSoon('u1', 'wallet');
    expect(await takeSnapshot('u2', 'wallet')).toBeNull();
  });

  it('is dropped when the session ends', async () => {
    const b = countingBackend();
    useSnapshotBackend(b);
    await saveSnapshot('u1', 'wallet', { entries: ['BTC'] });
    readSnapshotSoon('u1', 'wallet');
    await clearSnapshots();
    expect(await takeSnapshot('u1', 'wallet')).toBeNull();
  });
});
