/**
 * A gain or loss in money and percent: signed in the text, coloured, and named up or down for
 * screen readers, so colour is never the only sign of it (decision 430).
 */
import { useLingui } from '@lingui/react/macro';
import { resultView } from '../../../lib/result-view.js';
import './portfolio.css';

export function ResultFigure({
  pnl,
  pct,
  currency,
  testId,
}: {
  pnl: string;
  pct: string | null;
  currency: string;
  testId?: string;
}) {
  const { t } = useLingui();
  const { direction, money, percent } = resultView(pnl, pct, currency);
  const word = direction === 'up' ? t`Up` : direction === 'down' ? t`Down` : t`Unchanged`;
  return (
    <span className={`result result-${direction}`} data-testid={testId}>
      <span className="visually-hidden">{word} </span>
      <span data-testid={testId && `${testId}-money`}>{money}</span>
      {percent ? (
        <>
          {' '}
          <span data-testid={testId && `${testId}-percent`}>({percent})</span>
        </>
      ) : null}
    </span>
  );
}
