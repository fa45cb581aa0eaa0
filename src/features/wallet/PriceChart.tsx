/**
 * The asset screen's price chart (decision 149): 24 hours, 7 days or 30 days of the server's
 * sampled prices, drawn as a small SVG with its summary as the picture's accessible name. Loaded
 * as its own chunk, only on the asset screen; offline it shows the last chart with its age.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { CoinSymbol } from '../../../contract/assets.js';
import { PRICE_RANGES, type PriceRange } from '../../../contract/price-history.js';
import { formatFiat } from '../../lib/money-format.js';
import { useOnline } from '../../offline/hooks.js';
import { LastUpdated } from '../../offline/LastUpdated.js';
import { Button } from '../../ui/Button.js';
import { ChartCard, LineChart } from './LineChart.js';
import { changeWords, chartLabel, rangeLabel } from './price-chart-model.js';
import { usePriceHistory } from './use-price-history.js';

export default function PriceChart({ symbol, name }: { symbol: CoinSymbol; name: string }) {
  const [range, setRange] = useState<PriceRange>('24h');
  const { state, retry } = usePriceHistory(symbol, range);
  const online = useOnline();
  const { t } = useLingui();
  const span = rangeLabel(range);

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className="chart-frame skeleton" role="status">
        <span className="visually-hidden">
          <Trans>Loading price history...</Trans>
        </span>
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <div className="chart-frame chart-message" role="alert">
        <p>{online ? t`Price history could not be loaded.` : t`Price history is not available offline yet.`}</p>
        {online ? (
          <Button variant="secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </div>
    );
  } else {
    const { data, savedAt, fromSnapshot } = state;
    const negative = data.change?.startsWith('-') ?? false;
    const chart =
      data.points.length > 1 ? (
        <LineChart
          points={data.points}
          y={(p) => p.price}
          label={chartLabel({ name, currency: data.quote_currency, ...data })}
          falling={negative}
          testId="price-chart"
        />
      ) : null;
    const high = formatFiat(data.high, data.quote_currency);
    const low = formatFiat(data.low, data.quote_currency);
    body = (
      <>
        {chart ?? (
          <div className="chart-frame chart-message">
            <p className="empty-title">
              <Trans>No price history yet</Trans>
            </p>
            <p className="empty-text">
              <Trans>Prices are recorded every few minutes; the chart fills in as they are.</Trans>
            </p>
          </div>
        )}
        <p className="chart-figures amount">
          <span>
            <Trans>High {high}</Trans>
          </span>
          <span>
            <Trans>Low {low}</Trans>
          </span>
          <span className={negative ? 'tx-negative' : data.change === null ? '' : 'tx-positive'}>
            {changeWords(data.change)}
          </span>
        </p>
        <LastUpdated savedAt={fromSnapshot ? savedAt : null} />
      </>
    );
  }

  return (
    <ChartCard<PriceRange>
      title={<Trans>Price</Trans>}
      ranges={PRICE_RANGES}
      range={range}
      onRange={setRange}
      label={rangeLabel}
      panelLabel={t`${name} price, ${span}`}
    >
      {body}
    </ChartCard>
  );
}
