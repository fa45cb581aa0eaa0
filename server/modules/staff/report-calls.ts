/**
 * A case's suspicious-matter report draft (decision 296): compliance officers only (the call's
 * access), in the field set of the customer's region, as JSON and PDF. Every draft made is written
 * to the audit trail. Nothing of it is ever sent or shown to the customer (tipping off).
 */
import { base64 } from '@scure/base';
import { CALLS } from '../../../contract/calls/index.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { detail } from './case-calls.js';
import { reportFacts } from './report-facts.js';
import { smrDraft, strDraft } from './report-forms.js';
import { buildReportPdf } from './report-pdf.js';

const NOTICE =
  'Draft prepared from the case file for the compliance officer. Not filed. Never shared with the customer.';

const getCaseReportDraft = defineCall(CALLS.getCaseReportDraft, {
  async handle(ctx, p) {
    const { db, clock } = ctx.deps;
    const staff = requireUser(ctx);
    const found = p.caseId > 0 ? await detail(db, ctx.deps.secrets.data, p.caseId) : null;
    if (!found) throw new ApiError('NOT_FOUND', 'No case has this id.');
    const me = await db.selectFrom('users').select('email').where('id', '=', staff.id).executeTakeFirstOrThrow();
    const by = { id: staff.id, email: me.email };
    const now = clock.now();
    const facts = await reportFacts(db, found);
    let json: unknown;
    let pdf: Uint8Array;
    if (facts.region === 'AU') {
      const d = smrDraft(facts, by, now);
      json = d;
      pdf = await buildReportPdf(`AUSTRAC suspicious matter report (SMR): draft for case ${found.id}`, NOTICE, [
        ['Reporting entity (header)', d.header],
        ['Person who formed the suspicion', d.suspicionFormedByPerson],
        ['Suspicious matter (smDetails)', d.smDetails],
        ['Grounds for suspicion (suspGrounds)', d.suspGrounds],
        ['Person (identifiedParty)', d.identifiedParty],
        ['Transactions (txnDetail)', d.txnDetail],
        ['Case timeline', d.timeline],
      ]);
    } else {
      const d = strDraft(facts, by, now);
      const { reason, report_indicators, transaction, involved_person, ...report } = d.report;
      json = d;
      pdf = await buildReportPdf(`Suspicious transaction report (STR, goAML): draft for case ${found.id}`, NOTICE, [
        ['Report', report],
        ['Reason for suspicion (reason)', reason],
        ['Indicators (report_indicators)', report_indicators],
        ['Transactions (transaction)', transaction],
        ['Person (involved_person)', involved_person],
        ['Case timeline', d.timeline],
      ]);
    }
    const form = facts.region === 'AU' ? ('AUSTRAC_SMR' as const) : ('FIU_STR' as const);
    await writeAudit(db, now, {
      actorId: staff.id,
      actorRole: staff.role,
      outcome: 'allowed',
      ip: ctx.ip,
      requestId: ctx.requestId,
      action: 'case.report_draft',
      subjectId: found.customerId,
      details: { caseId: found.id, form },
    });
    const name = `${form === 'AUSTRAC_SMR' ? 'smr' : 'str'}-draft-case-${found.id}`;
    return {
      data: {
        caseId: found.id,
        form,
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
