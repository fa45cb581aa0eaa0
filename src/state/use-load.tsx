/**
 * Loads what a screen shows, with its loading and error states and a way to load again. An answer
 * that arrives after the screen has gone, or after a newer load started, is dropped: it would
 * show stale data, or set the state of a screen that is no longer there.
 */
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { messageOf } from '../api/errors.js';
import { Button } from '../ui/Button.js';

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

/**
 * A screen's data, loaded when it opens and again after each change made on it. What is on screen
 * stays while it loads again (no loading flash after a save); a failed load says so until a load
 * succeeds. Unlike useLoad, a later load never hides the data shown. LoadGate shows these states:
 * the failure with a button to load again, the loading line, or the screen's content once the
 * data is there; the screen gives every text, in its catalog.
 */
/** `fetch` must keep its identity (a module's function): a new one loads again. */
export function useReload<T>(fetch: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    try {
      setData(await fetch());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [fetch]);
  useEffect(() => {
    void load();
  }, [load]);
  return { data, setData, failed, load };
}

export function LoadGate<T>({
  data,
  failed,
  failedText,
  retryText,
  loadingText,
  onRetry,
  children,
}: {
  data: T | null;
  failed: boolean;
  failedText: ReactNode;
  retryText: ReactNode;
  loadingText: ReactNode;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (failed)
    return (
      <div className="inline-error" role="alert">
        <p>{failedText}</p>
        <Button variant="secondary" onClick={onRetry}>
          {retryText}
        </Button>
      </div>
    );
  if (data === null)
    return (
      <p className="empty-text" role="status">
        {loadingText}
      </p>
    );
  return children(data);
}
