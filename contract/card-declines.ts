/**
 * Why a card payment did not go through, in the customer's words, from the gateway's response
 * code (decision 179). The local gateway sandbox answers these codes for its test cards; a code
 * not listed gets the general wording of its status. The same words show after the payment, in
 * the history's detail, and to support.
 */
export const CARD_DECLINE_CODES = {
  /** The card's bank said no, without saying why. */
  bankDeclined: 'F.0402',
  /** Not a card the sandbox knows (local mode only). */
  unknownCard: 'F.0404',
  insufficientFunds: 'F.0405',
  expiredCard: 'F.0406',
  threeDSecureFailed: 'F.0407',
  /** The gateway could not process the payment. */
  processingFailed: 'F.0500',
} as const;

const REASONS: Record<string, string> = {
  [CARD_DECLINE_CODES.bankDeclined]: 'Your bank declined the card. Try another card, or ask your bank why.',
  [CARD_DECLINE_CODES.unknownCard]: 'This card is not one of the test cards of the test payment page.',
  [CARD_DECLINE_CODES.insufficientFunds]: 'The card does not have enough funds for this payment.',
  [CARD_DECLINE_CODES.expiredCard]: 'The card has expired. Try another card.',
  [CARD_DECLINE_CODES.threeDSecureFailed]:
    "Your bank's security check (3-D Secure) was not completed, so the card was not charged.",
  [CARD_DECLINE_CODES.processingFailed]: 'The payment could not be processed. Nothing was charged.',
};

const BY_STATUS: Record<string, string> = {
  declined: 'The card was declined. Nothing was charged.',
  failed: 'The payment could not be processed. Nothing was charged.',
  cancelled: 'The payment was cancelled. Nothing was charged.',
  expired: 'The payment page expired before the card was charged. Nothing was charged.',
};

/**
 * The customer's reason for a purchase that ended without buying, or null while it may still
 * go through (pending) and once it succeeded.
 */
export function cardFailureReason(status: string, code: string | null | undefined): string | null {
  if (status === 'declined' || status === 'failed') return (code && REASONS[code]) || BY_STATUS[status] || null;
  return BY_STATUS[status] ?? null;
}

/**
 * Which of these sentences a reason is, so the app can show its own words for it in the
 * customer's language (the wire keeps the English sentence for outside clients).
 */
export type CardReasonKey = keyof typeof CARD_DECLINE_CODES | 'declined' | 'failed' | 'cancelled' | 'expired';

export function cardReasonKey(reason: string): CardReasonKey | null {
  for (const [key, code] of Object.entries(CARD_DECLINE_CODES)) {
    if (REASONS[code] === reason) return key as CardReasonKey;
  }
  for (const [status, text] of Object.entries(BY_STATUS)) {
    if (text === reason) return status as CardReasonKey;
  }
  return null;
}
