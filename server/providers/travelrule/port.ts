/**
 * The Travel Rule protocol (decision 246): a transfer inquiry carrying the IVMS101 payload is sent
 * to the beneficiary's provider, which approves or rejects it, at once or later through our
 * callback. Two implementations: OpenVASP's TRP over HTTPS (trp.ts) and, in local mode only, the
 * sandbox counterparty (sandbox.ts), which answers by the beneficiary's name. A provider that
 * cannot be reached throws TravelRuleUnavailable; one that has not answered yet is 'pending', and
 * the caller fails the transfer when no answer comes within its set time.
 */
import type { IVMS101 } from 'ivms101';

/** The asset as TRP names it: a SLIP-0044 coin type, or a Digital Token Identifier for tokens. */
export type TrpAsset = { slip0044: number } | { dti: string };

export interface TransferInquiry {
  /** Our id for the transfer, sent as TRP's request-identifier; answers name it. */
  id: string;
  /** The beneficiary provider's TRP inquiry address, from the directory. */
  endpoint: string;
  asset: TrpAsset;
  /** In the asset's smallest unit. */
  amountUnits: bigint;
  /** Where the provider sends its answer when it does not give it at once. */
  callbackUrl: string;
  ivms101: IVMS101;
}

export type InquiryAnswer = { outcome: 'accepted' } | { outcome: 'refused'; reason: string } | { outcome: 'pending' };

export interface TravelRuleProvider {
  readonly kind: 'trp' | 'sandbox';
  inquire(inquiry: TransferInquiry): Promise<InquiryAnswer>;
}

export class TravelRuleUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TravelRuleUnavailable';
  }
}

const REASON_MAX = 200;
const CONTROL = /\p{Cc}/u;

/**
 * A TRP answer, given at once or posted to the callback: {approved: {address, callback}} or
 * {rejected: reason}. Anything else is null (not an answer): a provider's text is bounded and
 * stripped of control characters before it is kept.
 */
export function parseTrpAnswer(body: unknown): InquiryAnswer | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if ('approved' in b && !('rejected' in b)) {
    const a = b.approved;
    if (!a || typeof a !== 'object' || typeof (a as { address?: unknown }).address !== 'string') return null;
    return { outcome: 'accepted' };
  }
  if ('rejected' in b && !('approved' in b)) {
    const r = b.rejected;
    if (typeof r !== 'string') return null;
    const reason = r.replace(new RegExp(CONTROL, 'gu'), ' ').trim().slice(0, REASON_MAX);
    return { outcome: 'refused', reason: reason || 'rejected' };
  }
  return null;
}
