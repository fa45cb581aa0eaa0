/** How long a card checkout stays payable (decision 102): the price it was opened at holds until then. */
export const CHECKOUT_EXPIRY_MS = 24 * 3_600_000;

export function checkoutExpiresAt(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + CHECKOUT_EXPIRY_MS);
}

/** Purchases opened after this moment may still be paid (and are counted as open). */
export function openPurchaseSince(now: Date): Date {
  return new Date(now.getTime() - CHECKOUT_EXPIRY_MS);
}
