/** Passkeys (decision 138): what the passkey calls answer. */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON, as @simplewebauthn/browser takes them).
 */
export interface PasskeyOptionsData {
  options: Record<string, unknown>;
}

export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  added: 'Passkey added.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  nameRequired: 'Please enter a name for the passkey.',
  nameTooLong: `Passkey names are at most ${PASSKEY_NAME_MAX} characters.`,
  notFound: 'Passkey not found.',
  refused: 'This passkey could not be verified. Please try again.',
  expired: 'This passkey request has expired or was already used. Please try again.',
  counter: 'This passkey reported a use older than one already seen, so it was refused. It may have been copied.',
} as const;
