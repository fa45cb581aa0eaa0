/**
 * The end of the address-book forms (decision 134): the current password, a 2FA code when 2FA is
 * on, the form's refusal, and its buttons. The server asks for the same.
 */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import type { FormErrors } from './address-book-form.js';

/** What is missing before the form may be sent. */
export function missingPasswordCode(password: string, otp: string, is2FA: boolean): FormErrors {
  return {
    password: password ? undefined : t`Enter your current password`,
    otp: !is2FA || otp ? undefined : t`Enter the code from your authenticator app.`,
  };
}

export function PasswordCodeFields(p: {
  password: string;
  otp: string;
  is2FA: boolean;
  errors: FormErrors;
  onPassword: (v: string) => void;
  onOtp: (v: string) => void;
  submit: string;
  danger?: boolean;
  busy: boolean;
  onCancel: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <Field
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        value={p.password}
        error={p.errors.password}
        data-autofocus={p.autoFocus ? true : undefined}
        onChange={(e) => p.onPassword(e.target.value)}
      />
      {p.is2FA ? (
        <Field
          label={t`2FA code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={p.otp}
          error={p.errors.otp}
          onChange={(e) => p.onOtp(e.target.value.replace(/\D/g, ''))}
        />
      ) : null}
      {p.errors.form ? (
        <p className="form-error" role="alert">
          {p.errors.form}
        </p>
      ) : null}
      <div className="modal-actions">
        <Button variant="secondary" onClick={p.onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <OnlineButton type="submit" variant={p.danger ? 'danger' : 'primary'} busy={p.busy} notice={null}>
          {p.submit}
        </OnlineButton>
      </div>
    </>
  );
}
