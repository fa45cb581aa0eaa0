/**
 * 'Secure your account': open from the moment it is shown. The screen decides when: the wallet
 * once per browser session after sign-in, as verification-offer.ts rules; the buy gate on demand.
 * `onClose` is called once the popup and any verification it started are closed. The screen that
 * shows it hands in the verification calls (kycCalls of src/api/kyc.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { KycStatus } from '../../contract/kyc.js';
import { OfflineNotice } from '../offline/OfflineNotice.js';
import { Button } from './Button.js';
import { type KycCalls, useKycVerification } from './KycVerificationModal.js';
import { Modal } from './Modal.js';
import { OnlineButton } from './OnlineButton.js';
import './kyc.css';

interface SecureAccountPopupProps {
  calls: KycCalls;
  onClose?: () => void;
  onStatus?: (status: KycStatus) => void;
}

export function SecureAccountPopup({ calls, onClose, onStatus }: SecureAccountPopupProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  const kyc = useKycVerification(calls, (status) => {
    onStatus?.(status);
    onClose?.();
  });

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
