/**
 * Staff (decision 320), for admins: every staff member with role, second factor, status and last
 * sign-in, and when they were made staff and took their role; another member's role changed, or
 * the member disabled and re-enabled, each with a reason. An admin's own card offers no action (the
 * server refuses it too), so an admin is kept. A grant of compliance or admin waits on the member's
 * card for a second admin: the admin who asked sees who decides, never the buttons (decision 359).
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { StaffMember } from '../../../../contract/calls/staff.js';
import { STAFF_ROLES, type StaffRole } from '../../../../contract/staff.js';
import { formatWhen } from '../../../lib/dates.js';
import { auth } from '../../../state/auth.js';
import { locale } from '../../../state/locale.js';
import { useLoad } from '../../../state/use-load.js';
import { toast } from '../../../ui/toast.js';
import { LoadState } from './Panel.js';
import { ReasonForm } from './ReasonForm.js';
import { StaffCreate } from './StaffCreate.js';
import { decideStaffRole, getStaffList, setStaffDisabled, setStaffRole } from './staff-api.js';
import { ROLE_LABEL } from './staff-labels.js';

export function StaffPanel() {
  const [staff, reload] = useLoad(getStaffList, []);
  return (
    <>
      <StaffCreate onCreated={reload} />
      <section aria-labelledby="bo-staff">
        <h2 id="bo-staff">
          <Trans>Staff</Trans>
        </h2>
        <LoadState
          loaded={staff}
          retry={reload}
          isEmpty={(d) => d.length === 0}
          empty={<Trans>No staff member yet.</Trans>}
        >
          {(list) => (
            <ul className="bo-cards">
              {list.map((m) => (
                <StaffCard key={m.id} m={m} reload={reload} />
              ))}
            </ul>
          )}
        </LoadState>
      </section>
    </>
  );
}

function StaffCard({ m, reload }: { m: StaffMember; reload: () => void }) {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(auth);
  const { timeZone } = useSnapshot(locale);
  const name = `${m.firstName} ${m.lastName}`;
  const disabled = m.status === 'disabled';
  const passkeys = m.passkeys;
  const since = formatWhen(m.staffSince, timeZone);
  const inRole = formatWhen(m.roleSince, timeZone);
  return (
    <li className="bo-card" aria-label={t`Staff member ${name}`}>
      <p>
        <strong>{name}</strong> · {m.email}
      </p>
      <p>
        {i18n._(ROLE_LABEL[m.role])} ·{' '}
        {disabled ? (
          <strong className="bo-disabled">
            <Trans>Disabled</Trans>
          </strong>
        ) : (
          <Trans>Active</Trans>
        )}
      </p>
      <p className="bo-muted">
        {m.totp ? <Trans>Authenticator on</Trans> : <Trans>No authenticator</Trans>} ·{' '}
        {plural(passkeys, { one: '# passkey', other: '# passkeys' })}
        {m.secondFactor ? null : (
          <>
            {' · '}
            <Trans>Cannot sign in: no second factor</Trans>
          </>
        )}
      </p>
      <p className="bo-muted">
        <Trans>
          Staff since {since} · in this role since {inRole}
        </Trans>
      </p>
      <p className="bo-muted">
        {m.lastSignInAt ? (
          <Trans>Last signed in {formatWhen(m.lastSignInAt, timeZone)}</Trans>
        ) : (
          <Trans>Never signed in</Trans>
        )}
      </p>
      {m.pendingRole ? <WaitingRole m={m} reload={reload} /> : null}
      {m.id === user?.id ? (
        <p className="bo-note" role="note">
          <Trans>This is you. Another admin changes your account.</Trans>
        </p>
      ) : (
        <StaffActions m={m} name={name} reload={reload} />
      )}
    </li>
  );
}

/** A grant waiting for a second admin: who asked, when, why; the decision for any other admin. */
function WaitingRole({ m, reload }: { m: StaffMember; reload: () => void }) {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(auth);
  const { timeZone } = useSnapshot(locale);
  const w = m.pendingRole;
  if (!w) return null;
  const role = i18n._(ROLE_LABEL[w.role]);
  const asker = w.requestedByEmail;
  const when = formatWhen(w.requestedAt, timeZone);
  const decide = (approve: boolean) => async (reason: string) => {
    await decideStaffRole(w.requestId, approve, reason);
    toast.success(approve ? t`Approved.` : t`Rejected.`);
    reload();
  };
  return (
    <div className="bo-note" role="note">
      <p>
        <Trans>
          Waiting for a second admin: {role}, asked by {asker} on {when}.
        </Trans>
      </p>
      <p className="bo-muted">{w.reason}</p>
      {w.requestedBy === user?.id || m.id === user?.id ? (
        <p>
          <Trans>Another admin decides it.</Trans>
        </p>
      ) : (
        <div className="bo-decide">
          <ReasonForm label={t`Approve`} variant="primary" onSubmit={decide(true)} />
          <ReasonForm label={t`Reject`} variant="danger" onSubmit={decide(false)} />
        </div>
      )}
    </div>
  );
}

function StaffActions({ m, name, reload }: { m: StaffMember; name: string; reload: () => void }) {
  const { t, i18n } = useLingui();
  const [role, setRole] = useState<StaffRole>(m.role);
  const disabled = m.status === 'disabled';
  const roleId = `bo-role-${m.id}`;
  return (
    <div className="bo-decide">
      <ReasonForm
        label={t`Change role of ${name}`}
        onSubmit={async (reason) => {
          const changed = await setStaffRole(m.id, role, reason);
          toast.success(changed?.pendingRole ? t`Asked: a second admin decides it.` : t`Role changed.`);
          reload();
        }}
      >
        <label htmlFor={roleId}>
          <Trans>Role</Trans>
        </label>
        <select id={roleId} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {i18n._(ROLE_LABEL[r])}
            </option>
          ))}
        </select>
      </ReasonForm>
      <ReasonForm
        label={disabled ? t`Re-enable ${name}` : t`Disable ${name}`}
        variant={disabled ? 'secondary' : 'danger'}
        onSubmit={async (reason) => {
          await setStaffDisabled(m.id, !disabled, reason);
          toast.success(disabled ? t`Re-enabled: they can sign in again.` : t`Disabled: their sessions have ended.`);
          reload();
        }}
      />
    </div>
  );
}
