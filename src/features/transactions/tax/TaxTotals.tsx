/**
 * The year's totals as the customer's tax office asks for them (decision 458): Australia's capital
 * gains worksheet, Germany's private sales with the exemption limit (a limit, not an allowance)
 * and the losses carried between years (decision 463), or plain gains and losses elsewhere in the EU. The server computes every figure; this only
 * writes them.
 */
import { useLingui } from '@lingui/react/macro';
import type { TaxReport } from '../../../../contract/tax-report.js';
import { formatFiat } from '../../../lib/money-format.js';
import { SummaryList } from '../../../ui/SummaryList.js';
import { GainFigure } from './GainFigure.js';

export function TaxTotals({ report }: { report: TaxReport }) {
  const { t } = useLingui();
  const { totals, currency } = report;
  const money = (v: string) => formatFiat(v, currency);
  const label = t`The year's totals`;
  if (report.view === 'AU' && totals.au) {
    const au = totals.au;
    return (
      <SummaryList
        label={label}
        className="tax-totals"
        rows={[
          {
            label: t`Capital gains without the discount`,
            value: money(au.non_discount_gains),
            testId: 'tax-au-non-discount',
          },
          {
            label: t`Capital gains eligible for the discount`,
            value: money(au.discount_eligible_gains),
            testId: 'tax-au-discount-eligible',
          },
          { label: t`Capital losses`, value: money(au.capital_losses), testId: 'tax-au-losses' },
          { label: t`CGT discount`, value: money(au.discount), testId: 'tax-au-discount' },
          { label: t`Net capital gain`, value: money(au.net_capital_gain), total: true, testId: 'tax-au-net' },
        ]}
      />
    );
  }
  if (report.view === 'DE' && totals.de) {
    const de = totals.de;
    const limit = money(de.exemption_limit);
    return (
      <>
        <SummaryList
          label={label}
          className="tax-totals"
          rows={[
            {
              label: t`Held one year or less (taxable)`,
              value: <GainFigure gain={de.taxable_net} currency={currency} />,
              testId: 'tax-de-taxable',
            },
            {
              label: t`Held over one year (tax-free)`,
              value: <GainFigure gain={de.tax_free_net} currency={currency} />,
              testId: 'tax-de-tax-free',
            },
            { label: t`Exemption limit`, value: limit, testId: 'tax-de-limit' },
            {
              label: t`Loss carried in from earlier years here`,
              value: money(de.loss_carried_in),
              testId: 'tax-de-loss-in',
            },
            { label: t`Of it used this year`, value: money(de.loss_used), testId: 'tax-de-loss-used' },
            {
              label: t`Taxable after the exemption limit`,
              value: money(de.taxable_after_limit),
              total: true,
              testId: 'tax-de-after-limit',
            },
            {
              label: t`Loss carried forward`,
              value: money(de.loss_carried_forward),
              testId: 'tax-de-loss-forward',
            },
          ]}
        />
        <p className="tax-limit-note" data-testid="tax-de-limit-note">
          {de.under_limit
            ? t`Your taxable net is under the exemption limit of ${limit}: none of it is taxable.`
            : t`Your taxable net is at or over the exemption limit of ${limit}: all of it is taxable, not only what is over the limit.`}{' '}
          {t`Only what you sold here is counted: the limit applies to all your private sales of the year.`}
        </p>
        <p className="tax-limit-note" data-testid="tax-de-loss-note">
          {t`A net loss of a year is set against later years' taxable gains, only in a year at or over the limit. Only your earlier years here are counted: a loss from before your account or from elsewhere, or one you carry back to the year before, is not known to us.`}
        </p>
      </>
    );
  }
  return (
    <SummaryList
      label={label}
      className="tax-totals"
      rows={[
        { label: t`Gains`, value: money(totals.gains), testId: 'tax-gains' },
        { label: t`Losses`, value: money(totals.losses), testId: 'tax-losses' },
        {
          label: t`Net gain or loss`,
          value: <GainFigure gain={totals.net} currency={currency} />,
          total: true,
          testId: 'tax-net',
        },
      ]}
    />
  );
}
