/**
 * A gain or loss of the tax view, in words and signed money ("Gain +AU$1,200.00"), so colour is
 * never the only sign of it: the sign rule is the portfolio's (src/lib/result-view.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { resultView } from '../../../lib/result-view.js';

export function GainFigure({ gain, currency, testId }: { gain: string; currency: string; testId?: string }) {
  const { t } = useLingui();
  const { direction, money } = resultView(gain, null, currency);
  const word = direction === 'up' ? t`Gain` : direction === 'down' ? t`Loss` : t`No gain or loss`;
  return (
    <span className={`tax-gain tax-gain-${direction}`} data-testid={testId}>
      {word} <span data-testid={testId && `${testId}-money`}>{money}</span>
    </span>
  );
}
