/** Verification: the 'Individual' card, whose text follows the KYC status the server holds. */
import { BadgeCheck, Clock, IdCard, ShieldAlert, ShieldX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { canStartVerification, KYC_CARD_TITLE, type KycStatus, kycCardText } from '../../../contract/kyc.js';
import { getKycStatus, kycCalls } from '../../api/kyc.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { useKycVerification } from '../../ui/KycVerificationModal.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { SupportEmail } from '../../ui/SupportEmail.js';

const ICONS = {
  neutral: IdCard,
  warning: ShieldAlert,
  info: Clock,
  success: BadgeCheck,
  danger: ShieldX,
};

export function VerificationSection() {
  const [status, setStatus] = useState<KycStatus | null>(null);
  const kyc = useKycVerification(kycCalls, setStatus);

  useEffect(() => {
    let cancelled = false;
    void getKycStatus().then((s) => {
      if (!cancelled) setStatus(s);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (status === null)
    return (
      <div className="profile-card kyc-card" aria-busy="true">
        <h2 className="kyc-card-title">{KYC_CARD_TITLE}</h2>
        <p className="skeleton-line">
          <span className="visually-hidden">Loading verification status</span>
        </p>
      </div>
    );

  const card = kycCardText(status);
  const Icon = ICONS[card.tone];
  const startable = canStartVerification(status);
  return (
    <div className={`profile-card kyc-card kyc-tone-${card.tone}`} data-status={status}>
      <div className="kyc-card-head">
        <Icon aria-hidden="true" size={28} className="kyc-card-icon" />
        <div>
          <h2 className="kyc-card-title">{KYC_CARD_TITLE}</h2>
          {card.status ? <p className="kyc-card-status">{card.status}</p> : null}
        </div>
      </div>
      {card.text ? <p className="kyc-card-text">{card.text}</p> : null}
      {status === 'rejected' ? (
        <p className="kyc-card-text">
          <SupportEmail />
        </p>
      ) : null}
      {startable && card.action ? (
        <>
          <p className="kyc-card-text">
            Verify your identity with an identity document and a selfie. It takes a few minutes.
          </p>
          <OfflineNotice action="verify your identity" />
          <OnlineButton onClick={() => void kyc.start()} busy={kyc.starting}>
            {card.action}
          </OnlineButton>
        </>
      ) : null}
      {kyc.modal}
    </div>
  );
}
