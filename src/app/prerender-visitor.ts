/**
 * The device the build's renderer draws for (prerender.tsx): a new visitor's, whose storage holds
 * only the language the page is drawn in. Installed before the app's modules load, as they keep
 * the storage they find (src/state/storage.ts).
 */
const items = new Map<string, string>();

const storage: Storage = {
  get length() {
    return items.size;
  },
  clear: () => items.clear(),
  getItem: (key) => items.get(key) ?? null,
  key: (i) => [...items.keys()][i] ?? null,
  removeItem: (key) => void items.delete(key),
  setItem: (key, value) => void items.set(key, value),
};

Object.assign(globalThis, { localStorage: storage });
