/**
 * All transactions: 'Transaction History' with type chips and period chips (in the user's time
 * zone), the labelled rows with swap legs paired, and the loading, empty and failure texts.
 */
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { parseUtc } from '../../lib/dates.js';
import { filterByPeriod, PERIODS, type PeriodId } from '../../lib/periods.js';
import { filterByType, TYPE_FILTERS, type TypeFilter } from '../../lib/transactions.js';
import { LastUpdated } from '../../offline/LastUpdated.js';
import { locale } from '../../state/locale.js';
import { FilterChips } from './FilterChips.js';
import { HistoryList } from './HistoryList.js';
import { useHistoryRows } from './use-history-rows.js';
import '../../ui/screens.css';
import './transactions.css';

const TYPE_OPTIONS = TYPE_FILTERS.map((t) => ({ id: t, label: t }));

export default function TransactionsScreen() {
  const { rows, status, error, snapshotSavedAt } = useHistoryRows();
  const { timeZone } = useSnapshot(locale);
  const [type, setType] = useState<TypeFilter>('All');
  const [period, setPeriod] = useState<PeriodId>('all');

  const shown = useMemo(
    () => filterByPeriod(filterByType(rows, type), (r) => parseUtc(r.createdAt), period, new Date(), timeZone),
    [rows, type, period, timeZone],
  );

  return (
    <div className="screen screen-wide tx-page">
      <h1>Transaction History</h1>
      <FilterChips label="Type" options={TYPE_OPTIONS} value={type} onChange={setType} />
      <FilterChips label="Period" options={PERIODS} value={period} onChange={setPeriod} />
      {snapshotSavedAt !== null ? <LastUpdated savedAt={snapshotSavedAt} /> : null}
      <HistoryList status={status} error={error} rows={shown} timeZone={timeZone} label="Transactions" />
    </div>
  );
}
