/**
 * Delete account: refused by the server while money is held or a purchase or withdrawal is open;
 * otherwise the account is closed. A customer whose verification was rejected may close with a
 * balance, which is held for return (decision 100): the modal says so before they confirm.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { ApiCallError, refusalOf } from '../../api/errors.js';
import { getKycStatus } from '../../api/kyc.js';
import { OFFLINE_DIALOG_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { useForm } from '../../state/use-form.js';
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
  const [kyc] = useLoad(getKycStatus, []);
  const rejected = loadedData(kyc) === 'rejected';
  // The password's rule shows when the form is sent and hides while it is edited.
  const form = useForm<'password'>(
    { password: '' },
    (v) => ({ password: v.password ? undefined : t`Enter your current password` }),
    'submit',
  );
  const busy = form.submitting;

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    form.touchOnly('password');
    if (!form.valid) return;
    await form.submit(async () => {
      try {
        const r = await deleteAccount(form.values.password);
        const { fundsHeld } = r.data;
        onDeleted(
          fundsHeld
            ? t`Account has been successfully deleted. Your remaining balance is held for return: our support team will contact you by email to return it to you.`
            : t`Account has been successfully deleted`,
          fundsHeld,
        );
      } catch (err) {
        if (err instanceof ApiCallError && err.errors.password) {
          form.setServerErrors({ password: err.errors.password });
          return;
        }
        const message = refusalOf(err, t`Failed to delete account. Please try again.`);
        form.setMessage(message);
        toast.error(message);
      }
    });
  };

  return (
    <Modal title={t`Delete Account`} onClose={onClose}>
      <form className="delete-modal" onSubmit={confirm} noValidate>
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
          value={form.values.password}
          error={form.error('password')}
          onChange={(e) => form.set('password', e.target.value)}
        />
        {form.message ? (
          <p className="form-error" role="alert">
            {form.message}
          </p>
        ) : null}
        <OfflineNotice message={t`A connection is needed to close your account.`} id={OFFLINE_DIALOG_NOTICE_ID} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <OnlineButton type="submit" variant="danger" busy={busy} notice={OFFLINE_DIALOG_NOTICE_ID}>
            {busy ? <Trans>Deleting...</Trans> : <Trans>Delete Account</Trans>}
          </OnlineButton>
        </div>
      </form>
    </Modal>
  );
}
