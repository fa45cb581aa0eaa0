/**
 * Adding a staff member (decision 320): email, name, a first password to hand over, role and a
 * reason. The account is made with an authenticator already on; its secret is shown here once,
 * as the command-line tool prints it, to be handed over with the password, and never again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { QR_SIZE } from '../../../../contract/profile.js';
import { STAFF_ROLES, type StaffRole } from '../../../../contract/staff.js';
import { messageOf } from '../../../api/errors.js';
import { useForm } from '../../../state/use-form.js';
import { Button } from '../../../ui/Button.js';
import { QrCode } from '../../../ui/QrCode.js';
import { createStaff, type NewStaff } from './staff-api.js';
import { ROLE_LABEL } from './staff-labels.js';

const EMPTY: NewStaff = { email: '', firstName: '', lastName: '', password: '', role: 'support', reason: '' };

/** The base32 secret of an otpauth URI, in groups of four as authenticator apps show keys. */
const secretOf = (uri: string) => (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

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
  const [made, setMade] = useState<{ email: string; uri: string } | null>(null);
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
        if (member) setMade({ email: member.email, uri: member.otpauthUri });
        form.reset({ ...EMPTY });
        onCreated();
      } catch (err) {
        form.setMessage(messageOf(err, t`This did not work. Please try again.`));
      }
    });
  };

  if (made)
    return (
      <section aria-labelledby={`${id}-made`} className="bo-card bo-staff-made">
        <h2 id={`${id}-made`}>
          <Trans>Authenticator secret for {made.email}</Trans>
        </h2>
        <p className="bo-banner" role="alert">
          <Trans>
            Shown once. Hand it over with the first password: they add it to their authenticator app and sign in with a
            code from it.
          </Trans>
        </p>
        <QrCode data={made.uri} size={QR_SIZE} label={t`QR code to add this account to an authenticator app`} />
        <p>
          <Trans>Key:</Trans> <code data-testid="staff-secret">{secretOf(made.uri)}</code>
        </p>
        <p className="bo-muted">
          <code className="bo-id">{made.uri}</code>
        </p>
        <Button variant="primary" onClick={() => setMade(null)}>
          <Trans>Done: I have handed it over</Trans>
        </Button>
      </section>
    );

  const field = (name: 'email' | 'firstName' | 'lastName' | 'password', label: string, type = 'text') => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={values[name]}
        onChange={set(name)}
        autoComplete={name === 'password' ? 'new-password' : 'off'}
        required
      />
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
        {field('password', t`First password`, 'password')}
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
        {shownError ? (
          <p className="bo-form-error" role="alert">
            {shownError}
          </p>
        ) : null}
      </form>
    </section>
  );
}
