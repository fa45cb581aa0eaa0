/**
 * The report draft's PDF (decision 296) drawn on the servers' one path (decision 477): the same
 * texts, in the same order, broken onto the same pages, each font named once per page.
 */
import { describe, expect, it } from 'vitest';
import type { ReportView } from '../../../contract/report-drafts.js';
import { pdfPages } from '../../test/pdf-text.js';
import { buildReportPdf } from './report-pdf.js';

const NOTICE = 'Draft prepared from the case file. Not filed.';

/** A subject with a Polish name, sixty transactions (three pages), and grounds in paragraphs. */
const VIEW: ReportView = {
  title: 'Suspicious transaction report (STR, goAML)',
  groups: [
    {
      heading: 'Subject of the report',
      fields: [
        { label: 'Full name', value: 'Łukasz Żółć' },
        { label: 'City', value: 'Łódź' },
        { label: 'Registration number', value: null },
      ],
    },
    ...Array.from({ length: 60 }, (_, i) => ({
      heading: `Transaction ${i + 1}`,
      fields: [{ label: 'Value in EUR', value: `${i + 1}00.00` }],
    })),
    {
      heading: 'Reason',
      fields: [],
      text: `A listed person sent funds twice within an hour.\n\n${'The address matched the list. '.repeat(30).trim()}\nbc1q${'x'.repeat(130)}`,
    },
  ],
};

/** A transaction group's two lines, as drawn. */
const transactions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => [`Transaction ${from + i}`, `Value in EUR: ${from + i}00.00`]).flat();

describe('the report draft PDF', () => {
  it('draws every text in order, on the same pages, each font named once per page', async () => {
    const pages = await pdfPages(await buildReportPdf(VIEW, NOTICE));
    expect(pages.map((p) => p.lines.slice(0, -1))).toEqual([
      [
        'Suspicious transaction report (STR, goAML)',
        NOTICE,
        'Subject of the report',
        // Names as written (decision 478): the draft is what the officer retypes into the form.
        'Full name: Łukasz Żółć',
        'City: Łódź',
        'Registration number: to be completed when filing',
        ...transactions(1, 18),
      ],
      transactions(19, 39),
      transactions(40, 60),
      expect.arrayContaining(['Reason', 'A listed person sent funds twice within an hour.']),
    ]);
    expect(pages.map((p) => p.lines.at(-1))).toEqual(['Page 1 of 4', 'Page 2 of 4', 'Page 3 of 4', 'Page 4 of 4']);
    // The grounds broken between words where the line is full, the address where the width runs out.
    const grounds = pages[3]?.lines.slice(2, -1) ?? [];
    expect(grounds.map((l) => l.length)).toEqual([109, 111, 111, 109, 107, 111, 109, 107, 17, 96, 38]);
    expect(grounds.slice(0, 9).join(' ')).toBe('The address matched the list. '.repeat(30).trim());
    expect(grounds.slice(9).join('')).toBe(`bc1q${'x'.repeat(130)}`);
    // One entry per font on each page, not one per line drawn (decision 466).
    expect(pages.map((p) => p.fontNames)).toEqual([2, 2, 2, 2]);
  });
});
