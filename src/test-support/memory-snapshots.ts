/**
 * The offline snapshots' storage for tests: a Map in place of IndexedDB, which clones what it
 * stores as IndexedDB does (a value changed after saving is not changed in the store).
 */
import type { SnapshotBackend } from '../offline/snapshots.js';

export function memorySnapshots(): SnapshotBackend & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (k) => map.get(k),
    set: async (k, v) => void map.set(k, structuredClone(v)),
    keys: async () => [...map.keys()],
    delMany: async (ks) => {
      for (const k of ks) map.delete(k);
    },
    clear: async () => map.clear(),
  };
}
