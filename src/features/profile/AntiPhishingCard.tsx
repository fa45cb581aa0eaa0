/** The anti-phishing code: shown at the top of every email we send; active only with 2FA on. */
import { MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ANTI_PHISHING_MAX, PROFILE_MESSAGES as M, validateAntiPhishingCode } from '../../../contract/profile.js';
import { ApiCallError } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { OFFLINE_NOTICE_ID } from '../../offline/OfflineNotice.js';
import { auth } from '../../state/auth.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { toast } from '../../ui/toast.js';
import { getSecuritySettings, setAntiPhishingCode } from './api/profile.js';

export function AntiPhishingCard() {
  const { user } = useSnapshot(auth);
  const online = useOnline();
  const active = Boolean(user?.is2FA);
  const [current, setCurrent] = useState<string | null | undefined>(undefined);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  // Read again when 2FA is turned on: the code becomes available then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` is the trigger, not an input
  useEffect(() => {
    let cancelled = false;
    getSecuritySettings()
      .then((s) => {
        if (!cancelled) setCurrent(s.antiPhishingCode);
      })
      .catch(() => {
        if (!cancelled) setCurrent(null);
      });
    return () => {
      cancelled = true;
    };
  }, [active]);

  const save = async (code: string) => {
    const problem = code ? validateAntiPhishingCode(code) : undefined;
    if (problem) return setError(problem);
    if (!password) return setPasswordError(M.passwordRequired);
    setBusy(true);
    try {
      const r = await setAntiPhishingCode(code, password);
      setCurrent(r.data?.antiPhishingCode ?? null);
      setValue('');
      setPassword('');
      toast.success(r.message ?? M.antiPhishingSaved);
    } catch (err) {
      if (err instanceof ApiCallError && err.errors.password) {
        setPasswordError(err.errors.password);
        return;
      }
      const message =
        err instanceof ApiCallError ? (err.errors.code ?? (err.code !== 'NETWORK' ? err.message : null)) : null;
      setError(message ?? M.antiPhishingFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`profile-card security-card${active ? '' : ' security-inactive'}`}>
      <div className="security-card-head">
        <MailCheck aria-hidden="true" size={24} />
        <h2>Anti-Phishing Code</h2>
        <span className={`badge${current ? ' badge-success' : ''}`}>{current ? 'Set' : 'Not set'}</span>
      </div>
      <p className="muted">
        A phrase of your choice that every email from us shows at the top. An email claiming to be from us without it is
        not ours.
      </p>
      {!active ? (
        <p className="notice">Available once Two-Factor Authentication is on.</p>
      ) : (
        <>
          {current ? (
            <p>
              Your code: <strong className="anti-phishing-current">{current}</strong>
            </p>
          ) : null}
          <form
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              void save(value.trim());
            }}
            noValidate
          >
            <Field
              label={current ? 'New anti-phishing code' : 'Anti-phishing code'}
              value={value}
              maxLength={ANTI_PHISHING_MAX}
              hint="4 to 20 letters, digits, spaces, - or _"
              error={error}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
            />
            <Field
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={password}
              hint="Needed to change or remove the code"
              error={passwordError}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError(null);
              }}
            />
            <div className="modal-actions">
              {current ? (
                <Button
                  variant="secondary"
                  onClick={() => void save('')}
                  disabled={busy || !online}
                  aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
                >
                  Remove code
                </Button>
              ) : null}
              <Button
                type="submit"
                busy={busy}
                disabled={!online || !value.trim()}
                aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
              >
                Save code
              </Button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
