/** What the address-book forms show for a refusal: under its field when it names one. */
import { ApiCallError, messageOf } from '../../api/errors.js';

export type FormErrors = Record<string, string | undefined>;

const CODE_FIELD: Record<string, string> = {
  WRONG_PASSWORD: 'password',
  ACCOUNT_LOCKED: 'password',
  OTP_REQUIRED: 'otp',
  OTP_INVALID: 'otp',
  OTP_LOCKED: 'otp',
};

export function formErrorsOf(err: unknown, fallback: string): FormErrors {
  if (err instanceof ApiCallError) {
    const named = Object.entries(err.errors);
    if (named.length > 0) return Object.fromEntries(named);
    const field = CODE_FIELD[err.code];
    if (field) return { [field]: err.message };
  }
  return { form: messageOf(err, fallback) };
}
