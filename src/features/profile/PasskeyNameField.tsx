/** A passkey's name: required, at most PASSKEY_NAME_MAX characters (the server's rule too). */
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PASSKEY_NAME_MAX } from '../../../contract/passkeys.js';
import { Field } from '../../ui/Field.js';
import { plainTextError } from './plain-text-error.js';

export function passkeyNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return t`Please enter a name for the passkey.`;
  if ([...trimmed].length > PASSKEY_NAME_MAX) return t`Passkey names are at most ${PASSKEY_NAME_MAX} characters.`;
  return plainTextError(trimmed);
}

export function PasskeyNameField(props: { value: string; error?: string; onChange: (name: string) => void }) {
  const { t } = useLingui();
  return (
    <Field
      label={t`Passkey name`}
      name="passkey-name"
      autoComplete="off"
      placeholder={t`For example: Work laptop`}
      maxLength={PASSKEY_NAME_MAX}
      hint={t`So you can tell your passkeys apart.`}
      value={props.value}
      error={props.error}
      data-autofocus
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
