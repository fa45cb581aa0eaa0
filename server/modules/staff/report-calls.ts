/**
 * A case's suspicious-matter report draft (decision 296): compliance officers only (the call's
 * access), in the field set of the customer's region, as JSON and PDF. Every draft made is written
 * to the audit trail. Nothing of it is ever sent or shown to the customer (tipping off).
 */
import { base64 } from '@scure/base';
import { CALLS } from '../../../contract/calls/index.js';
import { auditCallerAction } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { detail } from './case-calls.js';
import { reportFacts } from './report-facts.js';
import { smrDraft, strDraft } from './report-forms.js';
import { buildReportPdf } from './report-pdf.js';
import { smrView, strView } from './report-view.js';

const NOTICE =
  'Draft prepared from the case file for the compliance officer. Not filed. Never shared with the customer.';

const getCaseReportDraft = defineCall(CALLS.getCaseReportDraft, {
  async handle(ctx, p) {
    const { db, clock } = ctx.deps;
    const staff = requireUser(ctx);
    const found = p.caseId > 0 ? await detail(db, ctx.deps.secrets.data, p.caseId) : null;
    if (!found) throw new ApiError('NOT_FOUND', 'No case has this id.');
    const me = await db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    const by = { id: staff.id, email: me.email, firstName: me.first_name, lastName: me.last_name };
    const now = clock.now();
    const facts = await reportFacts(db, found);
    // One draft object: the authority's file is it, the form and the PDF are read from it.
    const draft = facts.region === 'AU' ? smrDraft(facts, by, now) : strDraft(facts, by, now);
    const view = 'report' in draft ? strView(draft) : smrView(draft);
    const json = draft;
    const pdf = await buildReportPdf(view, NOTICE);
    const form = facts.region === 'AU' ? ('AUSTRAC_SMR' as const) : ('FIU_STR' as const);
    await auditCallerAction(
      db,
      ctx,
      {
        action: 'case.report_draft',
        subjectId: found.customerId,
        details: { caseId: found.id, form },
      },
      now,
    );
    const name = `${form === 'AUSTRAC_SMR' ? 'smr' : 'str'}-draft-case-${found.id}`;
    return {
      data: {
        caseId: found.id,
        form,
        view,
        json: {
          fileName: `${name}.json`,
          mediaType: 'application/json' as const,
          content: base64.encode(new TextEncoder().encode(JSON.stringify(json, null, 2))),
        },
        pdf: { fileName: `${name}.pdf`, mediaType: 'application/pdf' as const, content: base64.encode(pdf) },
      },
    };
  },
});

export const reportCalls = [getCaseReportDraft];
