/**
 * The back-office list of Travel Rule records (issue 43, item 17): compliance officers only (the
 * calls' access; support and admins are refused), newest first, by direction and state. Each row
 * is the period export's transfer summary without its IVMS101 payload: the payload is opened only
 * by the per-record export (decision 276), which writes it to the audit trail. The list is not
 * audited per page: it shows what the period CSV shows, and every export from it is.
 */
import { CALLS } from '../../../contract/calls/index.js';
import { RECORD_LIST_PAGE_SIZE } from '../../../contract/travel-rule-records.js';
import { defineCall } from '../../http/call.js';
import { searchDirectory } from './directory.js';
import { readNewestPage } from './period-records.js';

const travelRuleRecords = defineCall(CALLS.travelRuleRecords, {
  async handle(ctx, p) {
    const { records, more } = await readNewestPage(
      ctx.deps,
      { direction: p.direction || undefined, state: p.state || undefined },
      p.page,
      RECORD_LIST_PAGE_SIZE,
    );
    return {
      data: {
        items: records.map((r) => ({ transfer: r.transfer, screening: r.screening.result })),
        next: more ? String(p.page + 1) : null,
      },
    };
  },
});

/** Every provider of the directory for this mode: compliance picks one instead of typing its id. */
const staffProviderDirectory = defineCall(CALLS.staffProviderDirectory, {
  async handle(ctx) {
    return { data: { providers: searchDirectory(ctx.deps.config.mode, '') } };
  },
});

export const recordListCalls = [travelRuleRecords, staffProviderDirectory];
