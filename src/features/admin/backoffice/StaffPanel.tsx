/**
 * Staff (decision 320), for admins: every staff member with role, second factor, status and last
 * sign-in; another member's role changed, or the member disabled and re-enabled, each with a
 * reason. An admin's own card offers no action (the server refuses it too), so an admin is kept.
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
import { toast } from '../../../ui/toast.js';
import { LoadState } from './Panel.js';
import { ReasonForm } from './ReasonForm.js';
import { StaffCreate } from './StaffCreate.js';
import { getStaffList, setStaffDisabled, setStaffRole } from './staff-api.js';
import { ROLE_LABEL } from './staff-labels.js';
import { useLoad } from './use-load.js';

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
        {m.lastSignInAt ? (
          <Trans>Last signed in {formatWhen(m.lastSignInAt, timeZone)}</Trans>
        ) : (
          <Trans>Never signed in</Trans>
        )}
      </p>
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
          await setStaffRole(m.id, role, reason);
          toast.success(t`Role changed.`);
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
