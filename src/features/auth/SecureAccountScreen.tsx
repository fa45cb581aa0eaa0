/**
 * /secure-account#<token>: the "This wasn't me" of a security-alert email (decision 137). Nothing
 * happens on opening the page (mail scanners open links too); the customer presses the button.
 * The server signs out every session, holds withdrawals for 24 hours and emails a reset code;
 * this browser forgets its own session and goes on to choose a new password.
 */
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SESSION_MESSAGES } from '../../../contract/devices.js';
import { ApiCallError } from '../../api/errors.js';
import { secureAccount } from '../../api/sessions.js';
import * as paths from '../../lib/paths.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { auth } from '../../state/auth.js';
import { endSession, sessionUi } from '../../state/session.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import type { CodeNavState } from './nav-state.js';
import './auth.css';

const FAILED = 'Your account could not be secured just now. Please try again, or reset your password.';

export default function SecureAccountScreen() {
  const [, navigate] = useLocation();
  const [token] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash.slice(1)));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : SESSION_MESSAGES.linkInvalid);

  async function secure() {
    setBusy(true);
    setProblem(null);
    try {
      const r = await secureAccount(token);
      if (auth.token) {
        // This browser's session was ended with the others: it forgets it too.
        await endSession({ expired: false });
        sessionUi.expired = false;
      }
      toast.success(r.message ?? SESSION_MESSAGES.secured, { duration: 8000 });
      const state: CodeNavState = { email: r.data?.email, sentAt: Date.now() };
      navigate(paths.resetConfirm, { state, replace: true });
    } catch (err) {
      setProblem(err instanceof ApiCallError && err.code !== 'NETWORK' ? err.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="auth-card">
      <ShieldAlert aria-hidden="true" size={40} />
      <h1 className="auth-title">Secure your account</h1>
      <p className="auth-lead">
        If you did not make the sign-in or change we emailed you about, secure your account now. We will sign you out on
        every device, pause withdrawals for 24 hours and email you a code to choose a new password.
      </p>
      {problem ? (
        <div className="auth-alert">
          <p role="alert">{problem}</p>
        </div>
      ) : null}
      <OfflineNotice action="secure your account" />
      <OnlineButton block variant="danger" busy={busy} disabled={!token} onClick={() => void secure()}>
        Sign out everywhere and reset my password
      </OnlineButton>
      <p className="auth-aside auth-aside-center">
        <Link href={paths.resetPassword}>Reset password</Link>
      </p>
    </section>
  );
}
