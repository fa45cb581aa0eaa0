/**
 * The passkey changes: add (a name, the password, and what confirms the account's withdrawals: with
 * 2FA a code or a passkey, else a passkey it has, else a code we email), rename (a name), remove
 * (confirmed the same way). The server decides what it asks (decision 492); the intro names it
 * beforehand from the same rule, `withdrawalStepOf`.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type * as calls from '../../../contract/calls/passkeys.js';
import type { PasskeyView } from '../../../contract/passkeys.js';
import type { WithdrawalStep } from '../../../contract/withdrawal-confirm.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { removePasskey, renamePasskey } from '../../api/passkeys.js';
import { addPasskey } from '../../passkeys/ceremonies.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Button } from '../../ui/Button.js';
import { Modal } from '../../ui/Modal.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { PasskeyNameField, passkeyNameError } from './PasskeyNameField.js';
import { PasswordCodeModal } from './PasswordCodeModal.js';

interface ChangeProps {
  /** What confirms the account's withdrawals, and so this change; null while the passkeys are unknown. */
  step: WithdrawalStep | null;
  onClose: () => void;
  /** After the change: the list is read again. */
  onDone: () => void;
}

type Fields = FormFields<typeof calls.renamePasskey, 'name'>;
const rules = (v: Record<Fields, string>) => ({ name: passkeyNameError(v.name) });

/** The passkey's name: its rule's message shows when sent and hides while the name is edited. */
const useNameForm = (name: string) => useForm<Fields>({ name }, rules, 'submit');

export function AddPasskeyModal({ step, onClose, onDone }: ChangeProps) {
  const { t } = useLingui();
  const form = useNameForm('');
  const { name } = form.values;
  const intro = {
    second_factor: t`Name the passkey, then confirm with your password and a 2FA code or a passkey you already have. Your browser then asks your device to create the passkey.`,
    passkey: t`Name the passkey, then confirm with your password and a passkey you already have. Your browser then asks your device to create the passkey.`,
    email_and_password: t`Name the passkey, then confirm with your password and a code we email you. Your browser then asks your device to create the passkey.`,
  };
  return (
    <PasswordCodeModal
      title={t`Add a passkey`}
      intro={
        step
          ? intro[step]
          : t`Name the passkey and confirm with your password. Your browser then asks your device to create the passkey.`
      }
      action={t`Add passkey`}
      askCode={step === 'second_factor'}
      check={() => {
        form.touchOnly('name');
        return form.valid;
      }}
      run={async (p) => {
        await addPasskey({ name: name.trim(), ...p });
        toast.success(t`Passkey added.`);
        onDone();
      }}
      onClose={onClose}
    >
      <PasskeyNameField value={name} error={form.error('name')} onChange={(v) => form.set('name', v)} />
    </PasswordCodeModal>
  );
}

export function RenamePasskeyModal({ passkey, onClose, onDone }: Omit<ChangeProps, 'step'> & { passkey: PasskeyView }) {
  const { t } = useLingui();
  const form = useNameForm(passkey.name);
  const { name } = form.values;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.touchOnly('name');
    if (!form.valid) return;
    await form.submit(async () => {
      try {
        await renamePasskey(passkey.id, name.trim());
        toast.success(t`Passkey renamed.`);
        onDone();
        // Busy for good: the dialog closes, nothing may be sent again.
        return 'done';
      } catch (err) {
        form.setServerErrors({
          name:
            err instanceof ApiCallError && err.errors.name
              ? err.errors.name
              : messageOf(err, t`Your passkey could not be used. Please try again.`),
        });
      }
    });
  };
  return (
    <Modal title={t`Rename passkey`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <PasskeyNameField value={name} error={form.error('name')} onChange={(v) => form.set('name', v)} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <OnlineButton type="submit" busy={form.submitting} notice={null}>
            <Trans>Save name</Trans>
          </OnlineButton>
        </div>
      </form>
    </Modal>
  );
}

export function RemovePasskeyModal({ passkey, step, onClose, onDone }: ChangeProps & { passkey: PasskeyView }) {
  const { t } = useLingui();
  const name = passkey.name;
  return (
    <PasswordCodeModal
      title={t`Remove "${name}"?`}
      intro={
        step === 'second_factor'
          ? t`The passkey "${name}" will no longer sign in or confirm withdrawals. Remove it from your device's passkey list too. Confirm with your password and a 2FA code or a passkey.`
          : t`The passkey "${name}" will no longer sign in or confirm withdrawals. Remove it from your device's passkey list too. Confirm with your password and a passkey.`
      }
      action={t`Remove passkey`}
      danger
      askCode={step === 'second_factor'}
      run={async (p) => {
        await removePasskey({ id: passkey.id, ...p });
        toast.success(t`Passkey removed.`);
        onDone();
      }}
      onClose={onClose}
    />
  );
}
