/**
 * Identity verification, shared by every screen that needs it (the profile's Verification
 * section, the 'Secure your account' popup, the withdraw and buy gates). The screen hands in the
 * server calls (kycCalls of src/api/kyc.ts), so this shared piece never reaches for a feature's data:
 * - useKycVerification(calls): start() fetches a widget token, then opens the modal;
 * - KycVerificationModal: the full-screen 'Account Verification' modal with the provider's widget
 *   in an 800 px container, given the user's email and phone (or the fallback). When the widget
 *   reports a final review, the server is asked for the verified status (never told it) and a
 *   result screen shows 'KYC Approved!' or 'KYC Rejected'. Closing re-checks the status.
 */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, X, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  claimFromReview,
  KYC_ERROR_TOAST_MS,
  KYC_PHONE_FALLBACK,
  KYC_WIDGET_HEIGHT,
  type KycStatus,
  type KycTokenData,
} from '../../contract/kyc.js';
import { auth } from '../state/auth.js';
import { Button } from './Button.js';
import { type KycWidgetEvent, launchKycWidget } from './kyc-widget.js';
import { Modal } from './Modal.js';
import { SupportEmail } from './SupportEmail.js';
import { toast } from './toast.js';
import './kyc.css';

const errorToast = (message: string) => toast.error(message, { duration: KYC_ERROR_TOAST_MS });
// Read when a toast is shown, in the language active then.
const initFailed = () => t`Failed to initialize verification. Please try again.`;
const updateFailed = () => t`Failed to update KYC status. Please try again.`;
const tokenFailed = () => t`Failed to get verification token. Please try again.`;

/** The server calls verification makes, handed in by the screen that shows it. */
export interface KycCalls {
  getKycToken(): Promise<KycTokenData>;
  getKycStatus(): Promise<KycStatus>;
  /** Tells the server what the widget reported; the answer is the provider's verified status. */
  updateKycStatus(claimed: string): Promise<KycStatus>;
}

interface KycVerificationModalProps {
  calls: KycCalls;
  access: KycTokenData;
  /** Called after closing, with the status the server holds then. */
  onClose: (status: KycStatus) => void;
}

function KycVerificationModal({ calls, access, onClose }: KycVerificationModalProps) {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const container = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<'approved' | 'rejected' | null>(null);
  const [closing, setClosing] = useState(false);
  const settled = useRef(false);
  // A provider may report one error through more than one channel: act on the first.
  const failed = useRef(false);
  const closeRef = useRef<() => void>(() => {});

  const close = useCallback(async () => {
    if (closing) return;
    setClosing(true);
    onClose(await calls.getKycStatus());
  }, [calls, closing, onClose]);
  closeRef.current = close;

  const email = user?.email ?? '';
  const phone = user?.phone || KYC_PHONE_FALLBACK;

  useEffect(() => {
    const box = container.current;
    if (!box) return;
    let teardown: (() => void) | undefined;
    let cancelled = false;
    const onEvent = async (e: KycWidgetEvent) => {
      if (e.type === 'idCheck.onError') {
        if (failed.current) return;
        failed.current = true;
        if (e.unauthorized) {
          window.location.reload();
          return;
        }
        errorToast(initFailed());
        closeRef.current();
        return;
      }
      if (e.type !== 'idCheck.onApplicantStatusChanged') return;
      const claim = claimFromReview(e.payload);
      if (!claim || settled.current) return;
      settled.current = true;
      try {
        const verified = await calls.updateKycStatus(claim);
        if (verified === 'approved' || verified === 'rejected') setResult(verified);
        else settled.current = false;
      } catch {
        settled.current = false;
        errorToast(updateFailed());
      }
    };
    launchKycWidget(box, {
      access,
      email,
      phone,
      onEvent: (e) => void onEvent(e),
      refreshToken: async () => (await calls.getKycToken()).token,
    })
      .then((fn) => {
        if (cancelled) fn();
        else teardown = fn;
      })
      .catch(() => {
        if (cancelled) return;
        errorToast(initFailed());
        closeRef.current();
      });
    return () => {
      cancelled = true;
      teardown?.();
    };
  }, [calls, access, email, phone]);

  return (
    <Modal title={t`Account Verification`} onClose={() => void close()} fullScreen closeOnBackdrop={false}>
      <button type="button" className="kyc-close icon-button" aria-label={t`Close`} onClick={() => void close()}>
        <X aria-hidden="true" size={22} />
      </button>
      {result ? (
        <div className="kyc-result" role="status">
          {result === 'approved' ? (
            <CheckCircle2 aria-hidden="true" size={56} className="kyc-result-icon kyc-ok" />
          ) : (
            <XCircle aria-hidden="true" size={56} className="kyc-result-icon kyc-bad" />
          )}
          <h3>{result === 'approved' ? t`KYC Approved!` : t`KYC Rejected`}</h3>
          <p>
            {result === 'approved'
              ? t`Your account has been successfully verified`
              : t`We could not verify your identity. Email our support team and they will tell you what to do next.`}
          </p>
          {result === 'rejected' ? (
            <p>
              <SupportEmail />
            </p>
          ) : null}
          <Button onClick={() => void close()} busy={closing} data-autofocus>
            <Trans>Done</Trans>
          </Button>
        </div>
      ) : null}
      <div
        ref={container}
        className="kyc-container"
        style={{ height: KYC_WIDGET_HEIGHT }}
        hidden={result !== null}
        data-provider={access.provider}
      />
    </Modal>
  );
}

/** start() fetches a token and opens the modal; render `modal` where the screen wants it. */
export function useKycVerification(calls: KycCalls, onStatus?: (status: KycStatus) => void) {
  const [access, setAccess] = useState<KycTokenData | null>(null);
  const [starting, setStarting] = useState(false);
  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;

  /** True when the modal opened; false when no token could be had (the toast says so). */
  const start = useCallback(async (): Promise<boolean> => {
    setStarting(true);
    try {
      setAccess(await calls.getKycToken());
      return true;
    } catch {
      errorToast(tokenFailed());
      return false;
    } finally {
      setStarting(false);
    }
  }, [calls]);

  const modal = access ? (
    <KycVerificationModal
      calls={calls}
      access={access}
      onClose={(status) => {
        setAccess(null);
        onStatusRef.current?.(status);
      }}
    />
  ) : null;
  return { start, starting, open: access !== null, modal };
}
