/**
 * The year's files, as the yearly statement panel and the Tax screen both offer them (decision
 * 463): each format's button, one download at a time, its success or failure as a toast. Offline,
 * the buttons are disabled and point at the caller's notice (`reasonId`) that says why.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TaxStatementFormat } from '../../../contract/tax-report.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { downloadStatement, failureText } from './customer-export.js';
import './statement-files.css';

export function StatementFiles({
  year,
  formats,
  reasonId,
}: {
  year: number | null;
  formats: readonly TaxStatementFormat[];
  reasonId: string;
}) {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const names: Record<TaxStatementFormat, string> = {
    pdf: t`Statement PDF`,
    csv: t`CSV for tax tools`,
    gains_csv: t`Gains CSV for Koinly`,
    cointracking_csv: t`CSV for CoinTracking`,
  };

  const get = async (format: TaxStatementFormat) => {
    if (year === null) return;
    setBusy(true);
    try {
      toast.success(await downloadStatement(year, format));
    } catch (e) {
      toast.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="statement-files" aria-busy={busy || undefined}>
        {formats.map((format) => (
          <OnlineButton
            key={format}
            type="button"
            variant="secondary"
            disabled={busy || year === null}
            notice={reasonId}
            onClick={() => void get(format)}
          >
            {names[format]}
          </OnlineButton>
        ))}
      </div>
      {busy ? (
        <p role="status">
          <Trans>Preparing the statement...</Trans>
        </p>
      ) : null}
    </>
  );
}
