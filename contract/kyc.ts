/**
 * Identity verification (KYC): statuses, the Verification card's texts, the calls' shapes and the
 * messages of the specification (sections 4 and 8). The status is always the provider's verdict
 * as the server learnt it; the browser never decides it.
 */

export const KYC_STATUSES = ['pending', 'submitted', 'incomplete', 'not_started', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The refusal of a purchase or a withdrawal once the identity check was rejected (KYC_REJECTED). */
export const KYC_REJECTED_MESSAGE = 'Your account verification was rejected. Please contact support for assistance.';

export function isKycStatus(v: unknown): v is KycStatus {
  return typeof v === 'string' && (KYC_STATUSES as readonly string[]).includes(v);
}

export interface KycEntry {
  kyc_property: string;
  kyc_value: string;
}

export interface KycStatusData {
  kyc_data: KycEntry[];
}

export type KycProviderKind = 'sumsub' | 'sandbox';

export interface KycTokenData {
  token: string;
  provider: KycProviderKind;
  /** The widget page for the local sandbox provider. */
  widgetUrl?: string;
  /** The Sumsub API origin the WebSDK talks to. */
  apiUrl?: string;
}

export interface UpdateKycStatusData {
  kyc_status: KycStatus;
}

/** The status in a get-kyc-status answer; missing or unknown is 'pending' (specification section 4). */
export function kycStatusOf(data: Partial<KycStatusData> | null | undefined): KycStatus {
  const v = data?.kyc_data?.find((e) => e.kyc_property === 'kyc_status')?.kyc_value;
  return isKycStatus(v) ? v : 'pending';
}

/** Only these statuses may start (or continue) a verification. */
export function canStartVerification(status: KycStatus): boolean {
  return status === 'not_started' || status === 'incomplete';
}

/** The 'Secure your account' popup is not shown once the verdict is in. */
export function needsVerificationPrompt(status: KycStatus): boolean {
  return status !== 'approved' && status !== 'rejected';
}

interface KycCardText {
  /** The card is always titled 'Individual'; this is the status line under it, when any. */
  status?: string;
  text?: string;
  /** The button that starts (or continues) verification, for the statuses that may. */
  action?: string;
  tone: 'neutral' | 'warning' | 'info' | 'success' | 'danger';
}

/** The 'Individual' card of the Verification section, by status (specification section 4). */
export function kycCardText(status: KycStatus): KycCardText {
  switch (status) {
    case 'not_started':
      return { action: 'Start Verification', tone: 'neutral' };
    case 'incomplete':
      return { status: 'Verification Incomplete', action: 'Complete Verification', tone: 'warning' };
    case 'submitted':
      return {
        status: 'Under Review',
        text: 'We are processing your verification. This may take some time',
        tone: 'info',
      };
    case 'approved':
      return { status: 'Verification Complete', text: 'Your account has been successfully verified', tone: 'success' };
    case 'rejected':
      return {
        status: 'Verification Failed',
        text: 'We could not verify your identity. Email our support team and they will tell you what to do next.',
        tone: 'danger',
      };
    default:
      return { status: 'Checking status', text: 'We are checking your verification status.', tone: 'neutral' };
  }
}

export const KYC_MESSAGES = {
  updateFailed: 'Failed to update KYC status. Please try again.',
  tokenFailed: 'Failed to get verification token. Please try again.',
  initFailed: 'Failed to initialize verification. Please try again.',
  unavailable: 'Identity verification is not available right now. Please try again later.',
  approvedTitle: 'KYC Approved!',
  rejectedTitle: 'KYC Rejected',
  modalTitle: 'Account Verification',
  popupTitle: 'Secure your account',
  popupAction: 'Verify your account',
} as const;

/** Verification error toasts last 5 s (specification section 9). */
export const KYC_ERROR_TOAST_MS = 5000;
/** The widget's container height (specification section 9). */
export const KYC_WIDGET_HEIGHT = 800;
/** The phone given to the widget when the user has none. */
export const KYC_PHONE_FALLBACK = '+10000000000';

/** sessionStorage key of the once-per-session popup. */
export const SEEN_VERIFICATION_POPUP_KEY = 'hasSeenAccountVerificationPopup';

/** A provider's review, in Sumsub's vocabulary (the sandbox speaks the same). */
export interface KycReview {
  /** init, pending, prechecked, queued, completed, onHold; null when no applicant exists. */
  reviewStatus: string | null;
  reviewAnswer?: 'GREEN' | 'RED' | null;
  reviewRejectType?: 'FINAL' | 'RETRY' | 'EXTERNAL' | null;
}

/**
 * The product status of a provider review: no applicant has not started; a completed GREEN is
 * approved; a completed RED is rejected when FINAL and incomplete (resubmit) when RETRY; an
 * applicant still collecting documents is incomplete; one with the provider is submitted.
 */
export function statusFromReview(r: KycReview): KycStatus {
  if (!r.reviewStatus) return 'not_started';
  if (r.reviewStatus === 'completed') {
    if (r.reviewAnswer === 'GREEN') return 'approved';
    if (r.reviewAnswer === 'RED') return r.reviewRejectType === 'RETRY' ? 'incomplete' : 'rejected';
    return 'submitted';
  }
  if (r.reviewStatus === 'init') return 'incomplete';
  return 'submitted';
}

/** What a widget's review message amounts to, or null while the review is not final. */
export function claimFromReview(payload: {
  reviewStatus?: unknown;
  reviewResult?: { reviewAnswer?: unknown; reviewRejectType?: unknown };
}): 'approved' | 'rejected' | 'incomplete' | null {
  if (payload?.reviewStatus !== 'completed') return null;
  const answer = payload.reviewResult?.reviewAnswer;
  if (answer === 'GREEN') return 'approved';
  if (answer === 'RED') return payload.reviewResult?.reviewRejectType === 'RETRY' ? 'incomplete' : 'rejected';
  return null;
}
