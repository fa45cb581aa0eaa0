/**
 * The audit trail (decision 235), newest first, filtered by the customer it is about, the staff
 * member who acted and the action; older pages on request; and the chain's check.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { AuditEntry } from '../../../../contract/audit.js';
import { messageOf } from '../../../api/errors.js';
import { formatWhen } from '../../../lib/dates.js';
import { locale } from '../../../state/locale.js';
import { useForm } from '../../../state/use-form.js';
import { Button } from '../../../ui/Button.js';
import { EmailAddress } from '../../../ui/EmailAddress.js';
import { checkAuditChain, getAuditLog } from './api.js';
import { PagedList } from './Panel.js';
import { StaffTable } from './StaffTable.js';
import { usePages } from './use-pages.js';

const FIELDS = ['subjectId', 'actorId', 'action'] as const;
type Filters = Record<(typeof FIELDS)[number], string>;

export function AuditLog() {
  const { t } = useLingui();
  const queried = new URLSearchParams(useSearch());
  const start: Filters = {
    subjectId: queried.get('customer') ?? '',
    actorId: queried.get('staff') ?? '',
    action: queried.get('action') ?? '',
  };
  const form = useForm<(typeof FIELDS)[number]>(start, () => ({}));
  const draft = form.values;
  const [filters, setFilters] = useState<Filters>(start);
  const paged = usePages(
    async (before) => {
      const page = await getAuditLog({ ...filters, beforeSeq: before ?? '' });
      return { items: page.entries, next: page.nextBeforeSeq };
    },
    [filters],
    t`This could not be loaded.`,
  );
  const [chain, setChain] = useState('');
  const labels: Record<(typeof FIELDS)[number], string> = {
    subjectId: t`Customer (email or id)`,
    actorId: t`Staff member (email or id)`,
    action: t`Action contains`,
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...draft });
  };
  return (
    <section aria-labelledby="bo-audit">
      <h2 id="bo-audit">
        <Trans>Audit log</Trans>
      </h2>
      <form className="bo-filters" onSubmit={apply} aria-label={t`Filter the audit log`}>
        {FIELDS.map((f) => (
          <span key={f} className="bo-filter">
            <label htmlFor={`bo-audit-${f}`}>{labels[f]}</label>
            <input
              id={`bo-audit-${f}`}
              value={draft[f]}
              maxLength={100}
              onChange={(e) => form.set(f, e.target.value.trim())}
            />
          </span>
        ))}
        <Button type="submit" variant="secondary">
          <Trans>Filter</Trans>
        </Button>
        <Button
          variant="ghost"
          onClick={async () => {
            try {
              const r = await checkAuditChain();
              const entry = r.intact ? '' : r.brokenAtSeq;
              setChain(r.intact ? t`The chain is intact.` : t`The chain is broken at entry ${entry}.`);
            } catch (e) {
              setChain(messageOf(e, t`The check did not run. Please try again.`));
            }
          }}
        >
          <Trans>Check the chain</Trans>
        </Button>
      </form>
      {chain ? (
        <p className="bo-note" role="status">
          {chain}
        </p>
      ) : null}
      <PagedList
        paged={paged}
        empty={<Trans>No entry matches these filters.</Trans>}
        olderLabel={<Trans>Older entries</Trans>}
      >
        {(rows) => <AuditTable entries={rows} />}
      </PagedList>
    </section>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useLingui();
  const { timeZone } = useSnapshot(locale);
  return (
    <StaffTable caption={<Trans>Audit entries</Trans>} columns={[t`When`, t`Action`, t`Who`, t`About`, t`Reason`]}>
      {entries.map((e) => (
        <tr key={e.seq}>
          <td className="bo-when">{formatWhen(e.at, timeZone)}</td>
          <td>
            <code>{e.action}</code> <span className="bo-muted">{e.outcome}</span>
          </td>
          <td>
            <Person email={e.actorEmail} id={e.actorId} /> <span className="bo-muted">{e.actorRole ?? ''}</span>
          </td>
          <td>
            <Person email={e.subjectEmail} id={e.subjectId} />
          </td>
          <td>{e.reason ?? ''}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** A person by email, with the id at hand for a search; an entry about no account shows its id. */
function Person({ email, id }: { email: string | null; id: string | null }) {
  if (email)
    return (
      <span title={id ?? undefined}>
        <EmailAddress address={email} />
      </span>
    );
  return <span className="bo-id">{id ?? '—'}</span>;
}
