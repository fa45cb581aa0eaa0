/** Loads what a back-office panel shows, with its loading and error states and a way to load again. */
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../../api/errors.js';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    load().then(
      (data) => live && setLoaded({ state: 'ready', data }),
      (e: unknown) => live && setLoaded({ state: 'error', message: messageOf(e, '') }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  return [loaded, useCallback(() => setRound((r) => r + 1), [])];
}
