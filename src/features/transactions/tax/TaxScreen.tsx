/**
 * The Tax screen (decision 458): the tax view of a statement year the customer chooses, its totals
 * as their tax office asks for them and every disposal with the lots it used. Information, not
 * tax advice, and it says so. The year's files for tax tools are offered under it. Offline,
 * the last years and reports loaded show with their age.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useOnline } from '../../../offline/hooks.js';
import { LastUpdated } from '../../../offline/LastUpdated.js';
import { useSavedLoad } from '../../../offline/use-saved-load.js';
import { InlineError } from '../../../ui/InlineError.js';
import { statementYears, taxReport } from '../api/statements.js';
import { exportOfflineText } from '../customer-export.js';
import { StatementFiles } from '../StatementFiles.js';
import { StatementYearPicker } from '../StatementYearPicker.js';
import { TaxYearReport } from './TaxYearReport.js';
import { taxRefusalText } from './tax-refusal.js';
import '../../../ui/screens.css';
import './tax.css';

const FILES_TITLE_ID = 'tax-files-title';
const FILES_REASON_ID = 'tax-files-reason';

export default function TaxScreen() {
  const { t } = useLingui();
  const online = useOnline();
  const years = useSavedLoad('tax/years', statementYears);
  const [chosen, setChosen] = useState<number | null>(null);
  const info = years.state.status === 'ready' ? years.state.data : null;
  const year = chosen ?? info?.years[0]?.year ?? null;
  const currency = info?.currency;
  const report = useSavedLoad(year === null ? null : `tax/${year}`, () => taxReport(year as number));

  return (
    <div className="screen tax-screen">
      <h1>
        <Trans>Tax</Trans>
      </h1>
      <p className="tax-advice" data-testid="tax-advice">
        <Trans>This is information, not tax advice.</Trans>
      </p>
      {years.state.status === 'error' ? (
        <InlineError onRetry={years.retry}>
          <p>
            {online ? (
              <Trans>Could not load your statement years.</Trans>
            ) : (
              <Trans>Your tax view shows when you are online.</Trans>
            )}
          </p>
        </InlineError>
      ) : info === null ? (
        <div className="skeleton tax-skeleton" role="status" aria-label={t`Loading...`} />
      ) : (
        <>
          <p className="muted">
            {info.region === 'AU' ? (
              <Trans>
                Australian financial year (1 July to 30 June), in {currency}, from the prices recorded at the time.
                Oldest coins are counted as sold first.
              </Trans>
            ) : (
              <Trans>
                Calendar year, in {currency}, from the prices recorded at the time. Oldest coins are counted as sold
                first.
              </Trans>
            )}
          </p>
          <StatementYearPicker className="tax-year" years={info.years} value={year} onChange={setChosen} />
          {report.state.status === 'ready' ? (
            <>
              <LastUpdated savedAt={report.state.fromSnapshot ? report.state.savedAt : null} />
              {/* In the zone the year and the holding period are counted in, as the year's files say it. */}
              <TaxYearReport report={report.state.data} timeZone={info.timeZone} />
            </>
          ) : report.state.status === 'error' ? (
            <InlineError onRetry={report.retry}>
              <p data-testid="tax-report-error">
                {taxRefusalText(report.state.error) ??
                  (online ? (
                    <Trans>Could not load the tax view of this year.</Trans>
                  ) : (
                    <Trans>This year's tax view shows when you are online.</Trans>
                  ))}
              </p>
            </InlineError>
          ) : (
            <div className="skeleton tax-skeleton" role="status" aria-label={t`Loading...`} />
          )}
          <section className="tax-card tax-files" aria-labelledby={FILES_TITLE_ID}>
            <h2 id={FILES_TITLE_ID}>
              <Trans>Files for your tax tools</Trans>
            </h2>
            <p className="muted">
              <Trans>
                The gains CSV lists each disposal of the year in the columns Koinly imports; the CoinTracking CSV lists
                the year's movements as CoinTracking imports them.
              </Trans>
            </p>
            {online ? null : (
              <p className="muted" id={FILES_REASON_ID} role="status">
                {exportOfflineText()}
              </p>
            )}
            <StatementFiles year={year} formats={['gains_csv', 'cointracking_csv', 'pdf']} reasonId={FILES_REASON_ID} />
          </section>
        </>
      )}
    </div>
  );
}
