/**
 * A withdrawal's confirmation on an account without 2FA (decision 367), for coins and cash alike:
 * with a passkey when the account has one; otherwise with the code emailed for the withdrawal
 * (sent when the dialog opens, and again on request) and the password, or by setting up 2FA
 * first. The server decides which; the screen opens this with what it answered.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { sendWithdrawalCode } from '../api/accounts.js';
import * as paths from '../lib/paths.js';
import { UsePasskeyButton } from '../passkeys/UsePasskeyButton.js';
import { useForm } from '../state/use-form.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { Modal } from '../ui/Modal.js';
import { useEmailedCode } from './use-emailed-code.js';

export type ConfirmByEmailMode = 'email' | 'passkey';

export interface EmailProof {
  emailCode: string;
  password: string;
}

interface ConfirmByEmailDialogProps {
  mode: ConfirmByEmailMode;
  busy: boolean;
  /** The refusal of the last try, shown under the form. */
  error: string | null;
  /** What is being confirmed (the withdrawal's review), shown above. */
  summary?: ReactNode;
  onSubmit: (proof: EmailProof) => void;
  onPasskey: (passkey: unknown) => void;
  onPasskeyProblem: (message: string) => void;
  onCancel: () => void;
}

export function ConfirmByEmailDialog(props: ConfirmByEmailDialogProps) {
  const { t } = useLingui();
  const { mode, busy, error, summary, onSubmit, onPasskey, onPasskeyProblem, onCancel } = props;
  const form = useForm<'emailCode' | 'password'>(
    { emailCode: '', password: '' },
    (v) => ({
      emailCode: v.emailCode ? undefined : t`Enter the code we emailed you.`,
      password: v.password ? undefined : t`Enter your password.`,
    }),
    'submit',
  );
  const { sent, send } = useEmailedCode(sendWithdrawalCode);
  // The code is asked for once, when the dialog opens on an account that confirms by email.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once per opening, not on every render
  useEffect(() => {
    if (mode === 'email') send();
  }, [mode]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    form.touchAll();
    if (form.valid) onSubmit({ emailCode: form.values.emailCode, password: form.values.password });
  };

  return (
    <Modal title={t`Confirm the withdrawal`} onClose={busy ? () => {} : onCancel} closeOnBackdrop={!busy}>
      {summary}
      {mode === 'passkey' ? (
        <div>
          <p className="muted">
            <Trans>Confirm this withdrawal with your passkey.</Trans>
          </p>
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <UsePasskeyButton disabled={busy} onAssertion={onPasskey} onProblem={onPasskeyProblem} />
          <div className="dialog-actions">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t`Confirm the withdrawal by email`}>
          <p className="muted" role="status">
            {sent === 'sending' ? (
              <Trans>Sending a code to your email…</Trans>
            ) : sent === 'sent' ? (
              <Trans>We emailed you a code. Enter it with your password to confirm this withdrawal.</Trans>
            ) : (
              sent
            )}
          </p>
          <Field
            label={t`Code from the email`}
            data-autofocus
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={form.values.emailCode}
            onChange={(e) => form.set('emailCode', e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={form.error('emailCode')}
          />
          <Field
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(e) => form.set('password', e.target.value)}
            error={form.error('password') ?? error}
          />
          <p className="muted">
            <Button variant="ghost" onClick={send} disabled={busy || sent === 'sending'}>
              <Trans>Send the code again</Trans>
            </Button>{' '}
            <Link href={paths.profileSectionPath('security')}>
              <Trans>Set up two-factor authentication instead</Trans>
            </Link>
          </p>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" busy={busy}>
              {busy ? t`Verifying...` : t`Confirm`}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
