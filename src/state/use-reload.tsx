/**
 * A screen's data, loaded when it opens and again after each change made on it. What is on screen
 * stays while it loads again (no loading flash after a save); a failed load says so until a load
 * succeeds. Unlike useLoad, a later load never hides the data shown. LoadGate shows these states:
 * the failure with a button to load again, the loading line, or the screen's content once the
 * data is there; the screen gives every text, in its catalog.
 */
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Button } from '../ui/Button.js';

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
