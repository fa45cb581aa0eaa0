/**
 * Two-factor set-up: generate a secret, scan its QR code (drawn here in the browser from the
 * otpauth URI; the secret never goes to any outside service) or type the base32 key, then enter the
 * current password and a code from the authenticator to turn 2FA on; the ten recovery codes are
 * then shown once. With 2FA on: turn it off or make new recovery codes (password and a code).
 */
import { Copy, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { cleanTotpInput, type Generate2faData, PROFILE_MESSAGES as M, QR_SIZE } from '../../../contract/profile.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { OFFLINE_NOTICE_ID } from '../../offline/OfflineNotice.js';
import { auth, updateUser } from '../../state/auth.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { QrCode } from '../../ui/QrCode.js';
import { toast } from '../../ui/toast.js';
import {
  disable2fa,
  enable2fa,
  generate2faSecret,
  getSecuritySettings,
  regenerateRecoveryCodes,
} from './api/profile.js';
import { PasswordCodeModal } from './PasswordCodeModal.js';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.js';

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
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [enabling, setEnabling] = useState(false);
  // Recovery codes just issued: shown once, until the customer confirms they saved them.
  const [freshCodes, setFreshCodes] = useState<{ codes: string[]; after: () => void } | null>(null);
  const [modal, setModal] = useState<'disable' | 'renew' | null>(null);
  const [codesLeft, setCodesLeft] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when 2FA or the codes change
  useEffect(() => {
    if (!user?.is2FA) return;
    let cancelled = false;
    getSecuritySettings()
      .then((s) => {
        if (!cancelled) setCodesLeft(s.recoveryCodesLeft ?? null);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [user?.is2FA, freshCodes]);

  if (freshCodes)
    return (
      <div className="profile-card security-card">
        <div className="security-card-head">
          <ShieldCheck aria-hidden="true" size={24} className="security-on" />
          <h2>Two-Factor Authentication</h2>
          <span className="badge badge-success">Enabled</span>
        </div>
        <RecoveryCodesPanel
          codes={freshCodes.codes}
          onDone={() => {
            const after = freshCodes.after;
            setFreshCodes(null);
            after();
          }}
        />
      </div>
    );

  if (user?.is2FA)
    return (
      <div className="profile-card security-card">
        <div className="security-card-head">
          <ShieldCheck aria-hidden="true" size={24} className="security-on" />
          <h2>Two-Factor Authentication</h2>
          <span className="badge badge-success">Enabled</span>
        </div>
        <p className="muted">
          Signing in and withdrawing ask for a 6-digit code from your authenticator app. If you lose the app, a recovery
          code signs you in once instead.
        </p>
        {codesLeft !== null ? (
          <p className={codesLeft <= 2 ? 'notice' : undefined}>
            {codesLeft} unused recovery code{codesLeft === 1 ? '' : 's'}
            {codesLeft <= 2 ? ': make a new set soon.' : '.'}
          </p>
        ) : null}
        <div className="modal-actions twofa-manage">
          <Button variant="secondary" onClick={() => setModal('renew')} disabled={!online}>
            New recovery codes
          </Button>
          <Button variant="danger" onClick={() => setModal('disable')} disabled={!online}>
            Turn off 2FA
          </Button>
        </div>
        {modal === 'disable' ? (
          <PasswordCodeModal
            title="Turn off Two-Factor Authentication"
            intro="Signing in and withdrawing will no longer ask for a code, and your recovery codes will stop working. Enter your password and a code from your authenticator app or a recovery code."
            action="Turn off 2FA"
            danger
            onClose={() => setModal(null)}
            run={async (p) => {
              await disable2fa(p);
              setModal(null);
              updateUser({ is2FA: false });
              toast.success(M.twoFaDisabled);
            }}
          />
        ) : null}
        {modal === 'renew' ? (
          <PasswordCodeModal
            title="New recovery codes"
            intro="Your current recovery codes will stop working. Enter your password and a code from your authenticator app."
            action="Create new codes"
            onClose={() => setModal(null)}
            run={async (p) => {
              const codes = await regenerateRecoveryCodes(p);
              setModal(null);
              setFreshCodes({ codes, after: () => toast.success(M.recoveryCodesRenewed) });
            }}
          />
        ) : null}
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
    if (!code.trim()) setCodeError(M.enterVerificationCode);
    if (!password) setPasswordError(M.passwordRequired);
    if (!code.trim() || !password) return;
    setEnabling(true);
    try {
      const codes = await enable2fa({ security_key: secret.base32, otp: code, password });
      setSecret(null);
      setCode('');
      setPassword('');
      setFreshCodes({ codes, after: onEnabled });
      updateUser({ is2FA: true });
    } catch (err) {
      if (err instanceof ApiCallError && err.errors.password) setPasswordError(err.errors.password);
      else if (err instanceof ApiCallError && err.code === 'OTP_INVALID') setCodeError(M.invalidVerificationCode);
      else if (err instanceof ApiCallError && err.errors.security_key) setCodeError(M.generateSecretFirst);
      else if (err instanceof ApiCallError && (err.code === 'OTP_LOCKED' || err.code === 'ACCOUNT_LOCKED'))
        setCodeError(messageOf(err, err.message));
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
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={password}
              error={passwordError}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError(null);
              }}
            />
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
