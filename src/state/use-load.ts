/**
 * Loads what a screen shows, with its loading and error states and a way to load again. An answer
 * that arrives after the screen has gone, or after a newer load started, is dropped: it would
 * show stale data, or set the state of a screen that is no longer there.
 */
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../api/errors.js';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

/** The data once loaded; null while loading or after a failure. */
export function loadedData<T>(loaded: Loaded<T>): T | null {
  return loaded.state === 'ready' ? loaded.data : null;
}

/**
 * One load at a time: each start shows loading, then the answer or the refusal (the server's
 * words, or `fallback` when the call did not get through); a newer start or a stop drops the
 * answer of the load before.
 */
export function loadRunner<T>(show: (loaded: Loaded<T>) => void, fallback = '') {
  let current = 0;
  return {
    start(load: () => Promise<T>) {
      const mine = ++current;
      show({ state: 'loading' });
      load().then(
        (data) => mine === current && show({ state: 'ready', data }),
        (e: unknown) => mine === current && show({ state: 'error', message: messageOf(e, fallback) }),
      );
    },
    stop() {
      current++;
    },
  };
}

/** Loads when `deps` change and on retry (the second element). */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], fallback = ''): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    const runner = loadRunner<T>(setLoaded, fallback);
    runner.start(load);
    return runner.stop;
  }, [...deps, round]);
  return [loaded, useCallback(() => setRound((r) => r + 1), [])];
}
