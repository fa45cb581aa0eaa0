/**
 * 2FA off, and being set up: generate a secret, scan its QR code (drawn here in the browser from
 * the otpauth URI; the secret never goes to any outside service) or type the base32 key, then
 * enter the current password and a code from the authenticator to turn 2FA on; when the server
 * asks, the emailed code or a passkey the account has confirms it too (decision 492).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { cleanTotpInput, type Generate2faData, QR_SIZE } from '../../../contract/profile.js';
import { useOnline } from '../../offline/hooks.js';
import { UsePasskeyButton } from '../../passkeys/UsePasskeyButton.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { QrCode } from '../../ui/QrCode.js';
import { toast } from '../../ui/toast.js';
import { EmailCodeStep, PasskeyStepNote } from './StepProof.js';
import { TwoFactorHead } from './TwoFactorHead.js';
import { useTwoFactorSetup } from './use-two-factor-setup.js';

/** Groups of four, as authenticator apps show keys. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** The secret to add to the authenticator app: as a QR code, or as a key to type. */
function SecretKey({ secret }: { secret: Generate2faData }) {
  const { t } = useLingui();
  return (
    <div className="twofa-secret">
      <QrCode data={secret.qrCodeUrl} size={QR_SIZE} label={t`QR code to add this account to your authenticator app`} />
      <div className="twofa-manual">
        <p id="totp-secret-label">
          <Trans>Can't scan? Enter this key in the app:</Trans>
        </p>
        <code id="totp-secret" data-secret={secret.base32}>
          {grouped(secret.base32)}
        </code>
        <Button
          variant="ghost"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(secret.base32)
              .then(() => toast.success(t`Secret key copied`))
              .catch(() => toast.error(t`Copy failed: select the key and copy it instead`))
          }
        >
          <Copy aria-hidden="true" size={16} /> <Trans>Copy key</Trans>
        </Button>
      </div>
    </div>
  );
}

export function TwoFactorSetup({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const { secret, generating, genError, generate, form, enable, step, ready, send } = useTwoFactorSetup(onEnabled);
  return (
    <div className="profile-card security-card">
      <TwoFactorHead on={false} />
      <p className="muted">
        <Trans>
          Add a second step to signing in and withdrawing: a code from an authenticator app such as Google
          Authenticator, Microsoft Authenticator or 1Password.
        </Trans>
      </p>
      <ol className="twofa-steps">
        <li className="twofa-step">
          <p>
            <Trans>Generate a secret key and add it to your authenticator app.</Trans>
          </p>
          <OnlineButton variant="secondary" onClick={() => void generate()} busy={generating}>
            {secret ? <Trans>Generate a new secret</Trans> : <Trans>Generate Secret Code</Trans>}
          </OnlineButton>
          {genError ? (
            <p className="field-error" role="alert">
              {genError}
            </p>
          ) : null}
          {secret ? <SecretKey secret={secret} /> : null}
        </li>
        <li className="twofa-step">
          <form onSubmit={enable} noValidate>
            <Field
              label={t`Current password`}
              type="password"
              autoComplete="current-password"
              value={form.values.password}
              error={form.error('password')}
              onChange={(e) => form.set('password', e.target.value)}
            />
            <Field
              label={t`Verification code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t`6-digit code`}
              value={form.values.otp}
              error={form.error('otp')}
              onChange={(e) => form.set('otp', cleanTotpInput(e.target.value))}
            />
            {step.need === 'email' ? <EmailCodeStep step={step} busy={form.submitting} /> : null}
            {step.need === 'passkey' ? (
              <>
                <PasskeyStepNote />
                <UsePasskeyButton
                  disabled={!online || form.submitting}
                  ready={ready}
                  onProblem={(message) => form.setMessage(message)}
                  onAssertion={(passkey) => send(passkey)}
                />
              </>
            ) : null}
            {form.message ? (
              <p className="form-error" role="alert">
                {form.message}
              </p>
            ) : null}
            <OnlineButton type="submit" busy={form.submitting}>
              <Trans>Enable 2FA</Trans>
            </OnlineButton>
          </form>
        </li>
      </ol>
    </div>
  );
}
