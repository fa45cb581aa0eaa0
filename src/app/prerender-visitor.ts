/**
 * The device the build's renderer draws for (prerender.tsx): a new visitor's, whose storage holds
 * only the language the page is drawn in. Installed before the app's modules load, as they keep
 * the storage they find (src/state/storage.ts).
 */
import { memoryStorage } from '../test-support/memory-storage.js';

Object.assign(globalThis, { localStorage: memoryStorage() });
