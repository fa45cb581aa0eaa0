/** Verification: the 'Individual' card, whose text follows the KYC status the server holds. */
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Clock, IdCard, ShieldAlert, ShieldX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { canStartVerification, type KycStatus, kycCardText } from '../../../contract/kyc.js';
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

/** The card's words by status (specification section 4); its tone comes from the contract. */
function useCardWords(status: KycStatus | null): { status?: string; text?: string; action?: string } {
  const { t } = useLingui();
  switch (status) {
    case 'not_started':
      return { action: t`Start Verification` };
    case 'incomplete':
      return { status: t`Verification Incomplete`, action: t`Complete Verification` };
    case 'submitted':
      return { status: t`Under Review`, text: t`We are processing your verification. This may take some time` };
    case 'approved':
      return { status: t`Verification Complete`, text: t`Your account has been successfully verified` };
    case 'rejected':
      return {
        status: t`Verification Failed`,
        text: t`We could not verify your identity. Email our support team and they will tell you what to do next.`,
      };
    default:
      return { status: t`Checking status`, text: t`We are checking your verification status.` };
  }
}

export function VerificationSection() {
  const { t } = useLingui();
  const [status, setStatus] = useState<KycStatus | null>(null);
  const kyc = useKycVerification(kycCalls, setStatus);
  const words = useCardWords(status);
  const title = t`Individual`;

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
        <h2 className="kyc-card-title">{title}</h2>
        <p className="skeleton-line">
          <span className="visually-hidden">
            <Trans>Loading verification status</Trans>
          </span>
        </p>
      </div>
    );

  const card = { ...kycCardText(status), ...words };
  const Icon = ICONS[card.tone];
  const startable = canStartVerification(status);
  return (
    <div className={`profile-card kyc-card kyc-tone-${card.tone}`} data-status={status}>
      <div className="kyc-card-head">
        <Icon aria-hidden="true" size={28} className="kyc-card-icon" />
        <div>
          <h2 className="kyc-card-title">{title}</h2>
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
            <Trans>Verify your identity with an identity document and a selfie. It takes a few minutes.</Trans>
          </p>
          <OfflineNotice message={t`A connection is needed to verify your identity.`} />
          <OnlineButton onClick={() => void kyc.start()} busy={kyc.starting}>
            {card.action}
          </OnlineButton>
        </>
      ) : null}
      {kyc.modal}
    </div>
  );
}
