/** Turning allowlist-only off (decision 134): the password and, with 2FA on, a code; it ends after the hold. */
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type AddressBookData, holdText } from '../../../contract/address-book.js';
import { PROFILE_MESSAGES } from '../../../contract/profile.js';
import { setAllowlistOnly } from '../../api/addressbook.js';
import { useOnline } from '../../offline/hooks.js';
import { auth } from '../../state/auth.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';
import { CODE_REQUIRED } from './AddAddressModal.js';
import { type FormErrors, formErrorsOf } from './address-book-form.js';

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
    const found: FormErrors = {
      password: password ? undefined : PROFILE_MESSAGES.passwordRequired,
      otp: !user?.is2FA || otp ? undefined : CODE_REQUIRED,
    };
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
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          data-autofocus
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors({});
          }}
        />
        {user?.is2FA ? (
          <Field
            label="2FA code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={otp}
            error={errors.otp}
            onChange={(e) => {
              setOtp(e.target.value.replace(/\D/g, ''));
              setErrors({});
            }}
          />
        ) : null}
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={busy} disabled={!online}>
            Turn off
          </Button>
        </div>
      </form>
    </Modal>
  );
}
