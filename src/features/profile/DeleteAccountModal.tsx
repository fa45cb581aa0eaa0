/** Delete account: refused by the server while money is held; otherwise the account is closed. */
import { useState } from 'react';
import { PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { ApiCallError } from '../../api/errors.js';
import { deleteAccount } from '../../api/profile.js';
import { useOnline } from '../../offline/hooks.js';
import { OFFLINE_DIALOG_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { Button } from '../../ui/Button.js';
import { Modal } from '../../ui/Modal.js';
import { toast } from '../../ui/toast.js';

export function DeleteAccountModal({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount();
      onDeleted();
    } catch (err) {
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
          <Button
            variant="danger"
            onClick={() => void confirm()}
            busy={busy}
            disabled={!online}
            aria-describedby={online ? undefined : OFFLINE_DIALOG_NOTICE_ID}
          >
            {busy ? 'Deleting...' : 'Delete Account'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
