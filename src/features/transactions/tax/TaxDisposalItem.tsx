/**
 * One disposal of the year (decision 458): when, which coin and how much, how it came about, what
 * it brought and cost, its gain or loss and how that counts; the lots it used, oldest first, open
 * on request. A missing rate of the time is said, never hidden.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import type { TaxDisposal } from '../../../../contract/tax-report.js';
import { formatDay } from '../../../lib/dates.js';
import { formatCryptoWithSymbol, formatFiat } from '../../../lib/money-format.js';
import { SummaryList } from '../../../ui/SummaryList.js';
import { GainFigure } from './GainFigure.js';
import { KIND_WORDS, TREATMENT_WORDS } from './tax-words.js';

export function TaxDisposalItem({ d, currency, timeZone }: { d: TaxDisposal; currency: string; timeZone: string }) {
  const { t, i18n } = useLingui();
  const money = (v: string) => formatFiat(v, currency);
  const count = d.lots.length;
  const rows: ComponentProps<typeof SummaryList>['rows'] = [
    { label: t`Proceeds`, value: money(d.proceeds), testId: 'tax-disposal-proceeds' },
    { label: t`Cost`, value: money(d.cost), testId: 'tax-disposal-cost' },
    {
      label: t`Gain or loss`,
      value: <GainFigure gain={d.gain} currency={currency} testId="tax-disposal-gain" />,
    },
  ];
  if (d.treatment !== 'none')
    rows.push({
      label: t`Treatment`,
      value: <span className="tax-treatment">{i18n._(TREATMENT_WORDS[d.treatment])}</span>,
      testId: 'tax-disposal-treatment',
    });
  return (
    <li className="tax-disposal" data-testid="tax-disposal">
      <div className="tax-disposal-head">
        <p className="tax-disposal-what">
          <span className="amount">{formatCryptoWithSymbol(d.amount, d.currency_id)}</span>{' '}
          <span className="muted">{i18n._(KIND_WORDS[d.kind])}</span>
        </p>
        <time className="muted" dateTime={d.at}>
          {formatDay(d.at, timeZone)}
        </time>
      </div>
      <SummaryList label={t`Disposal`} rows={rows} />
      {d.rate_missing ? (
        <p className="notice-warning">{t`No price was recorded at the time: what it lacks counts as zero.`}</p>
      ) : null}
      {count > 0 ? (
        <details className="tax-lots">
          <summary>{plural(count, { one: 'The lot it used', other: 'The # lots it used' })}</summary>
          <ul>
            {d.lots.map((lot, i) => {
              const amount = formatCryptoWithSymbol(lot.amount, d.currency_id);
              const day = formatDay(lot.acquired_at, timeZone);
              const cost = money(lot.cost);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lots of a disposal are fixed, oldest first
                <li key={i}>
                  {t`${amount} acquired on ${day}, cost ${cost}`}
                  {lot.estimated ? <span className="muted"> {t`(the price of its deposit day)`}</span> : null}
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
