/**
 * The wallet's portfolio value chart (decision 462): the customer's total value over 7 days, 30
 * days, a year or all time, drawn by the wallet's one line chart with its text alternative as the
 * picture's name. Its own chunk, mounted once the wallet's first screen is drawn; it fills the
 * space the wallet holds for it. Offline, each range's last chart shows with its age.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import { PORTFOLIO_RANGES, type PortfolioRange } from '../../../../contract/portfolio-history.js';
import { LastUpdated } from '../../../offline/LastUpdated.js';
import { locale } from '../../../state/locale.js';
import { InlineError } from '../../../ui/InlineError.js';
import { ChartCard, LineChart } from '../LineChart.js';
import { portfolioChartLabel, portfolioRangeLabel, pricingNotes } from './portfolio-chart-model.js';
import { ResultFigure } from './ResultFigure.js';
import { usePortfolioHistory } from './use-portfolio-history.js';

/** `walletSavedAt`: when the wallet's own figures were saved, if they are shown from a snapshot (one age line for both). */
export default function PortfolioChart({ walletSavedAt }: { walletSavedAt: number | null }) {
  const [range, setRange] = useState<PortfolioRange>('7d');
  const { state, retry } = usePortfolioHistory(range);
  const { timeZone } = useSnapshot(locale);
  const { t } = useLingui();

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className="chart-frame skeleton" role="status">
        <span className="visually-hidden">
          <Trans>Loading your portfolio's value...</Trans>
        </span>
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <InlineError className="chart-frame chart-message" onRetry={retry}>
        <p>
          <Trans>Could not load your portfolio's value.</Trans>
        </p>
      </InlineError>
    );
  } else {
    const { data, savedAt, fromSnapshot } = state;
    const label = portfolioChartLabel(data, timeZone);
    body = (
      <>
        {label && data.change !== null ? (
          <>
            <LineChart
              points={data.points}
              y={(p) => p.value}
              label={label}
              falling={data.change.startsWith('-')}
              testId="portfolio-chart"
            />
            <p className="chart-figures amount">
              <ResultFigure
                pnl={data.change}
                pct={data.change_pct}
                currency={data.currency}
                testId="portfolio-change"
              />
            </p>
          </>
        ) : (
          <div className="chart-frame chart-message">
            <p className="muted">
              <Trans>No coins bought yet</Trans>
            </p>
          </div>
        )}
        {pricingNotes(data, timeZone).map((note) => (
          <p key={note} className="chart-note">
            {note}
          </p>
        ))}
        <LastUpdated savedAt={fromSnapshot ? savedAt : null} besides={walletSavedAt} />
      </>
    );
  }

  const span = portfolioRangeLabel(range);
  return (
    <ChartCard<PortfolioRange>
      title={<Trans>Portfolio value</Trans>}
      className="portfolio-chart"
      ranges={PORTFOLIO_RANGES}
      range={range}
      onRange={setRange}
      label={portfolioRangeLabel}
      panelLabel={t`Portfolio value, ${span}`}
    >
      {body}
    </ChartCard>
  );
}
