/** Test support for the card gateway: a checkout request with placeholder values, for checks of one field. */
import type { CheckoutRequest } from './port.js';

/** A checkout of AUD 1.00 in test mode for a placeholder customer; `o` sets the fields a check is about. */
export function checkoutRequestForTest(o: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    trackingId: 't',
    amountMinor: 100n,
    currency: 'AUD',
    description: 'x',
    test: true,
    returnUrls: { success: 's', decline: 'd', fail: 'f', cancel: 'c' },
    notificationUrl: 'n',
    expiresAt: new Date(),
    customer: {
      email: 'e',
      firstName: 'f',
      lastName: 'l',
      address: 'a',
      city: 'c',
      state: 's',
      zip: 'z',
      country: 'AU',
    },
    ...o,
  };
}
