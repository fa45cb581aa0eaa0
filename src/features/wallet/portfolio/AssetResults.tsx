/**
 * One coin's results on its screen (decision 430): what the coins held cost, the average price
 * paid, what they would make sold now, and what sales of it made. A coin never held shows zeros.
 * Under them, the coin's deposits and what each counts as costing, which the customer can correct
 * (decision 458, in the coin screen's own chunk: drawn after the results answer, a chunk of its
 * own would be asked for then, which offline and not yet cached fails); a correction loads the
 * results again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { PortfolioAsset } from '../../../../contract/statements.js';
import { formatFiat } from '../../../lib/money-format.js';
import * as paths from '../../../lib/paths.js';
import { LastUpdated } from '../../../offline/LastUpdated.js';
import { InlineError } from '../../../ui/InlineError.js';
import { SummaryList } from '../../../ui/SummaryList.js';
import DepositCosts from './DepositCosts.js';
import { ResultFigure } from './ResultFigure.js';
import { usePortfolio } from './use-portfolio.js';
import './portfolio.css';

const NONE: Omit<PortfolioAsset, 'currency_id'> = {
  amount: '0',
  value: '0.00',
  cost_basis: '0.00',
  average_price: null,
  unrealised_pnl: '0.00',
  unrealised_pct: null,
  realised_pnl: '0.00',
  rate_missing: false,
};

/** `pageSavedAt`: when the coin screen's own figures were saved, if shown from a snapshot. */
export function AssetResults({ symbol, pageSavedAt }: { symbol: string; pageSavedAt: number | null }) {
  const { state, retry } = usePortfolio();
  const { t } = useLingui();
  const title = (
    <h2 id="asset-results-title">
      <Trans>Your results</Trans>
    </h2>
  );
  if (state.status !== 'ready')
    return (
      <section className="asset-results" aria-labelledby="asset-results-title">
        {title}
        {state.status === 'error' ? (
          <InlineError onRetry={retry}>
            <p>
              <Trans>Could not load your results.</Trans>
            </p>
          </InlineError>
        ) : (
          <div className="skeleton asset-results-skeleton" role="status" aria-label={t`Loading...`} />
        )}
      </section>
    );
  const { currency } = state.data;
  const a = state.data.assets.find((x) => x.currency_id === symbol) ?? { currency_id: symbol, ...NONE };
  return (
    <section className="asset-results" aria-labelledby="asset-results-title" data-testid="asset-results">
      {title}
      <SummaryList
        label={t`Your results`}
        rows={[
          { label: t`Cost basis`, value: formatFiat(a.cost_basis, currency), testId: 'asset-cost-basis' },
          {
            label: t`Average price`,
            value: a.average_price === null ? '—' : formatFiat(a.average_price, currency),
            testId: 'asset-average-price',
          },
          {
            label: t`Unrealised gain/loss`,
            value: (
              <ResultFigure
                pnl={a.unrealised_pnl}
                pct={a.unrealised_pct}
                currency={currency}
                testId="unrealised-figure"
              />
            ),
            testId: 'asset-unrealised',
          },
          {
            label: t`Realised gain/loss`,
            value: <ResultFigure pnl={a.realised_pnl} pct={null} currency={currency} testId="realised-figure" />,
            testId: 'asset-realised',
          },
        ]}
      />
      {a.rate_missing ? (
        <p className="muted">
          <Trans>Some older movements of this coin have no recorded price: their cost counts as zero here.</Trans>
        </p>
      ) : null}
      <LastUpdated savedAt={state.fromSnapshot ? state.savedAt : null} besides={pageSavedAt} />
      <DepositCosts key={symbol} symbol={symbol} onChanged={retry} />
      <Link href={paths.tax} className="asset-results-tax">
        <Trans>Gains for your tax return</Trans>
      </Link>
    </section>
  );
}
