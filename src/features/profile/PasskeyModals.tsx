/**
 * The passkey changes: add (a name, the password, and with 2FA a code or another passkey), rename
 * (a name), remove (confirmed with the password and, with 2FA, a code or a passkey).
 */
import { type FormEvent, useState } from 'react';
import type * as calls from '../../../contract/calls/passkeys.js';
import type { PasskeyView } from '../../../contract/passkeys.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { removePasskey, renamePasskey } from '../../api/passkeys.js';
import { addPasskey } from '../../passkeys/ceremonies.js';
import { PASSKEY_UI } from '../../passkeys/messages.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Button } from '../../ui/Button.js';
import { Modal } from '../../ui/Modal.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { PasskeyNameField, passkeyNameError } from './PasskeyNameField.js';
import { PasswordCodeModal } from './PasswordCodeModal.js';

interface ChangeProps {
  is2FA: boolean;
  onClose: () => void;
  /** After the change: the list is read again. */
  onDone: () => void;
}

type Fields = FormFields<typeof calls.renamePasskey, 'name'>;
const rules = (v: Record<Fields, string>) => ({ name: passkeyNameError(v.name) });

/** The passkey's name: its rule's message shows when sent and hides while the name is edited. */
const useNameForm = (name: string) => useForm<Fields>({ name }, rules, 'submit');

export function AddPasskeyModal({ is2FA, onClose, onDone }: ChangeProps) {
  const form = useNameForm('');
  const { name } = form.values;
  return (
    <PasswordCodeModal
      title="Add a passkey"
      intro={
        is2FA
          ? 'Name the passkey, then confirm with your password and a 2FA code or a passkey you already have. Your browser then asks your device to create the passkey.'
          : 'Name the passkey and confirm with your password. Your browser then asks your device to create the passkey.'
      }
      action="Add passkey"
      askCode={is2FA}
      check={() => {
        form.touchOnly('name');
        return form.valid;
      }}
      run={async (p) => {
        const r = await addPasskey({ name: name.trim(), ...p });
        toast.success(r.message ?? 'Passkey added.');
        onDone();
      }}
      onClose={onClose}
    >
      <PasskeyNameField value={name} error={form.error('name')} onChange={(v) => form.set('name', v)} />
    </PasswordCodeModal>
  );
}

export function RenamePasskeyModal({
  passkey,
  onClose,
  onDone,
}: Omit<ChangeProps, 'is2FA'> & { passkey: PasskeyView }) {
  const form = useNameForm(passkey.name);
  const { name } = form.values;
  // Stays on after the rename: the dialog closes, nothing may be sent again.
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.touchOnly('name');
    if (!form.valid) return;
    setBusy(true);
    try {
      const r = await renamePasskey(passkey.id, name.trim());
      toast.success(r.message ?? 'Passkey renamed.');
      onDone();
    } catch (err) {
      form.setServerErrors({
        name: err instanceof ApiCallError && err.errors.name ? err.errors.name : messageOf(err, PASSKEY_UI.failed),
      });
      setBusy(false);
    }
  };
  return (
    <Modal title="Rename passkey" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <PasskeyNameField value={name} error={form.error('name')} onChange={(v) => form.set('name', v)} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <OnlineButton type="submit" busy={busy} notice={null}>
            Save name
          </OnlineButton>
        </div>
      </form>
    </Modal>
  );
}

export function RemovePasskeyModal({ passkey, is2FA, onClose, onDone }: ChangeProps & { passkey: PasskeyView }) {
  return (
    <PasswordCodeModal
      title={`Remove "${passkey.name}"?`}
      intro={`The passkey "${passkey.name}" will no longer sign in or confirm withdrawals. Remove it from your device's passkey list too. Confirm with your password${is2FA ? ' and a 2FA code or a passkey' : ''}.`}
      action="Remove passkey"
      danger
      askCode={is2FA}
      run={async (p) => {
        const r = await removePasskey({ id: passkey.id, ...p });
        toast.success(r.message ?? 'Passkey removed.');
        onDone();
      }}
      onClose={onClose}
    />
  );
}
