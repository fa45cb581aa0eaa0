/** Turning allowlist-only off (decision 134): the password and, with 2FA on, a code; it ends after the hold. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { AddressBookData } from '../../../contract/address-book.js';
import type * as calls from '../../../contract/calls/addressbook.js';
import { setAllowlistOnly } from '../../api/addressbook.js';
import { holdDuration } from '../../lib/hold-duration.js';
import { auth } from '../../state/auth.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Modal } from '../../ui/Modal.js';
import { formErrorsOf } from './address-book-form.js';
import { missingPasswordCode, PasswordCodeFields } from './PasswordCodeFields.js';

type Fields = FormFields<typeof calls.setAllowlistOnly, 'password' | 'otp'>;

export function AllowlistOffModal({
  holdSeconds,
  onDone,
  onClose,
}: {
  holdSeconds: number;
  onDone: (book: AddressBookData, message: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const is2FA = Boolean(user?.is2FA);
  const form = useForm<Fields>(
    { password: '', otp: '' },
    (v) => missingPasswordCode(v.password, v.otp, is2FA),
    'submit',
  );
  const { password, otp } = form.values;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.touchOnly('password', 'otp');
    if (!form.valid) return;
    await form.submit(async () => {
      try {
        const r = await setAllowlistOnly({ enabled: false, password, otp });
        if (r.data) onDone(r.data, t`Allowlist-only ends after the security hold.`);
        // Busy for good: the dialog closes, nothing may be sent again.
        return 'done';
      } catch (err) {
        const { form: message, ...fields } = formErrorsOf(
          err,
          t`Allowlist-only could not be turned off. Please try again.`,
        );
        form.setServerErrors(fields);
        form.setMessage(message);
      }
    });
  };

  // Editing either field answers every message shown.
  const edit = (field: Fields) => (v: string) => {
    form.touchOnly();
    form.set(field, v);
  };

  const hold = holdDuration(holdSeconds);
  return (
    <Modal title={t`Turn off allowlist-only`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="password-code-form" aria-label={t`Turn off allowlist-only`}>
        <p className="muted">
          <Trans>
            Withdrawals stay limited to your confirmed addresses for {hold} after you turn this off, so that someone who
            got into your account cannot switch it off and withdraw at once.
          </Trans>
        </p>
        <PasswordCodeFields
          password={password}
          otp={otp}
          is2FA={is2FA}
          errors={{ password: form.error('password'), otp: form.error('otp'), form: form.message }}
          onPassword={edit('password')}
          onOtp={edit('otp')}
          submit={t`Turn off`}
          danger
          busy={form.submitting}
          onCancel={onClose}
          autoFocus
        />
      </form>
    </Modal>
  );
}
