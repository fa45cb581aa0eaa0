/**
 * The support desk (decision 236): find a customer by email, name, customer number, CV- reference
 * or address, read their page (nothing secret is ever sent), and act with a reason.
 */
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import type { CustomerMatch, CustomerPage } from '../../../../contract/desk.js';
import { messageOf } from '../../../api/errors.js';
import { formatWhen } from '../../../lib/dates.js';
import * as paths from '../../../lib/paths.js';
import { locale } from '../../../state/locale.js';
import { useForm } from '../../../state/use-form.js';
import { useLoad } from '../../../state/use-load.js';
import { Button } from '../../../ui/Button.js';
import { EmailAddress } from '../../../ui/EmailAddress.js';
import { toast } from '../../../ui/toast.js';
import { deskAction, findCustomers, getCustomer, requestApproval } from './api.js';
import { Balances, PriceAlerts, RecurringPlans, SavedDestinations, VerificationHistory } from './CustomerRecords.js';
import { CustomerTransactions } from './CustomerTransactions.js';
import { deskLabel } from './desk-labels.js';
import { LoadState } from './Panel.js';
import { ReasonForm } from './ReasonForm.js';
import { StaffError } from './StaffError.js';

export function CustomerDesk({ compliance }: { compliance: boolean }) {
  const id = new URLSearchParams(useSearch()).get('id');
  return id ? <CustomerView customerId={id} compliance={compliance} /> : <CustomerSearch />;
}

function CustomerSearch() {
  const { t } = useLingui();
  const form = useForm({ query: '' }, () => ({}));
  const query = form.values.query;
  const [found, setFound] = useState<CustomerMatch[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const search = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      setFound(await findCustomers(query.trim()));
    } catch (err) {
      setFound(null);
      setError(messageOf(err, t`The search did not work. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="bo-find">
      <h2 id="bo-find">
        <Trans>Find a customer</Trans>
      </h2>
      <form className="bo-search" onSubmit={search} aria-labelledby="bo-find">
        <label htmlFor="bo-query">
          <Trans>Email, name, customer number, CV- reference or address</Trans>
        </label>
        <div className="bo-search-row">
          <input
            id="bo-query"
            value={query}
            onChange={(e) => form.set('query', e.target.value)}
            minLength={2}
            required
          />
          <Button type="submit" busy={busy}>
            <Trans>Search</Trans>
          </Button>
        </div>
      </form>
      <StaffError message={error} />
      {found && found.length === 0 ? (
        <p className="bo-state" role="status">
          <Trans>No customer matches this search.</Trans>
        </p>
      ) : null}
      {found && found.length > 0 ? (
        <table className="bo-table">
          <caption className="visually-hidden">
            <Trans>Customers found</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Customer</Trans>
              </th>
              <th scope="col">
                <Trans>Customer number</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {found.map((c) => (
              <tr key={c.customerId}>
                <td>
                  <Link href={`${paths.backOfficeCustomers}?id=${c.customerId}`}>{c.name}</Link>
                  <div className="bo-muted">
                    <EmailAddress address={c.email} />
                  </div>
                </td>
                <td>{c.customerNumber}</td>
                <td>{c.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function CustomerView({ customerId, compliance }: { customerId: string; compliance: boolean }) {
  const [, navigate] = useLocation();
  const [loaded, reload] = useLoad(() => getCustomer(customerId), [customerId]);
  return (
    <section aria-labelledby="bo-customer">
      <Button variant="ghost" onClick={() => navigate(paths.backOfficeCustomers)}>
        <Trans>Back to search</Trans>
      </Button>
      <LoadState loaded={loaded} retry={reload} isEmpty={() => false} empty={null}>
        {(page) => (
          <CustomerSections
            page={page}
            compliance={compliance}
            done={(message) => {
              toast.success(message);
              reload();
            }}
          />
        )}
      </LoadState>
    </section>
  );
}

function CustomerSections({
  page,
  compliance,
  done,
}: {
  page: CustomerPage;
  compliance: boolean;
  done: (message: string) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { timeZone } = useSnapshot(locale);
  const [hours, setHours] = useState(24);
  const [note, setNote] = useState('');
  const p = page.profile;
  const when = (iso: string | null) => (iso ? formatWhen(iso, timeZone) : '—');
  const name = `${p.firstName} ${p.lastName}`;
  const frozenSince = p.frozenAt ? when(p.frozenAt) : null;
  return (
    <>
      <h2 id="bo-customer">{name}</h2>
      {frozenSince ? (
        <p className="bo-banner" role="status">
          <Trans>This account is frozen since {frozenSince}.</Trans>
        </p>
      ) : null}
      <div className="bo-columns">
        <div>
          <dl className="bo-facts">
            <dt>
              <Trans>Customer number</Trans>
            </dt>
            <dd>{p.customerNumber}</dd>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>
              <EmailAddress address={p.email} />
            </dd>
            <dt>
              <Trans>Country</Trans>
            </dt>
            <dd>{p.country}</dd>
            <dt>
              <Trans>Verification</Trans>
            </dt>
            <dd>{deskLabel(i18n, 'verification', page.verification.status)}</dd>
            <dt>
              <Trans>Two-factor authentication</Trans>
            </dt>
            <dd>{p.twoFactor ? t`On` : t`Off`}</dd>
            <dt>
              <Trans>Withdrawals held until</Trans>
            </dt>
            <dd>{when(p.withdrawalsHeldUntil)}</dd>
            <dt>
              <Trans>Customer since</Trans>
            </dt>
            <dd>{when(p.createdAt)}</dd>
          </dl>
          <VerificationHistory history={page.verification.history} />
          <Balances coins={page.balances} cash={page.cash} />
          <h3>
            <Trans>Signed-in devices</Trans>
          </h3>
          {page.devices.length === 0 ? (
            <p className="bo-muted">
              <Trans>Not signed in anywhere.</Trans>
            </p>
          ) : (
            <ul className="bo-list">
              {page.devices.map((d) => (
                <li key={d.sessionId}>
                  {d.device ?? t`Unknown device`} · {d.country ?? '—'} · {when(d.lastActiveAt ?? d.createdAt)}
                </li>
              ))}
            </ul>
          )}
          <CustomerTransactions customerId={p.customerId} />
          <PriceAlerts alerts={page.alerts} />
          <RecurringPlans plans={page.recurringPlans} />
          <SavedDestinations addresses={page.addressBook} bankAccounts={page.bankAccounts} />
          <h3>
            <Trans>Security events</Trans>
          </h3>
          {page.securityEvents.length === 0 ? (
            <p className="bo-muted">
              <Trans>No security events.</Trans>
            </p>
          ) : null}
          <ul className="bo-list">
            {page.securityEvents.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and never reorder
              <li key={i}>
                {deskLabel(i18n, 'securityAction', e.action)} · {deskLabel(i18n, 'outcome', e.outcome)} · {when(e.at)}{' '}
                <code className="bo-muted">{e.action}</code>
              </li>
            ))}
          </ul>
          <h3>
            <Trans>Staff notes</Trans>
          </h3>
          {page.notes.length === 0 ? (
            <p className="bo-muted">
              <Trans>No notes yet.</Trans>
            </p>
          ) : (
            <ul className="bo-list">
              {page.notes.map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: notes are kept, never edited or reordered
                <li key={i}>
                  {n.text} <span className="bo-muted">· {when(n.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside className="bo-actions" aria-labelledby="bo-actions">
          <h3 id="bo-actions">
            <Trans>Actions</Trans>
          </h3>
          <ReasonForm
            label={t`Sign out everywhere`}
            variant="danger"
            onSubmit={async (reason) => {
              await deskAction('signOut', p.customerId, reason);
              done(t`Signed out everywhere.`);
            }}
          />
          <ReasonForm
            label={t`Hold withdrawals`}
            onSubmit={async (reason) => {
              await deskAction('hold', p.customerId, reason, { hours });
              done(t`Withdrawals held.`);
            }}
          >
            <label htmlFor="bo-hours">
              <Trans>Hours</Trans>
            </label>
            <input
              id="bo-hours"
              type="number"
              min={1}
              max={720}
              value={hours}
              onChange={(e) => setHours(Number(e.target.value))}
            />
          </ReasonForm>
          <ReasonForm
            label={t`Add note`}
            onSubmit={async (reason) => {
              await deskAction('note', p.customerId, reason, { note });
              setNote('');
              done(t`Note added.`);
            }}
          >
            <label htmlFor="bo-note">
              <Trans>Note</Trans>
            </label>
            <textarea id="bo-note" value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
          </ReasonForm>
          <ReasonForm
            label={t`Send verification reminder`}
            onSubmit={async (reason) => {
              await deskAction('verify', p.customerId, reason);
              done(t`Verification reminder sent.`);
            }}
          >
            <p className="bo-muted">
              <Trans>Emails a link to finish identity verification. Only while it is not started or incomplete.</Trans>
            </p>
          </ReasonForm>
          <ReasonForm
            label={t`Send password-reset email`}
            onSubmit={async (reason) => {
              await deskAction('reset', p.customerId, reason);
              done(t`Reset email sent.`);
            }}
          />
          {compliance ? (
            <ReasonForm
              label={p.frozenAt ? t`Ask to unfreeze` : t`Ask to freeze`}
              variant="danger"
              onSubmit={async (reason) => {
                await requestApproval({ kind: p.frozenAt ? 'unfreeze' : 'freeze', customerId: p.customerId, reason });
                done(t`Request sent: a second compliance officer decides it.`);
              }}
            />
          ) : null}
        </aside>
      </div>
    </>
  );
}
