/** The chosen route's network fee, loaded when the route changes and again on request. */
import { useCallback, useEffect, useState } from 'react';
import { getWithdrawalFee } from './api/withdrawal-fee.js';

export interface NetworkFeeState {
  /** The fee in the route's coin; null while loading or when it failed. */
  fee: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Loads the fee again (after the server said it changed); resolves to the new fee. */
  reload: () => Promise<string | null>;
}

export function useNetworkFee(routeId: number | null): NetworkFeeState {
  const [fee, setFee] = useState<string | null>(null);
  const [status, setStatus] = useState<NetworkFeeState['status']>('idle');

  const load = useCallback(async (id: number, isLive: () => boolean) => {
    setStatus('loading');
    try {
      const answer = await getWithdrawalFee(id);
      if (!isLive()) return null;
      setFee(answer.network_fee);
      setStatus('ready');
      return answer.network_fee;
    } catch {
      if (!isLive()) return null;
      setFee(null);
      setStatus('failed');
      return null;
    }
  }, []);

  useEffect(() => {
    if (routeId === null) {
      setFee(null);
      setStatus('idle');
      return;
    }
    let live = true;
    void load(routeId, () => live);
    return () => {
      live = false;
    };
  }, [routeId, load]);

  const reload = useCallback(
    () => (routeId === null ? Promise.resolve(null) : load(routeId, () => true)),
    [routeId, load],
  );
  return { fee, status, reload };
}
