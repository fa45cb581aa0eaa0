import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import * as paths from '../lib/paths.js';
import { sessionUi } from '../state/session.js';
import { Button } from '../ui/Button.js';
import { Modal } from '../ui/Modal.js';
import { isPublicPath } from './nav-rules.js';

const SESSION_EXPIRED_REDIRECT_MS = 800;

/** Shown when the session ends on its own, on non-public paths only. */
export function SessionExpiredModal() {
  const { expired } = useSnapshot(sessionUi);
  const [path, navigate] = useLocation();
  const [redirecting, setRedirecting] = useState(false);
  const { t } = useLingui();
  if (!expired) return null;
  if (isPublicPath(path)) return null;

  const close = () => {
    sessionUi.expired = false;
    setRedirecting(false);
    navigate(paths.signIn);
  };
  const proceed = () => {
    setRedirecting(true);
    setTimeout(close, SESSION_EXPIRED_REDIRECT_MS);
  };
  return (
    <Modal title={t`Session Expired`} onClose={close}>
      <p>
        <Trans>Your session has expired for security reasons. Please log in again.</Trans>
      </p>
      <Button block onClick={proceed} busy={redirecting} data-autofocus>
        {redirecting ? <Trans>Redirecting...</Trans> : <Trans>Continue</Trans>}
      </Button>
    </Modal>
  );
}
