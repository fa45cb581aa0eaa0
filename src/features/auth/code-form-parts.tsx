/**
 * Pieces of the forms that email a code (sign-up, password reset): the server's refusal of a
 * sending, with the time it lifts when it is a wait (too many tries), else its words as an alert;
 * and a new password with its confirmation, both new passwords to the browser's password manager,
 * each checked when it is left.
 */
import { useLingui } from '@lingui/react/macro';
import { PasswordField } from './PasswordField.js';
import { WaitNotice } from './timing.js';

/** `until`: when a wait lifts (Unix ms), 0 for a refusal that is no wait. */
export type Refusal = { message: string; until: number };

export function RefusalNotice({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  if (refusal.until > 0) return <WaitNotice message={refusal.message} until={refusal.until} />;
  return (
    <div className="auth-alert">
      <p role="alert">{refusal.message}</p>
    </div>
  );
}

type Name = 'password' | 'confirmPassword';

/** The form's part these fields use (a useForm whose fields include both). */
interface PasswordForm {
  values: Record<Name, string>;
  error(field: Name): string | undefined;
  set(field: Name, value: string): void;
  touch(field: Name): void;
}

export function NewPasswordFields({ form, label, hint }: { form: PasswordForm; label: string; hint?: string }) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        value={form.values.password}
        required
        hint={hint}
        error={form.error('password')}
        onChange={(e) => form.set('password', e.target.value)}
        onBlur={() => form.touch('password')}
      />
      <PasswordField
        confirm
        label={t`Confirm Password`}
        name="confirmPassword"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        required
        error={form.error('confirmPassword')}
        onChange={(e) => form.set('confirmPassword', e.target.value)}
        onBlur={() => form.touch('confirmPassword')}
      />
    </>
  );
}
