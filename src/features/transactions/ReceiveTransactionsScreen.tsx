/**
 * Received: the customer's deposits (real history, not samples) with period chips, what they add
 * up to per coin, and the quick actions 'Generate Address' and 'View All Transactions'.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownLeft, List } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { parseUtc } from '../../lib/dates.js';
import { formatAmount, formatCrypto } from '../../lib/money-format.js';
import { filterByPeriod, PERIODS, type PeriodId } from '../../lib/periods.js';
import { filterByType } from '../../lib/transactions.js';
import { useOnline } from '../../offline/hooks.js';
import { LastUpdated } from '../../offline/LastUpdated.js';
import { locale } from '../../state/locale.js';
import { FilterChips } from './FilterChips.js';
import { HistoryList } from './HistoryList.js';
import { PERIOD_LABELS } from './labels.js';
import { receivedTotals } from './received-totals.js';
import { useHistoryRows } from './use-history-rows.js';
import '../../ui/screens.css';
import './transactions.css';
import * as paths from '../../lib/paths.js';

export default function ReceiveTransactionsScreen() {
  const { rows, status, error, snapshotSavedAt, more, partial, retry } = useHistoryRows({ everyPage: true });
  const online = useOnline();
  const { timeZone } = useSnapshot(locale);
  const [period, setPeriod] = useState<PeriodId>('all');
  const { i18n, t } = useLingui();
  const periodOptions = PERIODS.map(({ id }) => ({ id, label: i18n._(PERIOD_LABELS[id]) }));

  const deposits = useMemo(
    () => filterByPeriod(filterByType(rows, 'Deposit'), (r) => parseUtc(r.createdAt), period, new Date(), timeZone),
    [rows, period, timeZone],
  );
  const totals = useMemo(() => receivedTotals(deposits), [deposits]);

  return (
    <div className="screen screen-wide tx-page">
      <h1>
        <Trans>Received</Trans>
      </h1>
      <div className="quick-actions">
        <Link href={paths.receivePicker} className="quick-action">
          <ArrowDownLeft size={20} aria-hidden="true" />
          <Trans>Generate Address</Trans>
        </Link>
        <Link href={paths.transactions} className="quick-action">
          <List size={20} aria-hidden="true" />
          <Trans>View All Transactions</Trans>
        </Link>
      </div>
      <FilterChips label={t`Period`} options={periodOptions} value={period} onChange={setPeriod} />
      <LastUpdated savedAt={snapshotSavedAt} />

      <section className="card received-total" aria-labelledby="received-total-title" aria-busy={partial}>
        <h2 id="received-total-title" className="muted small-title">
          <Trans>Total received</Trans>
        </h2>
        {partial && status === 'ready' && (
          <p className="muted">
            {/* Offline, or a load that failed, the rows shown are all there is for now. */}
            {more.error || error || !online
              ? t`Older deposits could not be loaded: this counts those shown.`
              : t`Counting older deposits...`}
          </p>
        )}
        {totals.length === 0 ? (
          <p className="amount strong-figure">{formatCrypto('0')}</p>
        ) : (
          <ul className="received-sums">
            {totals.map(([coin, sum]) => (
              <li key={coin} className="amount strong-figure">
                {formatAmount(sum, coin)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <HistoryList
        key={period}
        status={status}
        error={error}
        rows={deposits}
        more={more}
        onRetry={retry}
        timeZone={timeZone}
        label={t`Received transactions`}
      />
    </div>
  );
}
