/**
 * A profile card's data loaded from the server, and its actions: each action marks its key busy,
 * toasts what was done (the screen's own words) or the refusal, then loads the data again.
 */
import { useCallback, useEffect, useState } from 'react';
import { refusalOf } from '../../api/errors.js';
import { toast } from '../../ui/toast.js';

export function useLoadedActions<T>(fetch: () => Promise<T>, actionFailed: string) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

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

  const run = async (key: string, work: () => Promise<unknown>, done?: string) => {
    setBusy(key);
    try {
      await work();
      if (done) toast.success(done);
    } catch (err) {
      toast.error(refusalOf(err, actionFailed));
    } finally {
      setBusy(null);
      await load();
    }
  };

  return { data, setData, failed, busy, load, run };
}
