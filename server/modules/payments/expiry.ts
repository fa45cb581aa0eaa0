/** How long a card checkout stays payable (decision 102): the price it was opened at holds until then. */
export const CHECKOUT_EXPIRY_MS = 15 * 60_000;
/**
 * The gateway refuses payment after the expiry it was given; its word may still arrive a little
 * later. A successful payment reported later than this after expiry is refunded, not credited.
 */
const LATE_WORD_GRACE_MS = 60_000;

/** When a checkout opened at `createdAt` expires: its recorded expiry, else 15 minutes on. */
export function checkoutExpiresAt(createdAt: Date | string, recorded?: Date | string | null): Date {
  return recorded ? new Date(recorded) : new Date(new Date(createdAt).getTime() + CHECKOUT_EXPIRY_MS);
}

/** Whether a successful payment reported at `now` comes too late to be credited. */
export function paidTooLate(purchase: { created_at: Date | string; expires_at: Date | string | null }, now: Date) {
  const expires = purchase.expires_at ? new Date(purchase.expires_at) : checkoutExpiresAt(purchase.created_at);
  return now.getTime() > expires.getTime() + LATE_WORD_GRACE_MS;
}

/** Purchases opened after this moment may still be paid (and are counted as open). */
export function openPurchaseSince(now: Date): Date {
  return new Date(now.getTime() - CHECKOUT_EXPIRY_MS);
}
