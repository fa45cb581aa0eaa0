/**
 * 'Secure your account': offered once per browser session after sign-in, unless the provider's
 * verdict is already in (approved or rejected). The sessionStorage flag is one of the session
 * keys cleared at logout, so the next sign-in offers it again. Mount it on the signed-in home
 * screen; `forceOpen` shows it on demand (the buy gate), without the once-per-session rule.
 * `onClose` is called once the popup and any verification it started are closed. The screen that
 * shows it hands in the verification calls (kycCalls of src/api/kyc.ts).
 * Offline it is not offered (verifying needs a connection, and an offline status read is only the
 * last snapshot); it is considered again when the connection comes back.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type KycStatus, needsVerificationPrompt, SEEN_VERIFICATION_POPUP_KEY } from '../../contract/kyc.js';
import { useOnline } from '../offline/hooks.js';
import { isConnected } from '../offline/network.js';
import { OfflineNotice } from '../offline/OfflineNotice.js';
import { auth } from '../state/auth.js';
import { session } from '../state/storage.js';
import { Button } from './Button.js';
import { type KycCalls, useKycVerification } from './KycVerificationModal.js';
import { Modal } from './Modal.js';
import { OnlineButton } from './OnlineButton.js';
import './kyc.css';

function seen(): boolean {
  try {
    return session?.getItem(SEEN_VERIFICATION_POPUP_KEY) === 'true';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    session?.setItem(SEEN_VERIFICATION_POPUP_KEY, 'true');
  } catch {
    // storage disabled: the popup may show again on the next page load
  }
}

interface SecureAccountPopupProps {
  calls: KycCalls;
  forceOpen?: boolean;
  onClose?: () => void;
  onStatus?: (status: KycStatus) => void;
}

export function SecureAccountPopup({ calls, forceOpen, onClose, onStatus }: SecureAccountPopupProps) {
  const { t } = useLingui();
  const { isAuthenticated, user } = useSnapshot(auth);
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const kyc = useKycVerification(calls, (status) => {
    onStatus?.(status);
    onClose?.();
  });

  useEffect(() => {
    if (forceOpen) {
      setOpen(true);
      return;
    }
    if (!isAuthenticated || user?.role === 'admin' || seen() || !online) return;
    let cancelled = false;
    void calls.getKycStatus().then((status) => {
      if (cancelled || seen() || !isConnected() || !needsVerificationPrompt(status)) return;
      markSeen();
      setOpen(true);
    });
    return () => {
      cancelled = true;
    };
  }, [calls, forceOpen, isAuthenticated, user?.role, online]);

  const dismiss = () => {
    setOpen(false);
    onClose?.();
  };

  return (
    <>
      {open ? (
        <Modal title={t`Secure your account`} onClose={dismiss}>
          <div className="secure-popup">
            <ShieldCheck aria-hidden="true" size={40} className="secure-popup-icon" />
            <p>
              <Trans>
                Verify your identity to unlock withdrawals and larger card purchases, and to keep your account
                protected. It takes a few minutes with an identity document and a selfie.
              </Trans>
            </p>
            <OfflineNotice message={t`A connection is needed to verify your identity.`} />
            <div className="secure-popup-actions">
              <OnlineButton
                block
                busy={kyc.starting}
                aria-label={t`Verify your account (Complete Verification)`}
                onClick={async () => {
                  const opened = await kyc.start();
                  setOpen(false);
                  if (!opened) onClose?.();
                }}
              >
                <Trans>Verify your account</Trans>
              </OnlineButton>
              <Button block variant="secondary" onClick={dismiss}>
                <Trans>Not now</Trans>
              </Button>
            </div>
          </div>
        </Modal>
      ) : null}
      {kyc.modal}
    </>
  );
}
