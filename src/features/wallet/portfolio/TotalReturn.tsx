/**
 * The wallet's total return beside its total: what the coins made, held and sold, in money and
 * percent, since the first coin was acquired (decision 430), with a link to the Tax screen on its
 * label's line (decision 463). Its own chunk, loaded after the wallet's first screen; it fills the
 * space the wallet holds for it, so nothing below moves.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDay } from '../../../lib/dates.js';
import * as paths from '../../../lib/paths.js';
import { LastUpdated } from '../../../offline/LastUpdated.js';
import { locale } from '../../../state/locale.js';
import { InlineError } from '../../../ui/InlineError.js';
import { ResultFigure } from './ResultFigure.js';
import { TotalReturnPlaceholder } from './TotalReturnPlaceholder.js';
import { usePortfolio } from './use-portfolio.js';

/** `walletSavedAt`: when the wallet's own figures above were saved, if they are shown from a snapshot. */
export default function TotalReturn({ walletSavedAt }: { walletSavedAt: number | null }) {
  const { state, retry } = usePortfolio();
  const { timeZone } = useSnapshot(locale);
  const { t } = useLingui();
  if (state.status === 'loading') return <TotalReturnPlaceholder />;
  // The app's one load error with Retry, in the space the figures would take.
  if (state.status === 'error')
    return (
      <div className="total-return">
        <InlineError onRetry={retry}>
          <p>
            <Trans>Could not load your return.</Trans>
          </p>
        </InlineError>
      </div>
    );
  const { totals, currency } = state.data;
  const day = totals.since ? formatDay(totals.since, timeZone) : null;
  return (
    <div className="total-return" data-testid="total-return">
      {/* The Tax link shares the label's line, which never wraps: the held height stays (decision 463). */}
      <div className="total-return-head">
        <p className="total-return-label">{day ? t`Total return since ${day}` : t`Total return`}</p>
        <Link href={paths.tax} className="total-return-tax" data-testid="total-return-tax">
          <Trans>Tax</Trans>
        </Link>
      </div>
      <p className="total-return-figures amount">
        {day ? (
          <ResultFigure
            pnl={totals.total_return}
            pct={totals.total_return_pct}
            currency={currency}
            testId="total-return-figure"
          />
        ) : (
          <span className="muted">
            <Trans>No coins bought yet</Trans>
          </span>
        )}
      </p>
      <LastUpdated savedAt={state.fromSnapshot ? state.savedAt : null} besides={walletSavedAt} />
    </div>
  );
}
