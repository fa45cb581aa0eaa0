/**
 * Two-factor set-up: generate a secret, scan its QR code (drawn here in the browser from the
 * otpauth URI; the secret never goes to any outside service) or type the base32 key, then enter a
 * code from the authenticator to turn 2FA on.
 */
import { Copy, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { cleanTotpInput, type Generate2faData, PROFILE_MESSAGES as M, QR_SIZE } from '../../../contract/profile.js';
import { ApiCallError } from '../../api/errors.js';
import { enable2fa, generate2faSecret } from '../../api/profile.js';
import { useOnline } from '../../offline/hooks.js';
import { OFFLINE_NOTICE_ID } from '../../offline/OfflineNotice.js';
import { auth, updateUser } from '../../state/auth.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { QrCode } from '../../ui/QrCode.js';
import { toast } from '../../ui/toast.js';

/** Groups of four, as authenticator apps show keys. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function TwoFactorCard({ onEnabled }: { onEnabled: () => void }) {
  const { user } = useSnapshot(auth);
  const online = useOnline();
  const [secret, setSecret] = useState<Generate2faData | null>(null);
  const [generating, setGenerating] = useState(false);
  const [genError, setGenError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [enabling, setEnabling] = useState(false);

  if (user?.is2FA)
    return (
      <div className="profile-card security-card">
        <div className="security-card-head">
          <ShieldCheck aria-hidden="true" size={24} className="security-on" />
          <h2>Two-Factor Authentication</h2>
          <span className="badge badge-success">Enabled</span>
        </div>
        <p className="muted">
          Signing in and withdrawing ask for a 6-digit code from your authenticator app. Keep the app and its backup
          safe: without it you cannot sign in.
        </p>
      </div>
    );

  const generate = async () => {
    setGenerating(true);
    setGenError(null);
    try {
      setSecret(await generate2faSecret());
      setCode('');
      setCodeError(null);
    } catch (e) {
      setGenError(M.twoFaGenerateFailed);
      toast.error(e instanceof ApiCallError && e.code !== 'NETWORK' ? e.message : M.twoFaGenerateFailedRetry);
    } finally {
      setGenerating(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!secret) return setCodeError(M.generateSecretFirst);
    if (!code.trim()) return setCodeError(M.enterVerificationCode);
    setEnabling(true);
    try {
      await enable2fa({ security_key: secret.base32, otp: code });
      updateUser({ is2FA: true });
      setSecret(null);
      setCode('');
      onEnabled();
    } catch (err) {
      if (err instanceof ApiCallError && err.code === 'OTP_INVALID') setCodeError(M.invalidVerificationCode);
      else if (err instanceof ApiCallError && err.errors.security_key) setCodeError(M.generateSecretFirst);
      else if (err instanceof ApiCallError && err.code === 'RATE_LIMITED') setCodeError(err.message);
      else setCodeError(M.verifyFailed);
    } finally {
      setEnabling(false);
    }
  };

  return (
    <div className="profile-card security-card">
      <div className="security-card-head">
        <ShieldCheck aria-hidden="true" size={24} />
        <h2>Two-Factor Authentication</h2>
        <span className="badge">Off</span>
      </div>
      <p className="muted">
        Add a second step to signing in and withdrawing: a code from an authenticator app such as Google Authenticator,
        Microsoft Authenticator or 1Password.
      </p>
      <ol className="twofa-steps">
        <li className="twofa-step">
          <p>Generate a secret key and add it to your authenticator app.</p>
          <Button
            variant="secondary"
            onClick={() => void generate()}
            busy={generating}
            disabled={!online}
            aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
          >
            {secret ? 'Generate a new secret' : 'Generate Secret Code'}
          </Button>
          {genError ? (
            <p className="field-error" role="alert">
              {genError}
            </p>
          ) : null}
          {secret ? (
            <div className="twofa-secret">
              <QrCode
                data={secret.qrCodeUrl}
                size={QR_SIZE}
                label="QR code to add this account to your authenticator app"
              />
              <div className="twofa-manual">
                <p id="totp-secret-label">Can't scan? Enter this key in the app:</p>
                <code id="totp-secret" data-secret={secret.base32}>
                  {grouped(secret.base32)}
                </code>
                <Button
                  variant="ghost"
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(secret.base32)
                      .then(() => toast.success('Secret key copied'))
                      .catch(() => toast.error('Copy failed: select the key and copy it instead'))
                  }
                >
                  <Copy aria-hidden="true" size={16} /> Copy key
                </Button>
              </div>
            </div>
          ) : null}
        </li>
        <li className="twofa-step">
          <form onSubmit={submit} noValidate>
            <Field
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="6-digit code"
              value={code}
              error={codeError}
              onChange={(e) => {
                setCode(cleanTotpInput(e.target.value));
                setCodeError(null);
              }}
            />
            <Button
              type="submit"
              busy={enabling}
              disabled={!online}
              aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
            >
              Enable 2FA
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}
