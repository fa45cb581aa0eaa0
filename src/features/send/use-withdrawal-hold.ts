/**
 * What holds a withdrawal back before any code is asked (decision 178): withdrawals paused after
 * "This wasn't me" or a reset without 2FA, or an address the allowlist refuses. Asked from the
 * server when the network or the typed address changes (the address once typing pauses) and
 * again when Withdraw is pressed; the screen shows the hold and keeps Withdraw off. When the
 * question cannot be asked, nothing is shown: the withdrawal itself is still refused.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WithdrawalHold } from '../../../contract/withdrawal-check.js';
import { checkWithdrawal } from './api/withdrawal-check.js';

const TYPING_PAUSE_MS = 400;

interface WithdrawalHoldState {
  hold: WithdrawalHold | null;
  /** Asks again now; resolves to the hold (also shown), or null when none or not known. */
  recheck: () => Promise<WithdrawalHold | null>;
}

/** `address` as typed: the server leaves aside one that is not of the network (the form's own problem). */
export function useWithdrawalHold(routeId: number | null, address: string): WithdrawalHoldState {
  const [hold, setHold] = useState<WithdrawalHold | null>(null);
  const asked = useRef(0);

  const ask = useCallback(async (): Promise<WithdrawalHold | null> => {
    if (routeId === null) return null;
    const mine = ++asked.current;
    try {
      const answer = await checkWithdrawal(routeId, address);
      if (mine === asked.current) setHold(answer);
      return answer;
    } catch {
      if (mine === asked.current) setHold(null);
      return null;
    }
  }, [routeId, address]);

  useEffect(() => {
    // A change of address drops what was said about the last one at once.
    setHold((h) => (h?.field === 'cryptoAddress' ? null : h));
    const timer = setTimeout(() => void ask(), address ? TYPING_PAUSE_MS : 0);
    return () => clearTimeout(timer);
  }, [ask, address]);

  return { hold, recheck: ask };
}
