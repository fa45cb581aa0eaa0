/**
 * The tax view in the yearly statement (decision 457): the gains section of the PDF, in the
 * reader's words, and the gains CSV in the column names of Koinly's capital gains report.
 */
import type { TaxDisposal, TaxReport } from '../../../contract/tax-report.js';
import { gainsCsvColumns } from '../../../contract/tax-report.js';
import type { PdfSection } from './pdf.js';
import type { pdfTexts } from './pdf-texts.js';
import type { taxPdfTexts } from './tax-pdf-texts.js';

/** The lots' acquisition dates, oldest first and each once. */
const acquiredDays = (d: TaxDisposal, day: (at: Date) => string) => [
  ...new Set(d.lots.map((l) => day(new Date(l.acquired_at)))),
];

const csvDate = (at: string) => `${at.slice(0, 19).replace('T', ' ')} UTC`;

/** One record per disposal row; one bought in several lots names the oldest date and lists the rest in Notes. */
export function gainsRecords(r: TaxReport): string[][] {
  return [
    [...gainsCsvColumns(r.currency)],
    ...r.disposals.map((d) => {
      const acquired = acquiredDays(d, (at) => csvDate(at.toISOString()));
      const notes = [
        `${d.kind} ${d.ref}`,
        ...(acquired.length > 1 ? [`acquired in ${acquired.length} lots: ${acquired.join('; ')}`] : []),
        ...(d.rate_missing ? ['a rate of the time was not recorded: counted as zero'] : []),
      ];
      return [
        csvDate(d.at),
        acquired[0] ?? '',
        d.currency_id,
        d.amount,
        d.cost,
        d.proceeds,
        d.gain,
        d.treatment,
        notes.join('. '),
      ];
    }),
  ];
}

/** The PDF's gains section: each disposal row, then the totals the view asks for and the notes. */
export function gainsSection(
  r: TaxReport,
  zone: string,
  w: ReturnType<typeof pdfTexts>,
  t: ReturnType<typeof taxPdfTexts>,
): PdfSection {
  const c = t.columns;
  const money = (amount: string) => w.money({ amount, currency: r.currency });
  const day = (at: Date) => w.day(at, zone);
  const totals: [string, string][] = [
    [t.totals.gains, money(r.totals.gains)],
    [t.totals.losses, money(r.totals.losses)],
    [t.totals.net, money(r.totals.net)],
  ];
  const au = r.totals.au;
  if (au)
    totals.push(
      [t.au.nonDiscount, money(au.non_discount_gains)],
      [t.au.eligible, money(au.discount_eligible_gains)],
      [t.au.losses, money(au.capital_losses)],
      [t.au.discount, money(au.discount)],
      [t.au.net, money(au.net_capital_gain)],
    );
  const de = r.totals.de;
  if (de)
    totals.push(
      [t.de.taxable, money(de.taxable_net)],
      [t.de.taxFree, money(de.tax_free_net)],
      [t.de.limit, money(de.exemption_limit)],
      [t.de.carriedIn, money(de.loss_carried_in)],
      [t.de.used, money(de.loss_used)],
      [de.under_limit ? t.de.under : t.de.after, money(de.taxable_after_limit)],
      [t.de.forward, money(de.loss_carried_forward)],
    );
  return {
    title: t.title[r.view],
    header: [c.disposed, c.coin, c.kind, c.amount, c.acquired, c.cost, c.proceeds, c.gain, c.treatment],
    rows: r.disposals.map((d) => [
      w.when(new Date(d.at), zone),
      d.currency_id,
      t.kinds[d.kind],
      w.money({ amount: d.amount, currency: d.currency_id }),
      acquiredDays(d, day).join(', '),
      money(d.cost),
      money(d.proceeds),
      `${money(d.gain)}${d.rate_missing ? ' *' : ''}`,
      t.treatments[d.treatment],
    ]),
    notes: [
      ...totals.map(([label, value]) => `${label}: ${value}`),
      t.swaps,
      ...(de ? [t.de.carryNote] : []),
      ...(r.rate_missing ? [t.missing] : []),
      t.advice,
    ],
    none: t.none,
  };
}
