/**
 * Deposit from the bank (decisions 240-242): the customer's own deposit details with copy
 * buttons (Australia: PayID, or BSB and account number; EU: IBAN, BIC and the reference) and,
 * for SEPA, the EPC "GiroCode" QR a banking app scans. Unverified customers are told why they
 * cannot deposit and may start the verification here.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { DepositDetailsData } from '../../../contract/bank.js';
import { formatBsb } from '../../../contract/bank-accounts.js';
import { getDepositDetails } from '../../api/bank.js';
import { ApiCallError } from '../../api/errors.js';
import { kycCalls } from '../../api/kyc.js';
import { formatFiat } from '../../lib/money-format.js';
import { useOnlineAgain } from '../../offline/hooks.js';
import { isConnected, isUnreachableError } from '../../offline/network.js';
import { InlineError } from '../../ui/InlineError.js';
import { useKycVerification } from '../../ui/KycVerificationModal.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { QrCode } from '../../ui/QrCode.js';
import { CopyValue } from './CopyValue.js';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; details: DepositDetailsData }
  | { kind: 'unverified' | 'rejected' | 'failed' | 'offline' };

function DetailsSkeleton() {
  return (
    <div className="cash-skeleton" aria-hidden="true">
      <span className="skeleton" />
      <span className="skeleton" />
      <span className="skeleton" />
    </div>
  );
}

export function DepositPanel({ onVerified }: { onVerified?: () => void }) {
  const { t } = useLingui();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const fetchDetails = useCallback(async () => {
    if (!isConnected()) return setLoad({ kind: 'offline' });
    setLoad({ kind: 'loading' });
    try {
      setLoad({ kind: 'ready', details: await getDepositDetails() });
    } catch (e) {
      if (isUnreachableError(e)) return setLoad({ kind: 'offline' });
      const code = e instanceof ApiCallError ? e.code : '';
      setLoad({ kind: code === 'KYC_REQUIRED' ? 'unverified' : code === 'KYC_REJECTED' ? 'rejected' : 'failed' });
    }
  }, []);
  useEffect(() => {
    void fetchDetails();
  }, [fetchDetails]);
  useOnlineAgain(() => {
    if (load.kind === 'offline') void fetchDetails();
  });
  const kyc = useKycVerification(kycCalls, (status) => {
    if (status === 'approved') {
      void fetchDetails();
      onVerified?.();
    }
  });

  if (load.kind === 'loading')
    return (
      <div className="cash-panel" aria-busy="true">
        <p className="visually-hidden">
          <Trans>Loading your deposit details...</Trans>
        </p>
        <DetailsSkeleton />
      </div>
    );
  if (load.kind === 'offline')
    return (
      <p className="cash-panel muted" role="status">
        <Trans>Your deposit details show once you are back online.</Trans>
      </p>
    );
  if (load.kind === 'failed')
    return (
      <InlineError onRetry={() => void fetchDetails()}>
        <p>
          <Trans>Your deposit details could not be loaded. Please try again.</Trans>
        </p>
      </InlineError>
    );
  if (load.kind === 'rejected')
    return (
      <p className="cash-panel notice" role="status">
        <Trans>
          Your identity could not be verified, so you cannot deposit from your bank. Please contact support.
        </Trans>
      </p>
    );
  if (load.kind === 'unverified')
    return (
      <div className="cash-panel">
        <p className="notice" data-testid="deposit-unverified">
          <Trans>
            Verify your identity to deposit from your bank. Your own deposit details are made once you are verified, and
            we accept money only from accounts in your verified name.
          </Trans>
        </p>
        <OnlineButton busy={kyc.starting} onClick={() => void kyc.start()} notice={null}>
          <Trans>Verify identity</Trans>
        </OnlineButton>
        {kyc.modal}
      </div>
    );

  if (load.kind !== 'ready') return null;
  const d = load.details;
  const min = formatFiat(d.min_amount, d.currency);
  const max = formatFiat(d.max_amount, d.currency);
  return (
    <div className="cash-panel">
      {d.currency === 'AUD' ? (
        <>
          <h3 className="cash-panel-title">
            <Trans>Pay by PayID</Trans>
          </h3>
          <p className="muted small">
            <Trans>In your banking app, pay to this PayID (Osko): the money usually arrives within a minute.</Trans>
          </p>
          <dl className="cash-details">
            <CopyValue label={t`PayID`} value={d.payid ?? ''} testId="deposit-payid" />
            <CopyValue label={t`Account name`} value={d.account_name} />
          </dl>
          <h3 className="cash-panel-title">
            <Trans>Or pay by BSB and account number</Trans>
          </h3>
          <dl className="cash-details">
            <CopyValue label={t`BSB`} value={d.bsb ? formatBsb(d.bsb.replace(/\D/g, '')) : ''} testId="deposit-bsb" />
            <CopyValue label={t`Account number`} value={d.account_number ?? ''} testId="deposit-account-number" />
            <CopyValue label={t`Account name`} value={d.account_name} />
          </dl>
        </>
      ) : (
        <>
          <h3 className="cash-panel-title">
            <Trans>Pay by SEPA transfer</Trans>
          </h3>
          <p className="muted small">
            <Trans>
              In your banking app, send a SEPA transfer (SEPA Instant where your bank offers it) to this IBAN, with the
              reference exactly as shown.
            </Trans>
          </p>
          <div className="cash-sepa">
            <dl className="cash-details">
              <CopyValue label={t`Account name`} value={d.account_name} />
              <CopyValue label={t`IBAN`} value={d.iban ?? ''} testId="deposit-iban" />
              {d.bic ? <CopyValue label={t`BIC`} value={d.bic} testId="deposit-bic" /> : null}
              <CopyValue
                label={t({ message: 'Reference', context: 'bank transfer' })}
                value={d.reference}
                testId="deposit-reference"
              />
            </dl>
            {d.girocode ? (
              <figure className="cash-qr">
                <QrCode data={d.girocode} size={160} label={t`GiroCode QR of your deposit details`} />
                <figcaption className="muted small">
                  <Trans>Scan with your banking app to fill in the transfer (GiroCode).</Trans>
                </figcaption>
              </figure>
            ) : null}
          </div>
        </>
      )}
      <p className="muted small" data-testid="deposit-limits">
        <Trans>
          Send from an account in your own name, between {min} and {max}. Money from anyone else's account, or outside
          these amounts, is returned to the sender.
        </Trans>
      </p>
    </div>
  );
}
