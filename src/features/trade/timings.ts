/**
 * The trade screen's waits. Only this screen uses them, so they live here rather than in the
 * contract.
 */

/** The buy price is asked for this long after the coin changes or the customer stops typing. */
export const RATE_DEBOUNCE_MS = 300;
/** The life a sell quote is asked for (the server accepts 1 to 60 seconds). */
export const SELL_QUOTE_TTL_SECONDS = 10;
/** Delay before the payment form is (re)initialised, and the result polling interval. */
export const PAYMENT_INIT_DELAY_MS = 500;
export const PAYMENT_RESULT_POLL_MS = 1000;
