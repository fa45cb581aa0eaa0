/**
 * All transactions: 'Transaction History' with type chips and period chips (in the user's time
 * zone), the labelled rows with swap legs paired, and the loading, empty and failure texts; the
 * shown history as CSV or PDF, and the yearly statement (decisions 139 and 140).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { parseUtc } from '../../lib/dates.js';
import { filterByPeriod, PERIODS, type PeriodId } from '../../lib/periods.js';
import { filterByType, TYPE_FILTERS, type TypeFilter } from '../../lib/transactions.js';
import { useOnline } from '../../offline/hooks.js';
import { LastUpdated } from '../../offline/LastUpdated.js';
import { OFFLINE_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { locale } from '../../state/locale.js';
import { ExportMenu } from '../../ui/ExportMenu.js';
import { toast } from '../../ui/toast.js';
import { exportOfflineText, exportShownHistory, failureText } from './customer-export.js';
import { FilterChips } from './FilterChips.js';
import { HistoryList } from './HistoryList.js';
import { PERIOD_LABELS, TYPE_LABELS } from './labels.js';
import { StatementPanel } from './StatementPanel.js';
import { useHistoryRows } from './use-history-rows.js';
import '../../ui/screens.css';
import './transactions.css';

export default function TransactionsScreen() {
  const { rows, status, error, snapshotSavedAt, more, retry } = useHistoryRows();
  const { timeZone } = useSnapshot(locale);
  const [type, setType] = useState<TypeFilter>('All');
  const [period, setPeriod] = useState<PeriodId>('all');
  const [exporting, setExporting] = useState(false);
  const online = useOnline();
  const { i18n, t } = useLingui();
  const typeOptions = TYPE_FILTERS.map((id) => ({ id, label: i18n._(TYPE_LABELS[id]) }));
  const periodOptions = PERIODS.map(({ id }) => ({ id, label: i18n._(PERIOD_LABELS[id]) }));

  const onExport = async (format: 'csv' | 'pdf') => {
    setExporting(true);
    try {
      const outcome = await exportShownHistory(format, type, period, timeZone);
      (outcome.save ? toast.success : toast.blank)(outcome.text);
    } catch (e) {
      toast.error(failureText(e));
    } finally {
      setExporting(false);
    }
  };

  const shown = useMemo(
    () => filterByPeriod(filterByType(rows, type), (r) => parseUtc(r.createdAt), period, new Date(), timeZone),
    [rows, type, period, timeZone],
  );

  return (
    <div className="screen screen-wide tx-page">
      <div className="tx-page-head">
        <h1>
          <Trans>Transaction History</Trans>
        </h1>
        <ExportMenu
          busy={exporting}
          disabled={!online}
          describedBy={online ? undefined : OFFLINE_NOTICE_ID}
          onExport={(format) => void onExport(format)}
        />
      </div>
      <OfflineNotice message={exportOfflineText()} />
      <FilterChips label={t`Type`} options={typeOptions} value={type} onChange={setType} />
      <FilterChips label={t`Period`} options={periodOptions} value={period} onChange={setPeriod} />
      <LastUpdated savedAt={snapshotSavedAt} />
      <StatementPanel />
      <HistoryList
        key={`${type}:${period}`}
        status={status}
        error={error}
        rows={shown}
        more={more}
        onRetry={retry}
        timeZone={timeZone}
        label={t`Transactions`}
      />
    </div>
  );
}
