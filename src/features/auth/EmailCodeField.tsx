/**
 * The emailed code, as sign-up and the password reset ask it: the code field and, under the form,
 * the Resend Code button. Leaving the field for Resend Code does not show the field's errors (see
 * blurShowsCodeErrors).
 */
import type { ChangeEvent } from 'react';
import { OTP_CODE_LENGTH } from '../../../contract/accounts.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { blurShowsCodeErrors, RESEND_ATTR, type useResend } from './useResend.js';

export function EmailCodeField({
  label,
  value,
  error,
  onChange,
  onLeave,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  /** The field was left with a code typed, for somewhere else than Resend Code. */
  onLeave: () => void;
}) {
  return (
    <Field
      label={label}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_CODE_LENGTH}
      value={value}
      required
      autoFocus
      error={error}
      onChange={onChange}
      onBlur={(e) => {
        if (blurShowsCodeErrors(e)) onLeave();
      }}
    />
  );
}

export function ResendCodeButton({ resend }: { resend: ReturnType<typeof useResend> }) {
  return (
    <div className="auth-secondary-actions">
      <Button
        variant="ghost"
        onClick={() => void resend.resend()}
        busy={resend.busy}
        disabled={resend.disabled}
        aria-describedby={resend.describedBy}
        {...RESEND_ATTR}
      >
        {resend.label}
      </Button>
    </div>
  );
}
