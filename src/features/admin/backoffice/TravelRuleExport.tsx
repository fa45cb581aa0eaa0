/**
 * Every Travel Rule record of a period for an authority's request (decision 297): pick the days,
 * download the records as IVMS101 JSON or a CSV summary. The server answers a page at a time and
 * records each page read in the audit log; the longest period is a server setting.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toCsv } from '../../../../contract/csv.js';
import {
  PERIOD_EXPORT_SCHEMA,
  type PeriodRecord,
  parseDay,
  periodSummaryRows,
} from '../../../../contract/report-drafts.js';
import { messageOf } from '../../../api/errors.js';
import { download } from '../../../lib/download.js';
import { writeDecimal } from '../../../lib/number-format.js';
import { useForm } from '../../../state/use-form.js';
import { Button } from '../../../ui/Button.js';
import { exportTravelRulePeriod } from './reports-api.js';
import './reports.css';
import { StaffError } from './StaffError.js';

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
  const form = useForm(
    { from: day(new Date(today.getTime() - 29 * 86_400_000)), to: day(today) },
    (v) => {
      const start = parseDay(v.from);
      const end = parseDay(v.to);
      return {
        from: start ? undefined : t`Choose the first and the last day of the period.`,
        to: !end
          ? t`Choose the first and the last day of the period.`
          : start && end < start
            ? t`The last day cannot be before the first day.`
            : undefined,
      };
    },
    'submit',
  );
  const { from, to } = form.values;
  const [kind, setKind] = useState<'json' | 'csv'>('json');
  const [status, setStatus] = useState('');
  const busy = form.submitting;

  const run = (which: 'json' | 'csv') => {
    form.touchAll();
    if (!form.valid) return;
    setKind(which);
    setStatus('');
    form.setMessage(undefined);
    void form.submit(async () => {
      try {
        const records = await readAll(from, to, (read, all) => {
          const done = writeDecimal(String(read));
          const total = writeDecimal(String(all));
          setStatus(t`${done} of ${total} records read…`);
        });
        const name = `travel-rule-records-${from}-to-${to}`;
        if (which === 'json') {
          const file = { schema: PERIOD_EXPORT_SCHEMA, from, to, exportedAt: new Date().toISOString(), records };
          download(JSON.stringify(file, null, 2), 'application/json', `${name}.json`);
        } else download(toCsv(periodSummaryRows(records)), 'text/csv', `${name}.csv`);
        const count = records.length;
        setStatus(plural(count, { one: 'Downloaded # record.', other: 'Downloaded # records.' }));
      } catch (e) {
        setStatus('');
        if (!form.takeServerErrors(e))
          form.setMessage(messageOf(e, t`The records could not be exported. Please try again.`));
      }
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    run('json');
  };

  const field = (name: 'from' | 'to', label: ReactNode) => {
    const error = form.error(name);
    return (
      <div className="bo-period-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="date"
          value={form.values[name]}
          required
          onChange={(e) => form.set(name, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        <StaffError message={error} id={`${id}-${name}-error`} />
      </div>
    );
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
      <form className="bo-period" onSubmit={submit} noValidate>
        {field('from', <Trans>First day</Trans>)}
        {field('to', <Trans>Last day</Trans>)}
        <div className="bo-period-buttons">
          <Button type="submit" variant="primary" busy={busy && kind === 'json'} disabled={busy}>
            <Trans>Download records (JSON)</Trans>
          </Button>
          <Button variant="secondary" busy={busy && kind === 'csv'} disabled={busy} onClick={() => run('csv')}>
            <Trans>Download summary (CSV)</Trans>
          </Button>
        </div>
      </form>
      <p className="bo-muted" role="status">
        {status}
      </p>
      <StaffError message={form.message} />
    </section>
  );
}
