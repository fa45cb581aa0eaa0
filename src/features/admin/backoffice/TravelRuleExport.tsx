/**
 * Every Travel Rule record of a period for an authority's request (decision 297): pick the days,
 * download the records as IVMS101 JSON or a CSV summary. The server answers a page at a time and
 * records each page read in the audit log; the longest period is a server setting.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { toCsv } from '../../../../contract/csv.js';
import {
  PERIOD_EXPORT_SCHEMA,
  type PeriodRecord,
  parseDay,
  periodSummaryRows,
} from '../../../../contract/report-drafts.js';
import { fieldTexts } from '../../../api/error-text.js';
import { ApiCallError, messageOf } from '../../../api/errors.js';
import { download } from '../../../lib/download.js';
import { writeDecimal } from '../../../lib/number-format.js';
import { Button } from '../../../ui/Button.js';
import { exportTravelRulePeriod } from './reports-api.js';
import './reports.css';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Every page of the period, oldest first; `progress` after each. */
async function readAll(from: string, to: string, progress: (done: number, total: number) => void) {
  const records: PeriodRecord[] = [];
  for (let page = 0; ; page++) {
    const p = await exportTravelRulePeriod(from, to, page);
    records.push(...p.records);
    progress(records.length, p.total);
    if (!p.more || p.records.length === 0) return records;
  }
}

export function TravelRuleExport() {
  const { t } = useLingui();
  const id = useId();
  const today = new Date();
  const [from, setFrom] = useState(day(new Date(today.getTime() - 29 * 86_400_000)));
  const [to, setTo] = useState(day(today));
  const [busy, setBusy] = useState<'json' | 'csv' | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  const problem = () => {
    const start = parseDay(from);
    const end = parseDay(to);
    if (!start || !end) return t`Choose the first and the last day of the period.`;
    if (end < start) return t`The last day cannot be before the first day.`;
    return '';
  };

  const run = async (kind: 'json' | 'csv') => {
    const wrong = problem();
    setError(wrong);
    if (wrong) return;
    setBusy(kind);
    setStatus('');
    try {
      const records = await readAll(from, to, (read, all) => {
        const done = writeDecimal(String(read));
        const total = writeDecimal(String(all));
        setStatus(t`${done} of ${total} records read…`);
      });
      const name = `travel-rule-records-${from}-to-${to}`;
      if (kind === 'json') {
        const file = { schema: PERIOD_EXPORT_SCHEMA, from, to, exportedAt: new Date().toISOString(), records };
        download(JSON.stringify(file, null, 2), 'application/json', `${name}.json`);
      } else download(toCsv(periodSummaryRows(records)), 'text/csv', `${name}.csv`);
      const count = records.length;
      setStatus(plural(count, { one: 'Downloaded # record.', other: 'Downloaded # records.' }));
    } catch (e) {
      const fields = e instanceof ApiCallError ? Object.values(fieldTexts(e.errors)) : [];
      setStatus('');
      setError(
        fields.length ? fields.join(' ') : messageOf(e, t`The records could not be exported. Please try again.`),
      );
    } finally {
      setBusy(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('json');
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Travel Rule records</Trans>
      </h2>
      <p className="bo-muted">
        <Trans>
          Every Travel Rule record of a period, for an authority's request: one IVMS101 record per transfer with its
          amounts, times, direction and screening result. Days are in UTC; each download is recorded in the audit log.
        </Trans>
      </p>
      <form className="bo-period" onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        <div className="bo-period-field">
          <label htmlFor={`${id}-from`}>
            <Trans>First day</Trans>
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to || undefined}
            required
            onChange={(e) => setFrom(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="bo-period-field">
          <label htmlFor={`${id}-to`}>
            <Trans>Last day</Trans>
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from || undefined}
            required
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="bo-period-buttons">
          <Button type="submit" variant="primary" busy={busy === 'json'} disabled={busy !== null}>
            <Trans>Download records (JSON)</Trans>
          </Button>
          <Button variant="secondary" busy={busy === 'csv'} disabled={busy !== null} onClick={() => void run('csv')}>
            <Trans>Download summary (CSV)</Trans>
          </Button>
        </div>
      </form>
      <p className="bo-muted" role="status">
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} className="bo-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
