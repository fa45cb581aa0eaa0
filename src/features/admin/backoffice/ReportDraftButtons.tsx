/**
 * A case's suspicious-matter report draft (decision 296), downloaded as PDF or JSON. The server
 * picks the form by the customer's region and records every download in the audit log.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { messageOf } from '../../../api/errors.js';
import { downloadBase64 } from '../../../lib/download.js';
import { Button } from '../../../ui/Button.js';
import { getCaseReportDraft } from './reports-api.js';
import './reports.css';

export function ReportDraftButtons({ caseId }: { caseId: number }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'pdf' | 'json' | null>(null);
  const [error, setError] = useState('');
  const save = async (kind: 'pdf' | 'json') => {
    setBusy(kind);
    setError('');
    try {
      const draft = await getCaseReportDraft(caseId);
      const file = draft[kind];
      downloadBase64(file.content, file.mediaType, file.fileName);
    } catch (e) {
      setError(messageOf(e, t`The report draft could not be made. Please try again.`));
    } finally {
      setBusy(null);
    }
  };
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
        <Button variant="secondary" busy={busy === 'pdf'} disabled={busy !== null} onClick={() => void save('pdf')}>
          <Trans>Report draft: PDF</Trans>
        </Button>
        <Button variant="secondary" busy={busy === 'json'} disabled={busy !== null} onClick={() => void save('json')}>
          <Trans>Report draft: JSON</Trans>
        </Button>
      </div>
      {error ? (
        <p className="bo-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
