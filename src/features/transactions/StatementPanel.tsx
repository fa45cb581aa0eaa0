/**
 * The yearly statement (decision 140): the customer's region's year (Australian financial year or
 * calendar year), as a PDF, as the CSV tax tools import, or in CoinTracking's own import columns
 * (decision 463). The years load when the panel opens;
 * offline it says a connection is needed, and loads when the connection comes back. The year's
 * gains and losses are on the Tax screen (decision 458), linked from here.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { StatementYears } from '../../../contract/statements.js';
import * as paths from '../../lib/paths.js';
import { useOnline, useOnlineAgain } from '../../offline/hooks.js';
import { statementYears } from './api/statements.js';
import { exportOfflineText, failureText } from './customer-export.js';
import { StatementFiles } from './StatementFiles.js';
import { StatementYearPicker } from './StatementYearPicker.js';

const REASON_ID = 'statement-reason';

export function StatementPanel() {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [info, setInfo] = useState<StatementYears | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Drawn again when the language changes: the offline and failure texts are read while drawing.
  useLingui();

  const load = async () => {
    if (info || loading) return;
    setLoading(true);
    setError(null);
    try {
      const got = await statementYears();
      setInfo(got);
      setYear(got.years[0]?.year ?? null);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setLoading(false);
    }
  };

  useOnlineAgain(() => {
    if (open && !info) void load();
  });

  const onToggle = (e: React.SyntheticEvent<HTMLDetailsElement>) => {
    const nowOpen = e.currentTarget.open;
    setOpen(nowOpen);
    if (nowOpen && online) void load();
  };

  const offlineText = online ? null : exportOfflineText();
  const zone = info?.timeZone;
  const currency = info?.currency;
  return (
    <details className="statement-panel" onToggle={onToggle}>
      <summary>
        <Trans>Yearly statement</Trans>
      </summary>
      {error && online ? (
        <div className="statement-body" role="alert">
          <p className="statement-note">{error}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void load()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {offlineText ? (
        <p className="statement-note" id={REASON_ID} role="status">
          {offlineText}
        </p>
      ) : null}
      {info ? (
        <div className="statement-body">
          <p className="statement-note">
            {info.region === 'AU' ? (
              <Trans>
                Australian financial year (1 July to 30 June), days counted in {zone}. Every acquisition and disposal
                with its fees and its value at the time in {currency}, from the prices and exchange rates recorded then.
              </Trans>
            ) : (
              <Trans>
                Calendar year, days counted in {zone}. Every acquisition and disposal with its fees and its value at the
                time in {currency}, from the prices and exchange rates recorded then.
              </Trans>
            )}
          </p>
          <StatementYearPicker className="statement-year" years={info.years} value={year} onChange={setYear} />
          <StatementFiles year={year} formats={['pdf', 'csv', 'cointracking_csv']} reasonId={REASON_ID} />
        </div>
      ) : loading ? (
        <p role="status">
          <Trans>Loading the statement years...</Trans>
        </p>
      ) : null}
      {/* Drawn only while open: a closed panel's content still takes layout in some browsers. */}
      {open ? (
        <p className="statement-tax">
          <Link href={paths.tax}>
            <Trans>Gains and losses of the year, for your tax return</Trans>
          </Link>
        </p>
      ) : null}
    </details>
  );
}
