/**
 * A report draft as a PDF (decision 296): the form a reporting officer reads (report-view.ts),
 * each group a heading, each field its plain label and value, the grounds as paragraphs, on the
 * servers' one path of flowing text (decision 484): a name reads in the draft as the authority's
 * form must hold it (decision 478).
 */
import type { ReportView } from '../../../contract/report-drafts.js';
import { flowingPdf } from '../../lib/pdf-flow.js';

export function buildReportPdf(view: ReportView, notice: string): Promise<Uint8Array> {
  return flowingPdf(view.title, ({ write, gap }) => {
    write(view.title, { size: 15, bold: true });
    write(notice, { muted: true });
    for (const group of view.groups) {
      gap(8);
      write(group.heading, { size: 11, bold: true });
      for (const field of group.fields) write(`${field.label}: ${field.value ?? 'to be completed when filing'}`);
      if (group.text) {
        gap(4);
        for (const line of group.text.split('\n')) write(line);
      }
    }
  });
}
