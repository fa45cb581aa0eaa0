/**
 * A new password and its confirmation, as the forms that set a password ask them (sign-up, reset):
 * both are new passwords to the browser's password manager, each checked when it is left.
 */
import { useLingui } from '@lingui/react/macro';
import { PasswordField } from './PasswordField.js';

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
