/**
 * A screen's data, loaded when it opens and again after each change made on it. What is on screen
 * stays while it loads again (no loading flash after a save); a failed load says so until a load
 * succeeds. Unlike useLoad, a later load never hides the data shown.
 */
import { useCallback, useEffect, useState } from 'react';

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
