/** The anti-phishing code: shown at the top of every email we send; active only with 2FA on. */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type * as calls from '../../../contract/calls/profile.js';
import { ANTI_PHISHING_MAX, validateAntiPhishingCode } from '../../../contract/profile.js';
import { ApiCallError, refusalOf } from '../../api/errors.js';
import { auth } from '../../state/auth.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Field } from '../../ui/Field.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { getSecuritySettings, setAntiPhishingCode } from './api/profile.js';

type Fields = FormFields<typeof calls.setAntiPhishingCode, 'code' | 'password'>;
const rules = (v: Record<Fields, string>) => ({
  // An empty code removes it: only a code given is checked.
  code: v.code.trim() ? validateAntiPhishingCode(v.code.trim()) : undefined,
  password: v.password ? undefined : t`Enter your current password`,
});

export function AntiPhishingCard() {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const active = Boolean(user?.is2FA);
  const [current, setCurrent] = useState<string | null | undefined>(undefined);
  // A rule's message shows when the code is saved and hides while its field is edited.
  const form = useForm<Fields>({ code: '', password: '' }, rules, 'submit');
  const { code: value, password } = form.values;

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

  /** Saves the code typed, or removes it (''). The code is checked first, then the password. */
  const save = (code: string) => {
    const checked: Fields = code && form.errors.code ? 'code' : 'password';
    form.touchOnly(checked);
    if (form.errors[checked]) return;
    void form.submit(async () => {
      try {
        const r = await setAntiPhishingCode(code, password);
        setCurrent(r.data?.antiPhishingCode ?? null);
        form.reset();
        toast.success(code ? t`Anti-phishing code saved` : t`Anti-phishing code removed`);
      } catch (err) {
        if (err instanceof ApiCallError && err.errors.password) {
          form.setServerErrors({ password: err.errors.password });
          return;
        }
        const named = err instanceof ApiCallError ? err.errors.code : undefined;
        form.setServerErrors({
          code: named ?? refusalOf(err, t`Failed to save anti-phishing code. Please try again.`),
        });
      }
    });
  };

  return (
    <div className={`profile-card security-card${active ? '' : ' security-inactive'}`}>
      <div className="security-card-head">
        <MailCheck aria-hidden="true" size={24} />
        <h2>
          <Trans>Anti-Phishing Code</Trans>
        </h2>
        <span className={`badge${current ? ' badge-success' : ''}`}>
          {current ? <Trans>Set</Trans> : <Trans>Not set</Trans>}
        </span>
      </div>
      <p className="muted">
        <Trans>
          A phrase of your choice that every email from us shows at the top. An email claiming to be from us without it
          is not ours.
        </Trans>
      </p>
      {!active ? (
        <p className="notice">
          <Trans>Available once Two-Factor Authentication is on.</Trans>
        </p>
      ) : (
        <>
          {current ? (
            <p>
              <Trans>
                Your code: <strong className="anti-phishing-current">{current}</strong>
              </Trans>
            </p>
          ) : null}
          <form
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              save(value.trim());
            }}
            noValidate
          >
            <Field
              label={current ? t`New anti-phishing code` : t`Anti-phishing code`}
              value={value}
              maxLength={ANTI_PHISHING_MAX}
              hint={t`4 to 20 letters, digits, spaces, - or _`}
              error={form.error('code')}
              onChange={(e) => form.set('code', e.target.value)}
            />
            <Field
              label={t`Current password`}
              type="password"
              autoComplete="current-password"
              value={password}
              hint={t`Needed to change or remove the code`}
              error={form.error('password')}
              onChange={(e) => form.set('password', e.target.value)}
            />
            <div className="modal-actions">
              {current ? (
                <OnlineButton variant="secondary" onClick={() => save('')} disabled={form.submitting}>
                  <Trans>Remove code</Trans>
                </OnlineButton>
              ) : null}
              <OnlineButton type="submit" busy={form.submitting} disabled={!value.trim()}>
                <Trans>Save code</Trans>
              </OnlineButton>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
