/**
 * A profile card's data loaded from the server, and its actions: each action marks its key busy,
 * toasts what was done (the screen's own words) or the refusal, then loads the data again.
 */
import { useState } from 'react';
import { refusalOf } from '../../api/errors.js';
import { useReload } from '../../state/use-load.js';
import { toast } from '../../ui/toast.js';

export function useLoadedActions<T>(fetch: () => Promise<T>, actionFailed: string) {
  const { data, setData, failed, load } = useReload(fetch);
  const [busy, setBusy] = useState<string | null>(null);

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
