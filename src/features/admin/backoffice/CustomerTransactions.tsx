/**
 * A customer's transactions on their page (decision 326): amount, asset, status and reference of
 * every leg, coins and cash, filtered on the server by kind, status and UTC days, and older pages
 * on request. Each page read is recorded in the audit trail by the server.
 */
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { DESK_TRANSACTION_KINDS, DESK_TRANSACTION_STATUSES, type DeskTransaction } from '../../../../contract/desk.js';
import { formatWhen } from '../../../lib/dates.js';
import { formatAmount, signed } from '../../../lib/money-format.js';
import { locale } from '../../../state/locale.js';
import { useForm } from '../../../state/use-form.js';
import { Button } from '../../../ui/Button.js';
import { getCustomerTransactions, type TransactionFilter } from './api.js';
import { deskLabel } from './desk-labels.js';
import { PagedList } from './Panel.js';
import { StaffError } from './StaffError.js';
import { StaffTable } from './StaffTable.js';
import { usePages } from './use-pages.js';

const NO_FILTER: TransactionFilter = { kind: '', status: '', from: '', to: '' };

export function CustomerTransactions({ customerId }: { customerId: string }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const id = useId();
  // Days compare as text in the YYYY-MM-DD form the date fields give.
  const form = useForm<keyof TransactionFilter>(
    { ...NO_FILTER },
    (v) => ({ to: v.from && v.to && v.to < v.from ? t`The last day cannot be before the first day.` : undefined }),
    'submit',
  );
  const draft = form.values;
  const problem = form.error('to');
  const [filter, setFilter] = useState<TransactionFilter>(NO_FILTER);
  const paged = usePages(
    async (before) => {
      const page = await getCustomerTransactions(customerId, filter, before ?? undefined);
      return { items: page.items, next: page.next };
    },
    [customerId, filter],
    t`Older transactions could not be loaded. Please try again.`,
  );

  const apply = (e: FormEvent) => {
    e.preventDefault();
    form.touchAll();
    if (!form.valid) return;
    setFilter({ ...draft } as TransactionFilter);
  };
  const set = (field: keyof TransactionFilter) => (e: { target: { value: string } }) => form.set(field, e.target.value);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>Transactions</Trans>
      </h3>
      <p className="bo-muted">
        <Trans>
          Filter by kind, status and days, newest first, with older transactions loaded below. Days are whole days in
          UTC, both included.
        </Trans>
      </p>
      <form className="bo-filters" onSubmit={apply} aria-label={t`Filter the transactions`}>
        <span className="bo-filter">
          <label htmlFor={`${id}-kind`}>
            <Trans>Kind</Trans>
          </label>
          <select id={`${id}-kind`} value={draft.kind} onChange={set('kind')}>
            <option value="">{t`All kinds`}</option>
            {DESK_TRANSACTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {deskLabel(i18n, 'movement', k)}
              </option>
            ))}
          </select>
        </span>
        <span className="bo-filter">
          <label htmlFor={`${id}-status`}>
            <Trans>Status</Trans>
          </label>
          <select id={`${id}-status`} value={draft.status} onChange={set('status')}>
            <option value="">{t`All statuses`}</option>
            {DESK_TRANSACTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {deskLabel(i18n, 'status', s)}
              </option>
            ))}
          </select>
        </span>
        <span className="bo-filter">
          <label htmlFor={`${id}-from`}>
            <Trans>First day</Trans>
          </label>
          <input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} />
        </span>
        <span className="bo-filter">
          <label htmlFor={`${id}-to`}>
            <Trans>Last day</Trans>
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            onChange={set('to')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </span>
        <Button type="submit" variant="secondary">
          <Trans>Filter</Trans>
        </Button>
      </form>
      <StaffError message={problem} id={`${id}-problem`} />
      <PagedList
        paged={paged}
        empty={
          filter === NO_FILTER ? <Trans>No transactions.</Trans> : <Trans>No transaction matches these filters.</Trans>
        }
        olderLabel={<Trans>Older transactions</Trans>}
      >
        {(rows) => <TransactionTable items={rows} />}
      </PagedList>
    </section>
  );
}

function TransactionTable({ items }: { items: DeskTransaction[] }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { timeZone } = useSnapshot(locale);
  return (
    <StaffTable
      caption={<Trans>The customer's transactions</Trans>}
      columns={[t`When`, t`Kind`, t`Amount`, t`Status`, t`Reference`]}
    >
      {items.map((m) => (
        <tr key={m.id}>
          <td className="bo-when">{formatWhen(m.at, timeZone)}</td>
          <td>{deskLabel(i18n, 'movement', m.kind)}</td>
          <td className="amount">{signed(formatAmount(m.amount, m.asset), m.direction === 'credit' ? '+' : '-')}</td>
          <td>{deskLabel(i18n, 'status', m.status)}</td>
          <td>
            <code>{m.reference}</code>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
