/** The Resend Code button: waits out the send limit, says how long, and reports the outcome. */
import { useLingui } from '@lingui/react/macro';
import { type FocusEvent, useState } from 'react';
import type { OtpType } from '../../../contract/accounts.js';
import { sendEmailOtp } from '../../api/accounts.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { OFFLINE_NOTICE_ID } from '../../offline/OfflineNotice.js';
import { toast } from '../../ui/toast.js';
import { RESEND_WAIT_SECONDS } from './nav-state.js';
import { clockText, useSecondsUntil } from './timing.js';

/** Marks the Resend Code button, so the code field knows when focus is leaving for it. */
export const RESEND_ATTR = { 'data-resend': '' } as const;

/**
 * Whether leaving the code field should show its errors. Not for an empty field (submitting says
 * it is required), nor when focus goes to Resend Code: the error line would push the button out
 * from under the pointer between press and release, and the click would be lost.
 */
export function blurShowsCodeErrors(e: FocusEvent<HTMLInputElement>): boolean {
  if (e.currentTarget.value.trim() === '') return false;
  const next = e.relatedTarget;
  return !(next instanceof Element && next.closest('[data-resend]'));
}

export function useResend(email: string, type: OtpType, sentAt: number | undefined) {
  const [until, setUntil] = useState<number | null>(sentAt ? sentAt + RESEND_WAIT_SECONDS * 1000 : null);
  const [busy, setBusy] = useState(false);
  const left = useSecondsUntil(until);
  const online = useOnline();
  const { t } = useLingui();

  async function resend() {
    if (busy || left > 0 || !online) return;
    setBusy(true);
    try {
      await sendEmailOtp(email, type);
      toast.success(t`Verification code resent successfully.`);
      setUntil(Date.now() + RESEND_WAIT_SECONDS * 1000);
    } catch (err) {
      if (err instanceof ApiCallError && err.code === 'RATE_LIMITED' && err.retryAfterSeconds) {
        setUntil(Date.now() + err.retryAfterSeconds * 1000);
        toast.error(err.message);
      } else {
        toast.error(messageOf(err, t`Failed to resend code.`));
      }
    } finally {
      setBusy(false);
    }
  }

  const wait = clockText(left);
  const label = busy ? t`Sending...` : left > 0 ? t`Resend Code (${wait})` : t`Resend Code`;
  // Offline the button points at the screen's notice, which says a connection is needed.
  return {
    resend,
    busy,
    label,
    disabled: left > 0 || !online,
    describedBy: online ? undefined : OFFLINE_NOTICE_ID,
  };
}
