/**
 * Every Travel Rule record, newest first, by direction and state (issue 43, item 17), each with
 * its IVMS101 export as JSON or PDF. The export is the staff API's own (decision 276): the server
 * opens the sealed record, draws the PDF and writes the export to the audit log.
 */
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  RECORD_DIRECTIONS,
  RECORD_STATES,
  type RecordDirection,
  type RecordState,
  type TravelRuleRecordRow,
} from '../../../../contract/travel-rule-records.js';
import { messageOf } from '../../../api/errors.js';
import { formatWhen } from '../../../lib/dates.js';
import { downloadBase64 } from '../../../lib/download.js';
import { formatAmount, formatFiat } from '../../../lib/money-format.js';
import { locale } from '../../../state/locale.js';
import { Button } from '../../../ui/Button.js';
import { PagedList } from './Panel.js';
import { exportTravelRuleRecord, listTravelRuleRecords } from './reports-api.js';
import { DIRECTION_LABEL, RECORD_STATE_LABEL, recordStateLabel } from './travel-rule-labels.js';
import { usePages } from './use-pages.js';
import './reports.css';
import { StaffError } from './StaffError.js';

export function TravelRuleRecords() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [direction, setDirection] = useState<RecordDirection | ''>('');
  const [state, setState] = useState<RecordState | ''>('');
  const paged = usePages(
    async (next) => {
      const page = await listTravelRuleRecords(direction, state, next ? Number(next) : 0);
      return { items: page.items, next: page.next };
    },
    [direction, state],
    t`The older records could not be loaded. Please try again.`,
  );
  return (
    <section aria-labelledby={`${id}-title`} className="bo-records">
      <h2 id={`${id}-title`}>
        <Trans>Travel Rule record list</Trans>
      </h2>
      <p className="bo-muted">
        <Trans>
          Every transfer's Travel Rule record, newest first. Export one as IVMS101 JSON or PDF for an authority; each
          export is recorded in the audit log.
        </Trans>
      </p>
      <div className="bo-filters">
        <span className="bo-filter">
          <label htmlFor={`${id}-direction`}>
            <Trans>Direction</Trans>
          </label>
          <select
            id={`${id}-direction`}
            value={direction}
            onChange={(e) => setDirection(e.target.value as RecordDirection | '')}
          >
            <option value="">{t`Deposits and withdrawals`}</option>
            {RECORD_DIRECTIONS.map((d) => (
              <option key={d} value={d}>
                {i18n._(DIRECTION_LABEL[d])}
              </option>
            ))}
          </select>
        </span>
        <span className="bo-filter">
          <label htmlFor={`${id}-state`}>
            <Trans>State</Trans>
          </label>
          <select id={`${id}-state`} value={state} onChange={(e) => setState(e.target.value as RecordState | '')}>
            <option value="">{t`All states`}</option>
            {RECORD_STATES.map((s) => (
              <option key={s} value={s}>
                {i18n._(RECORD_STATE_LABEL[s])}
              </option>
            ))}
          </select>
        </span>
      </div>
      <PagedList
        paged={paged}
        empty={
          direction || state ? (
            <Trans>No record matches these filters.</Trans>
          ) : (
            <Trans>No Travel Rule records yet.</Trans>
          )
        }
        olderLabel={<Trans>Older records</Trans>}
      >
        {(rows) => (
          <ul className="bo-cards" data-testid="travel-rule-records">
            {rows.map((r) => (
              <RecordCard key={r.transfer.id} r={r} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

/** One record: what moved, where it stands, the other provider, and its two exports. */
function RecordCard({ r }: { r: TravelRuleRecordRow }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { timeZone } = useSnapshot(locale);
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  const [error, setError] = useState('');
  const x = r.transfer;
  const state = recordStateLabel(x.state);
  const save = async (kind: 'json' | 'pdf') => {
    setBusy(kind);
    setError('');
    try {
      const file = (await exportTravelRuleRecord(x.id))[kind];
      downloadBase64(file.content, file.mediaType, file.fileName);
    } catch (e) {
      setError(messageOf(e, t`The record could not be exported. Please try again.`));
    } finally {
      setBusy(null);
    }
  };
  const value = x.valueEur ? formatFiat(x.valueEur, 'EUR') : x.valueAud ? formatFiat(x.valueAud, 'AUD') : null;
  const titleId = `bo-record-${x.id}`;
  return (
    <li className="bo-card bo-record" aria-labelledby={titleId} data-testid="travel-rule-record">
      <h3 id={titleId} className="bo-record-title">
        {i18n._(DIRECTION_LABEL[x.direction])} · <span className="amount">{formatAmount(x.amount, x.asset)}</span>
        {value ? (
          <>
            {' '}
            · <span className="amount">{value}</span>
          </>
        ) : null}
      </h3>
      <dl className="bo-facts">
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>{formatWhen(x.createdAt, timeZone)}</dd>
        <dt>
          <Trans>State</Trans>
        </dt>
        <dd data-testid="record-state">{typeof state === 'string' ? state : i18n._(state)}</dd>
        <dt>
          <Trans>Other provider</Trans>
        </dt>
        <dd data-testid="record-provider">{x.counterpartyProvider ?? <Trans>None named</Trans>}</dd>
        <dt>
          <Trans>Screening</Trans>
        </dt>
        <dd>{r.screening === 'hit' ? <Trans>Hit</Trans> : <Trans>No hit</Trans>}</dd>
        <dt>
          <Trans>Customer number</Trans>
        </dt>
        <dd className="bo-code">{x.customerNumber}</dd>
        <dt>
          <Trans>Network</Trans>
        </dt>
        <dd>{x.network}</dd>
        <dt>
          <Trans>Record</Trans>
        </dt>
        <dd className="bo-code">{x.id}</dd>
      </dl>
      <div className="bo-report-buttons">
        <Button
          variant="secondary"
          busy={busy === 'json'}
          disabled={busy !== null}
          onClick={() => void save('json')}
          aria-label={t`Download IVMS101 JSON of record ${x.id}`}
        >
          <Trans>Download IVMS101 JSON</Trans>
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'pdf'}
          disabled={busy !== null}
          onClick={() => void save('pdf')}
          aria-label={t`Download PDF of record ${x.id}`}
        >
          <Trans>Download PDF</Trans>
        </Button>
      </div>
      <StaffError message={error} />
    </li>
  );
}
