import { t } from '@lingui/core/macro';

/**
 * What the passkey screens say when the browser, the authenticator or the server says no: read
 * when the problem happens, in the language active then.
 */
export const PASSKEY_UI = {
  get cancelled() {
    return t`The passkey request was cancelled or timed out. Nothing was changed.`;
  },
  get unavailable() {
    return t`This browser cannot use passkeys. Use your password and code instead.`;
  },
  get alreadyAdded() {
    return t`This device already holds a passkey for your account.`;
  },
  get failed() {
    return t`Your passkey could not be used. Please try again.`;
  },
  get insecure() {
    return t`Passkeys need a secure connection (https). Use your password and code instead.`;
  },
};

/** An authenticator or browser refusal, already worded for the customer. */
export class PasskeyProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyProblem';
  }
}

/**
 * The customer's message for what the browser threw during a passkey ceremony: a cancel or time-out
 * (NotAllowedError, AbortError), a passkey this authenticator already holds (InvalidStateError),
 * a page outside a secure origin (SecurityError), or anything else.
 */
export function passkeyProblem(err: unknown): PasskeyProblem {
  if (err instanceof PasskeyProblem) return err;
  const name = err instanceof Error ? err.name : '';
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return new PasskeyProblem(PASSKEY_UI.cancelled);
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new PasskeyProblem(PASSKEY_UI.alreadyAdded);
  if (name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID')
    return new PasskeyProblem(PASSKEY_UI.insecure);
  if (name === 'NotSupportedError') return new PasskeyProblem(PASSKEY_UI.unavailable);
  return new PasskeyProblem(PASSKEY_UI.failed);
}
