/** Delete account: refused by the server while money is held; otherwise the account is closed. */
import { useState } from 'react';
import { PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { ApiCallError } from '../../api/errors.js';
import { deleteAccount } from '../../api/profile.js';
import { useOnline } from '../../offline/hooks.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';
import { toast } from '../../ui/toast.js';

export function DeleteAccountModal({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const confirm = async () => {
    if (!password) return setPasswordError(M.passwordRequired);
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(password);
      onDeleted();
    } catch (err) {
      if (err instanceof ApiCallError && err.errors.password) {
        setPasswordError(err.errors.password);
        setBusy(false);
        return;
      }
      const message =
        err instanceof ApiCallError && err.code !== 'NETWORK' && err.message ? err.message : M.deleteFailed;
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <Modal title="Delete Account" onClose={onClose}>
      <div className="delete-modal">
        <p>
          Deleting your account closes it for good: you will be signed out on every device and cannot sign in again.
        </p>
        <p className="muted">
          Withdraw your entire balance first: an account that still holds funds cannot be deleted. As the law requires,
          we keep your identity and transaction records for the periods our AML/CFT Policy states, then delete them.
        </p>
        <Field
          label="Current password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void confirm();
          }}
        />
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} busy={busy} disabled={!online}>
            {busy ? 'Deleting...' : 'Delete Account'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
