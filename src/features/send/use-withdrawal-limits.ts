/**
 * The withdraw screen's limits (decision 135): what is left today and this month, loaded when the
 * screen opens, and the amount field's message when the server refuses with LIMIT_EXCEEDED
 * (recognised by its code, worded from the limits loaded again at that moment).
 */
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import { divDecimal, mulDecimal } from '../../../contract/money.js';
import type { LimitWindow, WithdrawalLimitsAnswer } from '../../../contract/withdrawal-limits.js';
import { ApiCallError } from '../../api/errors.js';
import { formatFiat } from '../../lib/money-format.js';
import { rateOf } from '../../state/rates.js';
import { getWithdrawalLimits } from './api/withdrawal-limits.js';

export interface WithdrawalLimitsState {
  limits: WithdrawalLimitsAnswer | null;
  status: 'loading' | 'ready' | 'failed';
  /** The amount field's message after a refusal; cleared when the amount changes. */
  amountError: string | null;
  /** True (and the message set) when `e` is a LIMIT_EXCEEDED refusal. */
  refused: (e: unknown) => boolean;
}

/** What is left in `window`, formatted in the limits' currency. */
export function leftIn(limits: WithdrawalLimitsAnswer, window: LimitWindow): string {
  const w = limits.windows.find((x) => x.window === window);
  return formatFiat(w?.remaining ?? '0', limits.currency);
}

/**
 * What is left in `window` converted to the currency values are shown in, for reading only: the
 * limit itself is in the region currency (decision 173). Null when that is the limits' own
 * currency or a rate is missing.
 */
export function leftShownIn(
  limits: WithdrawalLimitsAnswer,
  window: LimitWindow,
  shown: string,
  rates: Record<string, string> | null,
): string | null {
  if (shown === limits.currency) return null;
  const from = rateOf(rates, limits.currency);
  const to = rateOf(rates, shown);
  const w = limits.windows.find((x) => x.window === window);
  if (!from || !to || !w) return null;
  return formatFiat(mulDecimal(divDecimal(w.remaining, from, 8), to, 2, 'down'), shown);
}

export function limitMessage(limits: WithdrawalLimitsAnswer): string {
  const today = leftIn(limits, '24h');
  const month = leftIn(limits, '30d');
  return t`This is more than your withdrawal limit allows. Left today: ${today}; this month: ${month}.`;
}

export function useWithdrawalLimits(amount: string): WithdrawalLimitsState {
  const [limits, setLimits] = useState<WithdrawalLimitsAnswer | null>(null);
  const [status, setStatus] = useState<WithdrawalLimitsState['status']>('loading');
  const [amountError, setAmountError] = useState<string | null>(null);

  const load = useCallback(async (): Promise<WithdrawalLimitsAnswer | null> => {
    try {
      const answer = await getWithdrawalLimits();
      setLimits(answer);
      setStatus('ready');
      return answer;
    } catch {
      setStatus('failed');
      return null;
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // A new amount is a new question: the refusal of the old one no longer applies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of the amount
  useEffect(() => setAmountError(null), [amount]);

  const refused = useCallback(
    (e: unknown) => {
      if (!(e instanceof ApiCallError && e.code === 'LIMIT_EXCEEDED')) return false;
      setAmountError(t`This is more than your withdrawal limit allows.`);
      void load().then((fresh) => {
        if (fresh) setAmountError(limitMessage(fresh));
      });
      return true;
    },
    [load],
  );

  return { limits, status, amountError, refused };
}
