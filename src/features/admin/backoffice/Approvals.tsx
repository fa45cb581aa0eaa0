/**
 * Four-eyes approvals (decisions 237, 278, 315): large withdrawals, crypto or cash, waiting for a
 * second compliance officer, and freeze or unfreeze requests. Whoever asked is never offered the decision (the
 * server refuses it too); two officers deciding at once resolve once. Each withdrawal shows what
 * stands against the customer's money leaving (decision 347: a release is then refused), and cash
 * payouts stuck on their way to the bank are listed with them (decision 348).
 */
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { ApprovalRequest, WaitingWithdrawal } from '../../../../contract/calls/approvals.js';
import type { StaffFace } from '../../../../contract/calls/staff.js';
import { formatWhen } from '../../../lib/dates.js';
import { formatCryptoWithSymbol, formatFiat } from '../../../lib/money-format.js';
import * as paths from '../../../lib/paths.js';
import { auth } from '../../../state/auth.js';
import { locale } from '../../../state/locale.js';
import { useLoad } from '../../../state/use-load.js';
import { toast } from '../../../ui/toast.js';
import { decideApproval, getPendingApprovals, getWaitingWithdrawals, requestApproval } from './api.js';
import { kindLabel } from './labels.js';
import { LoadState } from './Panel.js';
import { ReasonForm } from './ReasonForm.js';

export function Approvals() {
  const [withdrawals, reloadWithdrawals] = useLoad(getWaitingWithdrawals, []);
  const [requests, reloadRequests] = useLoad(getPendingApprovals, []);
  const reload = () => {
    reloadWithdrawals();
    reloadRequests();
  };
  return (
    <>
      <section aria-labelledby="bo-waiting">
        <h2 id="bo-waiting">
          <Trans>Large withdrawals waiting</Trans>
        </h2>
        <LoadState
          loaded={withdrawals}
          retry={reloadWithdrawals}
          isEmpty={(d) => d.length === 0}
          empty={<Trans>No withdrawal is waiting for approval.</Trans>}
        >
          {(list) => (
            <ul className="bo-cards">
              {list.map((w) => (
                <WithdrawalCard key={w.withdrawalId} w={w} reload={reload} />
              ))}
            </ul>
          )}
        </LoadState>
      </section>
      <section aria-labelledby="bo-requests">
        <h2 id="bo-requests">
          <Trans>Freeze, unfreeze and release requests</Trans>
        </h2>
        <LoadState
          loaded={requests}
          retry={reloadRequests}
          isEmpty={(d) => d.every((r) => r.kind === 'withdrawal')}
          empty={<Trans>No request is waiting for a decision.</Trans>}
        >
          {(list) => (
            <ul className="bo-cards">
              {list
                .filter((r) => r.kind !== 'withdrawal')
                .map((r) => (
                  <RequestCard key={r.id} r={r} reload={reload} />
                ))}
            </ul>
          )}
        </LoadState>
      </section>
    </>
  );
}

/** A freeze, unfreeze or release request: what, about whom (by name, else email), why, who asked. */
export function RequestCard({ r, reload }: { r: ApprovalRequest; reload: () => void }) {
  return (
    <li className="bo-card">
      <p>
        {r.kind === 'freeze' ? (
          <Trans>Freeze</Trans>
        ) : r.kind === 'release' ? (
          <Link href={`${paths.backOfficeCases}?id=${r.caseId}`}>
            <Trans>Release of a case's transfer</Trans>
          </Link>
        ) : (
          <Trans>Unfreeze</Trans>
        )}{' '}
        · <Link href={`${paths.backOfficeCustomers}?id=${r.customerId}`}>{r.customerName || r.customerEmail}</Link>
        {r.customerName ? ` · ${r.customerEmail}` : null}
      </p>
      <p className="bo-muted">{r.reason}</p>
      <Who request={r} />
      <Decide request={r} reload={reload} />
    </li>
  );
}

function WithdrawalCard({ w, reload }: { w: WaitingWithdrawal; reload: () => void }) {
  const { t } = useLingui();
  const { timeZone } = useSnapshot(locale);
  const cash = w.kind === 'cash';
  const amount = cash ? formatFiat(w.amount, w.currency) : formatCryptoWithSymbol(w.amount, w.currency);
  const value = formatFiat(w.value, w.valueCurrency);
  const customer = w.customerEmail;
  const asked = w.request?.reason ?? '';
  return (
    <li
      className="bo-card"
      aria-label={cash ? t`Cash withdrawal of ${amount} by ${customer}` : t`Withdrawal of ${amount} by ${customer}`}
    >
      <p>
        <strong>{amount}</strong>
        {cash && w.currency === w.valueCurrency ? null : ` (${value})`} · {w.customerEmail}
      </p>
      <p className="bo-muted">
        {cash ? (
          <>
            <Trans>To the bank account</Trans>{' '}
          </>
        ) : null}
        <code>{w.address}</code> · {formatWhen(w.createdAt, timeZone)}
      </p>
      <CustomerStanding w={w} />
      {w.stuck ? (
        <p className="bo-form-error" role="alert">
          <Trans>
            Not at the bank by its deadline: the payout is held. Check the customer's standing and the bank.
          </Trans>
        </p>
      ) : w.request ? (
        <>
          <p className="bo-muted">
            <Trans>Release asked for: {asked}</Trans>
          </p>
          <Who request={w.request} />
          <Decide request={w.request} reload={reload} />
        </>
      ) : (
        <ReasonForm
          label={t`Ask to release`}
          onSubmit={async (reason) => {
            await requestApproval({ kind: 'withdrawal', withdrawalId: w.withdrawalId, reason });
            toast.success(t`Request sent: a second compliance officer decides it.`);
            reload();
          }}
        />
      )}
    </li>
  );
}

/** The customer's freeze, withdrawal pause and open cases: read before approving a release. */
function CustomerStanding({ w }: { w: WaitingWithdrawal }) {
  const { i18n } = useI18n();
  const { timeZone } = useSnapshot(locale);
  const caseKindLabel = (k: string) => {
    const l = kindLabel(k);
    return typeof l === 'string' ? l : i18n._(l);
  };
  if (!w.customerFrozen && !w.withdrawalsHeldUntil && w.openCases.length === 0) return null;
  const until = w.withdrawalsHeldUntil ? formatWhen(w.withdrawalsHeldUntil, timeZone) : '';
  return (
    <div className="bo-form-error" role="note" data-testid="customer-standing">
      {w.customerFrozen ? (
        <p>
          <Trans>This customer's account is frozen: a release is refused.</Trans>
        </p>
      ) : null}
      {w.withdrawalsHeldUntil ? (
        <p>
          <Trans>Withdrawals are paused until {until}.</Trans>
        </p>
      ) : null}
      {w.openCases.length > 0 ? (
        <p>
          <Trans>Open cases:</Trans>{' '}
          {w.openCases.map((c, i) => (
            <span key={c.id}>
              {i > 0 ? ', ' : null}
              <Link href={`${paths.backOfficeCases}?id=${c.id}`}>
                #{c.id} {caseKindLabel(c.kind)}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Who asked and who decides, each with when they were made staff and took their role: an officer
 * made or promoted just before asking or deciding is worth a second look (decision 359).
 */
function Who({ request }: { request: ApprovalRequest }) {
  const { timeZone } = useSnapshot(locale);
  const { user } = useSnapshot(auth);
  return (
    <dl className="bo-muted bo-asked">
      {request.requester ? (
        <>
          <dt>
            <Trans>Asked by</Trans>
          </dt>
          <dd>
            <Face f={request.requester} /> · {formatWhen(request.requestedAt, timeZone)}
          </dd>
        </>
      ) : null}
      <dt>
        <Trans>Decides</Trans>
      </dt>
      <dd>
        {request.decider ? (
          <Face f={request.decider} />
        ) : request.requestedBy === user?.id ? (
          <Trans>A second compliance officer, not you</Trans>
        ) : (
          <Trans>You, if you approve or reject it</Trans>
        )}
      </dd>
    </dl>
  );
}

function Face({ f }: { f: StaffFace }) {
  const { timeZone } = useSnapshot(locale);
  const name = f.name || f.email;
  const since = formatWhen(f.staffSince, timeZone);
  const inRole = formatWhen(f.roleSince, timeZone);
  return (
    <Trans>
      {name} (staff since {since}, in this role since {inRole})
    </Trans>
  );
}

function Decide({ request, reload }: { request: ApprovalRequest; reload: () => void }) {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  if (request.requestedBy === user?.id)
    return (
      <p className="bo-note" role="note">
        <Trans>You asked for this: a second compliance officer decides it.</Trans>
      </p>
    );
  const decide = (approve: boolean) => async (reason: string) => {
    await decideApproval(request.id, approve, reason);
    toast.success(approve ? t`Approved.` : t`Rejected.`);
    reload();
  };
  return (
    <div className="bo-decide">
      <ReasonForm label={t`Approve`} variant="primary" onSubmit={decide(true)} />
      <ReasonForm label={t`Reject`} variant="danger" onSubmit={decide(false)} />
    </div>
  );
}
