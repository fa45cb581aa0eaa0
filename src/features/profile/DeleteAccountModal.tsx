/**
 * Delete account: refused by the server while money is held or a purchase or withdrawal is open;
 * otherwise the account is closed. A customer whose verification was rejected may close with a
 * balance, which is held for return (decision 100): the modal says so before they confirm.
 */
import { useEffect, useState } from 'react';
import { CLOSURE_MESSAGES } from '../../../contract/closure.js';
import { PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { ApiCallError } from '../../api/errors.js';
import { getKycStatus } from '../../api/kyc.js';
import { OFFLINE_DIALOG_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { deleteAccount } from './api/profile.js';

export function DeleteAccountModal({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  /** The server's closing message, and whether a balance is held for return (the message says so). */
  onDeleted: (message: string, fundsHeld: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rejected, setRejected] = useState(false);

  useEffect(() => {
    let live = true;
    void getKycStatus().then((s) => {
      if (live) setRejected(s === 'rejected');
    });
    return () => {
      live = false;
    };
  }, []);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const confirm = async () => {
    if (!password) return setPasswordError(M.passwordRequired);
    setBusy(true);
    setError(null);
    try {
      const r = await deleteAccount(password);
      onDeleted(r.message ?? M.accountDeleted, r.data.fundsHeld);
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
        {rejected ? (
          <p className="muted" data-testid="closure-rejected-notice">
            {CLOSURE_MESSAGES.rejectedNotice}
          </p>
        ) : (
          <p className="muted">
            Withdraw your entire balance first, and wait for any card purchase or withdrawal to complete: an account
            that still holds funds or has one open cannot be deleted.
          </p>
        )}
        <p className="muted">
          As the law requires, we keep your identity and transaction records for the periods our AML/CFT Policy states,
          then delete them.
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
        <OfflineNotice action="close your account" id={OFFLINE_DIALOG_NOTICE_ID} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <OnlineButton variant="danger" onClick={() => void confirm()} busy={busy} notice={OFFLINE_DIALOG_NOTICE_ID}>
            {busy ? 'Deleting...' : 'Delete Account'}
          </OnlineButton>
        </div>
      </div>
    </Modal>
  );
}
