/** /reset-password/success. */
import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../ui/Button.js';
import type { AuthNavState } from './nav-state.js';
import './auth.css';
import * as paths from '../../lib/paths.js';

export default function ResetSuccessScreen() {
  const [, navigate] = useLocation();
  const toSignIn: AuthNavState = { activeTab: 'signin' };
  return (
    <section className="auth-card auth-card-center">
      <CheckCircle2 aria-hidden="true" size={56} className="auth-success-icon" />
      <h1 className="auth-title">
        <Trans>Password Changed</Trans>
      </h1>
      <p className="auth-lead">
        <Trans>Your password has been changed and every device was signed out. Sign in with your new password.</Trans>
      </p>
      <Button block onClick={() => navigate(paths.signIn, { state: toSignIn, replace: true })}>
        <Trans>Sign In</Trans>
      </Button>
    </section>
  );
}
