/**
 * Delete account: refused by the server while money is held or a purchase or withdrawal is open;
 * otherwise the account is closed. A customer whose verification was rejected may close with a
 * balance, which is held for return (decision 100): the modal says so before they confirm.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiCallError } from '../../api/errors.js';
import { getKycStatus } from '../../api/kyc.js';
import { OFFLINE_DIALOG_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { loadedData, useLoad } from '../../state/use-load.js';
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
  /** The closing message, and whether a balance is held for return (the message says so). */
  onDeleted: (message: string, fundsHeld: boolean) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [kyc] = useLoad(getKycStatus, []);
  const rejected = loadedData(kyc) === 'rejected';
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const confirm = async () => {
    if (!password) return setPasswordError(t`Enter your current password`);
    setBusy(true);
    setError(null);
    try {
      const r = await deleteAccount(password);
      const { fundsHeld } = r.data;
      onDeleted(
        fundsHeld
          ? t`Account has been successfully deleted. Your remaining balance is held for return: our support team will contact you by email to return it to you.`
          : t`Account has been successfully deleted`,
        fundsHeld,
      );
    } catch (err) {
      if (err instanceof ApiCallError && err.errors.password) {
        setPasswordError(err.errors.password);
        setBusy(false);
        return;
      }
      const message =
        err instanceof ApiCallError && err.code !== 'NETWORK' && err.message
          ? err.message
          : t`Failed to delete account. Please try again.`;
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <Modal title={t`Delete Account`} onClose={onClose}>
      <div className="delete-modal">
        <p>
          <Trans>
            Deleting your account closes it for good: you will be signed out on every device and cannot sign in again.
          </Trans>
        </p>
        {rejected ? (
          <p className="muted" data-testid="closure-rejected-notice">
            <Trans>
              Your identity verification was rejected, so you cannot withdraw. You can still delete your account: your
              remaining balance is then held for return, and our support team contacts you by email to return it to you.
            </Trans>
          </p>
        ) : (
          <p className="muted">
            <Trans>
              Withdraw your entire balance first, and wait for any card purchase or withdrawal to complete: an account
              that still holds funds or has one open cannot be deleted.
            </Trans>
          </p>
        )}
        <p className="muted">
          <Trans>
            As the law requires, we keep your identity and transaction records for the periods our AML/CFT Policy
            states, then delete them.
          </Trans>
        </p>
        <Field
          label={t`Current password`}
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
        <OfflineNotice message={t`A connection is needed to close your account.`} id={OFFLINE_DIALOG_NOTICE_ID} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <OnlineButton variant="danger" onClick={() => void confirm()} busy={busy} notice={OFFLINE_DIALOG_NOTICE_ID}>
            {busy ? <Trans>Deleting...</Trans> : <Trans>Delete Account</Trans>}
          </OnlineButton>
        </div>
      </div>
    </Modal>
  );
}
