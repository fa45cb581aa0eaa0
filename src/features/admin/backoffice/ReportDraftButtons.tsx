/**
 * A case's suspicious-matter report draft (decision 296, issue 43 item 18): prepared on request
 * (each one is written to the audit log), shown as the form a reporting officer reads, grouped
 * and labelled in plain English, with the authority's file (goAML for an EU FIU, AUSTRAC's SMR)
 * and the PDF beside it. Form, file and PDF come from one draft object made on the server.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CaseReportDraft } from '../../../../contract/report-drafts.js';
import { messageOf } from '../../../api/errors.js';
import { downloadBase64 } from '../../../lib/download.js';
import { Button } from '../../../ui/Button.js';
import { getCaseReportDraft } from './reports-api.js';
import './reports.css';
import { StaffError } from './StaffError.js';

export function ReportDraftButtons({ caseId }: { caseId: number }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [draft, setDraft] = useState<CaseReportDraft | null>(null);
  const prepare = async () => {
    setBusy(true);
    setError('');
    try {
      setDraft(await getCaseReportDraft(caseId));
    } catch (e) {
      setError(messageOf(e, t`The report draft could not be made. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  const save = (file: CaseReportDraft['json']) => downloadBase64(file.content, file.mediaType, file.fileName);
  return (
    <section className="bo-report" aria-labelledby={`bo-report-${caseId}`}>
      <h3 id={`bo-report-${caseId}`}>
        <Trans>Report draft</Trans>
      </h3>
      <p className="bo-muted">
        <Trans>
          A suspicious-matter report draft from this case's facts, for the customer's region. It is for the authority
          only: never share it with the customer.
        </Trans>
      </p>
      <div className="bo-report-buttons">
        <Button variant="secondary" busy={busy} onClick={() => void prepare()}>
          {draft ? <Trans>Prepare the draft again</Trans> : <Trans>Prepare the report draft</Trans>}
        </Button>
      </div>
      <StaffError message={error} />
      {draft ? (
        <div className="bo-draft" data-testid="report-draft">
          <article className="bo-draft-form" aria-label={draft.view.title}>
            <h4>{draft.view.title}</h4>
            {draft.view.groups.map((g) => (
              <section key={g.heading} className="bo-card bo-draft-group">
                <h5>{g.heading}</h5>
                {g.fields.length > 0 ? (
                  <dl className="bo-facts">
                    {g.fields.map((f) => (
                      <div key={f.label} className="bo-draft-field">
                        <dt>{f.label}</dt>
                        <dd>{f.value ?? <span className="bo-muted">{t`To be completed when filing`}</span>}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {g.text ? (
                  <div className="bo-draft-text">
                    {g.text.split('\n').map((line, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the grounds' lines have no identity but their place
                      <p key={i}>{line}</p>
                    ))}
                  </div>
                ) : null}
              </section>
            ))}
          </article>
          <aside className="bo-draft-files" aria-label={t`Files for filing`}>
            <h4>
              <Trans>Files for filing</Trans>
            </h4>
            <Button variant="primary" onClick={() => save(draft.json)}>
              {draft.form === 'AUSTRAC_SMR' ? (
                <Trans>AUSTRAC SMR file (JSON)</Trans>
              ) : (
                <Trans>goAML STR file (JSON)</Trans>
              )}
            </Button>
            <Button variant="secondary" onClick={() => save(draft.pdf)}>
              <Trans>The form as PDF</Trans>
            </Button>
            <p className="bo-muted">
              <Trans>Fields marked "To be completed when filing" are known only to the authority's portal.</Trans>
            </p>
          </aside>
        </div>
      ) : null}
    </section>
  );
}
