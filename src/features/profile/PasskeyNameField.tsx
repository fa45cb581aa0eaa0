/** A passkey's name: required, at most PASSKEY_NAME_MAX characters (the server's rule too). */
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from '../../../contract/passkeys.js';
import { Field } from '../../ui/Field.js';

export function passkeyNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return PASSKEY_MESSAGES.nameRequired;
  if ([...trimmed].length > PASSKEY_NAME_MAX) return PASSKEY_MESSAGES.nameTooLong;
  return undefined;
}

export function PasskeyNameField(props: { value: string; error?: string; onChange: (name: string) => void }) {
  return (
    <Field
      label="Passkey name"
      name="passkey-name"
      autoComplete="off"
      placeholder="For example: Work laptop"
      maxLength={PASSKEY_NAME_MAX}
      hint="So you can tell your passkeys apart."
      value={props.value}
      error={props.error}
      data-autofocus
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
