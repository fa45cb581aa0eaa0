/** Turning allowlist-only off (decision 134): the password and, with 2FA on, a code; it ends after the hold. */
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type AddressBookData, holdText } from '../../../contract/address-book.js';
import { setAllowlistOnly } from '../../api/addressbook.js';
import { useOnline } from '../../offline/hooks.js';
import { auth } from '../../state/auth.js';
import { Modal } from '../../ui/Modal.js';
import { type FormErrors, formErrorsOf } from './address-book-form.js';
import { missingPasswordCode, PasswordCodeFields } from './PasswordCodeFields.js';

const FAILED = 'Allowlist-only could not be turned off. Please try again.';

export function AllowlistOffModal({
  holdSeconds,
  onDone,
  onClose,
}: {
  holdSeconds: number;
  onDone: (book: AddressBookData, message: string | undefined) => void;
  onClose: () => void;
}) {
  const online = useOnline();
  const { user } = useSnapshot(auth);
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = missingPasswordCode(password, otp, Boolean(user?.is2FA));
    setErrors(found);
    if (found.password || found.otp) return;
    setBusy(true);
    try {
      const r = await setAllowlistOnly({ enabled: false, password, otp });
      if (r.data) onDone(r.data, r.message);
    } catch (err) {
      setErrors(formErrorsOf(err, FAILED));
      setBusy(false);
    }
  };

  return (
    <Modal title="Turn off allowlist-only" onClose={onClose}>
      <form onSubmit={submit} noValidate className="password-code-form" aria-label="Turn off allowlist-only">
        <p className="muted">
          Withdrawals stay limited to your confirmed addresses for {holdText(holdSeconds)} after you turn this off, so
          that someone who got into your account cannot switch it off and withdraw at once.
        </p>
        <PasswordCodeFields
          password={password}
          otp={otp}
          is2FA={Boolean(user?.is2FA)}
          errors={errors}
          onPassword={(v) => {
            setPassword(v);
            setErrors({});
          }}
          onOtp={(v) => {
            setOtp(v);
            setErrors({});
          }}
          submit="Turn off"
          danger
          busy={busy}
          online={online}
          onCancel={onClose}
          autoFocus
        />
      </form>
    </Modal>
  );
}
