/**
 * Adding a staff member (decisions 320, 359): email, name, role and a reason. The new member is
 * emailed a one-time link to choose their own password and authenticator: the admin never sees
 * either. A compliance or admin role waits for a second admin, always (decision 491).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../../contract/staff.js';
import { messageOf } from '../../../api/errors.js';
import { useForm } from '../../../state/use-form.js';
import { Button } from '../../../ui/Button.js';
import { StaffError } from './StaffError.js';
import { createStaff, type NewStaff } from './staff-api.js';
import { ROLE_LABEL } from './staff-labels.js';

const EMPTY: NewStaff = { email: '', firstName: '', lastName: '', role: 'support', reason: '' };

export function StaffCreate({ onCreated }: { onCreated: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  // The reason's rule shows when the form is sent; the server's refusals (email, name, password) as its message.
  const form = useForm<keyof NewStaff>(
    { ...EMPTY },
    (v) => ({ reason: v.reason.trim().length >= 3 ? undefined : t`Give a reason of at least 3 characters.` }),
    'submit',
  );
  const values = form.values;
  const [made, setMade] = useState<{ email: string; waiting: boolean } | null>(null);
  const set = (field: keyof NewStaff) => (e: { target: { value: string } }) => form.set(field, e.target.value);
  const shownError = form.message ?? form.error('reason');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.setMessage(undefined);
    form.touchAll();
    if (!form.valid) return;
    void form.submit(async () => {
      try {
        const member = await createStaff({ ...values, role: values.role as StaffRole, reason: values.reason.trim() });
        if (member) setMade({ email: member.email, waiting: member.pendingRole !== null });
        form.reset({ ...EMPTY });
        onCreated();
      } catch (err) {
        form.setMessage(messageOf(err, t`This did not work. Please try again.`));
      }
    });
  };

  const invited = made?.email ?? '';
  if (made)
    return (
      <section aria-labelledby={`${id}-made`} className="bo-card bo-staff-made">
        <h2 id={`${id}-made`}>
          <Trans>Invitation emailed to {invited}</Trans>
        </h2>
        <p role="status">
          <Trans>
            They choose their own password and add their authenticator from the link in that email. Nobody else sees
            either.
          </Trans>
        </p>
        {made.waiting ? (
          <p className="bo-note" role="note">
            <Trans>Until a second admin approves it, they work with the support role.</Trans>
          </p>
        ) : null}
        <Button variant="primary" onClick={() => setMade(null)}>
          <Trans>Done</Trans>
        </Button>
      </section>
    );

  const field = (name: 'email' | 'firstName' | 'lastName', label: string, type = 'text') => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} type={type} value={values[name]} onChange={set(name)} autoComplete="off" required />
    </>
  );
  return (
    <section aria-labelledby={`${id}-add`}>
      <h2 id={`${id}-add`}>
        <Trans>Add a staff member</Trans>
      </h2>
      <form className="bo-reason-form bo-staff-form" onSubmit={submit} aria-labelledby={`${id}-add`}>
        {field('email', t`Email`, 'email')}
        {field('firstName', t`First name`)}
        {field('lastName', t`Last name`)}
        <label htmlFor={`${id}-role`}>
          <Trans>Role</Trans>
        </label>
        <select id={`${id}-role`} value={values.role} onChange={set('role')}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {i18n._(ROLE_LABEL[r])}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-reason`}>
          <Trans>Reason</Trans>
        </label>
        <input id={`${id}-reason`} value={values.reason} maxLength={500} onChange={set('reason')} />
        <Button type="submit" variant="primary" busy={form.submitting}>
          <Trans>Add staff member</Trans>
        </Button>
        <StaffError message={shownError} />
      </form>
    </section>
  );
}
