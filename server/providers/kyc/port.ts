/**
 * Identity verification providers. The server learns a customer's verification result only from
 * the provider: by reading the applicant's review (review) or from a webhook whose signature over
 * the raw body checks out (openWebhook). Two implementations: Sumsub (kyc-sumsub.ts) and the local
 * sandbox (kyc-sandbox.ts), which speaks Sumsub's vocabulary so the rest of the server cannot tell.
 */
import type { KycProviderKind, KycReview } from '../../../contract/kyc.js';

export interface KycApplicant {
  /** Our user id: the provider's externalUserId. */
  userId: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
}

export interface KycAccess {
  token: string;
  widgetUrl?: string;
  apiUrl?: string;
}

export interface KycWebhookEvent {
  /** applicantReviewed, applicantPending, applicantCreated, applicantReset... */
  type: string;
  externalUserId: string | null;
  applicantId: string | null;
  /** What makes a delivery unique (a retried delivery has the same key). */
  eventKey: string;
}

export interface ProviderReview extends KycReview {
  applicantId: string | null;
}

export interface KycProvider {
  readonly kind: KycProviderKind;
  /** A short-lived token for the browser widget, for this applicant. */
  accessToken(applicant: KycApplicant): Promise<KycAccess>;
  /** The applicant's review as the provider holds it; reviewStatus null when none exists. */
  review(userId: string): Promise<ProviderReview>;
  /** The event when the signature over the raw body is valid; null otherwise. */
  openWebhook(rawBody: string, header: (name: string) => string | undefined): KycWebhookEvent | null;
}

/** The provider could not be reached or refused the request. */
export class KycProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'KycProviderError';
  }
}

/** Where the provider delivers its review notices (set in the provider's dashboard). */
export const KYC_WEBHOOK_PATH = '/api/kyc/webhook';
