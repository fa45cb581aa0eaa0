import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.js';
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

describe('the kept painting (read in the same task, decision 472)', () => {
  /** The modules as a page with this localStorage loads them (the storage is taken at load). */
  async function withStorage(storage: Storage | object) {
    vi.resetModules();
    vi.stubGlobal('localStorage', storage);
    const snapshots = await import('./snapshots.js');
    const { useSnapshotBackend: withBackend } = snapshots;
    withBackend(countingBackend());
    return { ...snapshots, ...(await import('./paint-snapshot.js')) };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('is read back only for its owner', async () => {
    const { savePaintSnapshot, readPaintSnapshot } = await withStorage(memoryStorage());
    savePaintSnapshot('u1', { html: '<p>1</p>' }, 1000);
    expect(readPaintSnapshot('u1')).toEqual({ userId: 'u1', savedAt: 1000, data: { html: '<p>1</p>' } });
    expect(readPaintSnapshot('u2')).toBeNull();
    expect(readPaintSnapshot('')).toBeNull();
  });

  it('is cleared with every other snapshot when the session ends', async () => {
    const { savePaintSnapshot, readPaintSnapshot, clearSnapshots } = await withStorage(memoryStorage());
    savePaintSnapshot('u1', { html: '<p>1</p>' }, 1000);
    await clearSnapshots();
    expect(readPaintSnapshot('u1')).toBeNull();
  });

  it("is dropped when another person signs in, and kept for its owner's own sign-in", async () => {
    const { savePaintSnapshot, readPaintSnapshot, keepOnlyUser } = await withStorage(memoryStorage());
    savePaintSnapshot('u1', { html: '<p>1</p>' }, 1000);
    await keepOnlyUser('u1');
    expect(readPaintSnapshot('u1')).not.toBeNull();
    await keepOnlyUser('u2');
    expect(readPaintSnapshot('u1')).toBeNull();
  });

  it('answers nothing for an unreadable or malformed entry, and storage that throws', async () => {
    const storage = memoryStorage();
    const { readPaintSnapshot } = await withStorage(storage);
    storage.setItem('coinvault-offline/wallet-paint', '{not json');
    expect(readPaintSnapshot('u1')).toBeNull();
    storage.setItem('coinvault-offline/wallet-paint', JSON.stringify({ userId: 'u1', savedAt: 'x', data: {} }));
    expect(readPaintSnapshot('u1')).toBeNull();
    const throwing = await withStorage({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(() => throwing.savePaintSnapshot('u1', {}, 1)).not.toThrow();
    expect(throwing.readPaintSnapshot('u1')).toBeNull();
  });
});
