/**
 * /staff-enrolment#email=…&code=…: the link emailed to a new staff member (decision 359). Nothing
 * happens on opening it (mail scanners open links too): the member asks for their authenticator
 * secret, adds it to their app, then chooses their password and types a code from the app. Only
 * they see the secret and the password; the link works once. The code sits in the fragment, so it
 * reaches no server log.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { UserCog } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { QR_SIZE } from '../../../contract/profile.js';
import { messageOf } from '../../api/errors.js';
import * as paths from '../../lib/paths.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { useForm } from '../../state/use-form.js';
import { Field } from '../../ui/Field.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { QrCode } from '../../ui/QrCode.js';
import { beginStaffEnrolment, finishStaffEnrolment } from './backoffice/staff-api.js';
import './backoffice/backoffice.css';
import { StaffError } from './backoffice/StaffError.js';

function linkParts(): { email: string; code: string } {
  const hash = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.hash.slice(1));
  return { email: hash.get('email') ?? '', code: hash.get('code') ?? '' };
}

/** The base32 secret of an otpauth URI, in groups of four as authenticator apps show keys. */
const secretOf = (uri: string) => (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

export default function StaffEnrolmentScreen() {
  const { t } = useLingui();
  const [link] = useState(linkParts);
  const [uri, setUri] = useState<string | null>(null);
  const form = useForm<'password' | 'totp'>(
    { password: '', totp: '' },
    (v) => ({ totp: /^\d{6}$/.test(v.totp.trim()) ? undefined : t`Enter the 6-digit code from your app.` }),
    'submit',
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(
    link.email && link.code ? null : t`This link is not valid. Ask an admin for a new one.`,
  );
  const [done, setDone] = useState(false);
  const failed = t`This did not work. Please try again.`;

  async function begin() {
    setBusy(true);
    setProblem(null);
    try {
      setUri((await beginStaffEnrolment(link.email, link.code)) ?? null);
    } catch (err) {
      setProblem(messageOf(err, failed));
    } finally {
      setBusy(false);
    }
  }

  function finish(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    form.touchAll();
    if (!form.valid) return;
    void form.submit(async () => {
      try {
        await finishStaffEnrolment({ ...link, password: form.values.password, totp: form.values.totp.trim() });
        setDone(true);
      } catch (err) {
        setProblem(messageOf(err, failed));
      }
    });
  }

  return (
    <section className="bo-enrol">
      <UserCog aria-hidden="true" size={40} />
      <h1>
        <Trans>Set up your staff account</Trans>
      </h1>
      {done ? (
        <p role="status">
          <Trans>Your staff account is set up. Sign in with your password and a code from your app.</Trans>{' '}
          <Link href={paths.signIn}>
            <Trans>Sign in</Trans>
          </Link>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Choose your own password and add this account to your authenticator app. Nobody else, admins included,
              ever sees them.
            </Trans>
          </p>
          <StaffError message={problem} />
          <OfflineNotice message={t`A connection is needed to set up your account.`} />
          {uri ? (
            <form className="bo-reason-form" onSubmit={finish}>
              <QrCode data={uri} size={QR_SIZE} label={t`QR code to add this account to an authenticator app`} />
              <p>
                <Trans>Key:</Trans> <code data-testid="staff-secret">{secretOf(uri)}</code>
              </p>
              <Field
                label={t`Your new password`}
                type="password"
                autoComplete="new-password"
                value={form.values.password}
                onChange={(e) => form.set('password', e.target.value)}
                required
              />
              <Field
                label={t`Code from your authenticator app`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={form.values.totp}
                error={form.error('totp')}
                onChange={(e) => form.set('totp', e.target.value)}
                required
              />
              <OnlineButton type="submit" block busy={form.submitting}>
                <Trans>Finish setting up</Trans>
              </OnlineButton>
            </form>
          ) : (
            <OnlineButton block busy={busy} disabled={!link.code} onClick={() => void begin()}>
              <Trans>Show my authenticator secret</Trans>
            </OnlineButton>
          )}
        </>
      )}
    </section>
  );
}
