/**
 * The frame of the address books' add dialogs, crypto address (decision 134) and bank account
 * (decision 243): the dialog and its labelled form, the destination's own fields, then the
 * current password, a 2FA code when 2FA is on, the refusal and the buttons. Sending touches the
 * destination's fields and the password and code; a refusal lands under the field it names, else
 * above the buttons. After saving the buttons stay busy: the dialog closes, nothing is sent again.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import type { useForm } from '../../state/use-form.js';
import { Modal } from '../../ui/Modal.js';
import type { FormErrors } from './address-book-form.js';
import { PasswordCodeFields } from './PasswordCodeFields.js';

type Secured = 'password' | 'otp';

export function AddDestinationModal<K extends string>(p: {
  title: string;
  form: ReturnType<typeof useForm<K | Secured>>;
  /** The destination's fields, whose rules show when the form is sent. */
  fields: readonly K[];
  is2FA: boolean;
  submitLabel: string;
  /** Saves the destination (and reports it); throws the server's refusal. */
  save: () => Promise<void>;
  /** What a refusal shows: under the field it names, or `form` above the buttons. */
  refusal: (err: unknown) => FormErrors;
  onClose: () => void;
  /** The destination's fields, each edited through `edit`. */
  children: (edit: (field: K) => (v: string) => void) => ReactNode;
}) {
  const { form } = p;
  const [saved, setSaved] = useState(false);

  // Editing a field answers the refusal that named no field, too.
  const edit = (field: K | Secured) => (v: string) => {
    form.set(field, v);
    form.setMessage(undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.touchOnly(...p.fields, 'password', 'otp');
    if (!form.valid) return;
    await form.submit(async () => {
      try {
        await p.save();
        setSaved(true);
      } catch (err) {
        const { form: message, ...fields } = p.refusal(err);
        form.setServerErrors(fields);
        form.setMessage(message);
      }
    });
  };

  return (
    <Modal title={p.title} onClose={p.onClose}>
      <form onSubmit={submit} noValidate className="password-code-form" aria-label={p.title}>
        {p.children(edit)}
        <PasswordCodeFields
          password={form.values.password}
          otp={form.values.otp}
          is2FA={p.is2FA}
          errors={{ password: form.error('password'), otp: form.error('otp'), form: form.message }}
          onPassword={edit('password')}
          onOtp={edit('otp')}
          submit={p.submitLabel}
          busy={form.submitting || saved}
          onCancel={p.onClose}
        />
      </form>
    </Modal>
  );
}
