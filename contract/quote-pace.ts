/**
 * How often a firm swap quote is asked for: the app's pause after the last key, and the server's
 * limit per customer derived from it, so that the app, however fast the customer types, never
 * reaches the limit, and a script is held to the app's own pace (decision 426).
 */

/**
 * The pause after the last key before the firm quote is asked for: long enough that a burst of
 * keys asks once, short enough that the quote lands within the 0.4 s a customer still reads as
 * immediate on a phone's network (the pause, a 150 ms round trip, the server and the render;
 * decision 474). The estimate (src/lib/quote-estimate.ts) fills the pause; answers to older
 * amounts are dropped when they arrive (src/state/use-timed-quote.ts), so a shorter pause cannot
 * show a stale amount.
 */
export const SWAP_DEBOUNCE_MS = 125;

const WINDOW_MS = 10_000;

/**
 * Swap quotes (swap-crypto, coin or cash) one customer may ask for in 10 seconds: one per typing
 * pause for the whole window (80), and room for the quotes the app asks without a key (an expired
 * quote renewed, a quick fill, a retried request).
 */
export const SWAP_QUOTE_LIMIT = { windowMs: WINDOW_MS, max: WINDOW_MS / SWAP_DEBOUNCE_MS + 10 } as const;
