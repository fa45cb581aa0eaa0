/**
 * One statement year's tax view (decision 458): a missing rate first, then the totals of the
 * customer's region, then every disposal of the year.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxReport } from '../../../../contract/tax-report.js';
import { TaxDisposalItem } from './TaxDisposalItem.js';
import { TaxTotals } from './TaxTotals.js';

export function TaxYearReport({ report, timeZone }: { report: TaxReport; timeZone: string }) {
  const { t } = useLingui();
  return (
    <div className="tax-report" data-testid="tax-report">
      {report.rate_missing ? (
        <p className="notice-warning" data-testid="tax-rate-missing">
          <Trans>
            Some movements of this year have no recorded price: what they lack counts as zero, so these totals are
            incomplete.
          </Trans>
        </p>
      ) : null}
      <section className="tax-card" aria-labelledby="tax-totals-title">
        <h2 id="tax-totals-title">{report.year.label}</h2>
        <TaxTotals report={report} />
      </section>
      <section className="tax-card" aria-labelledby="tax-disposals-title">
        <h2 id="tax-disposals-title">
          <Trans>Sales, swaps and sends</Trans>
        </h2>
        {report.disposals.length === 0 ? (
          <p className="muted">
            <Trans>No coins were sold, swapped or sent to someone else in this year.</Trans>
          </p>
        ) : (
          <ul className="tax-disposals" aria-label={t`Disposals of the year`}>
            {report.disposals.map((d) => (
              // A disposal that used lots of two treatments is two rows of one ref.
              <TaxDisposalItem
                key={`${d.ref}|${d.currency_id}|${d.treatment}`}
                d={d}
                currency={report.currency}
                timeZone={timeZone}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
