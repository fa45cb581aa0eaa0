/**
 * /secure-account#<token>: the "This wasn't me" of a security-alert email (decision 137). Nothing
 * happens on opening the page (mail scanners open links too); the customer presses the button.
 * The server signs out every session, holds withdrawals for 24 hours and emails a reset code;
 * this browser forgets its own session and goes on to choose a new password.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { secureAccount } from '../../api/sessions.js';
import * as paths from '../../lib/paths.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { auth } from '../../state/auth.js';
import { endSession, sessionUi } from '../../state/session.js';
import { type LinkProblem, LinkProblemAlert, linkProblemOf, useEmailedLink } from '../../state/use-emailed-link.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import type { CodeNavState } from './nav-state.js';
import './auth.css';

export default function SecureAccountScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { token, busy, problem, press } = useEmailedLink<LinkProblem>({ kind: 'missing' }, linkProblemOf);

  const secure = () =>
    press(async (token) => {
      const r = await secureAccount(token);
      if (auth.token) {
        // This browser's session was ended with the others: it forgets it too.
        await endSession({ expired: false });
        sessionUi.expired = false;
      }
      toast.success(
        t`We signed you out everywhere, paused withdrawals for 24 hours and emailed you a code to reset your password.`,
        { duration: 8000 },
      );
      const state: CodeNavState = { email: r.data?.email, sentAt: Date.now() };
      navigate(paths.resetConfirm, { state, replace: true });
    });

  return (
    <section className="auth-card">
      <ShieldAlert aria-hidden="true" size={40} />
      <h1 className="auth-title">
        <Trans>Secure your account</Trans>
      </h1>
      <p className="auth-lead">
        <Trans>
          If you did not make the sign-in or change we emailed you about, secure your account now. We will sign you out
          on every device, pause withdrawals for 24 hours and email you a code to choose a new password.
        </Trans>
      </p>
      <LinkProblemAlert
        problem={problem}
        missing={t`This link is not valid. Open the link in the newest security email we sent you, or reset your password.`}
        network={t`Your account could not be secured just now. Please try again, or reset your password.`}
      />
      <OfflineNotice message={t`A connection is needed to secure your account.`} />
      <OnlineButton block variant="danger" busy={busy} disabled={!token} onClick={() => void secure()}>
        <Trans>Sign out everywhere and reset my password</Trans>
      </OnlineButton>
      <p className="auth-aside auth-aside-center">
        <Link href={paths.resetPassword}>
          <Trans>Reset password</Trans>
        </Link>
      </p>
    </section>
  );
}
