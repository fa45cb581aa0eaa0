/**
 * The trade screen's layout: where it switches to the mobile layout, and the size of the hosted
 * payment form's frame. Only this screen uses them, so they live here rather than in the contract.
 */

/** The mobile layout is used below this width. */
export const TRADE_MOBILE_BREAKPOINT = 768;

/** The hosted form's frame: 550x650 wide; width-40 by 550 up to 768 px; width-20 by 600 up to 480 px. */
export function paymentFrameSize(viewportWidth: number): { width: number; height: number } {
  if (viewportWidth <= 480) return { width: Math.max(0, viewportWidth - 20), height: 600 };
  if (viewportWidth <= TRADE_MOBILE_BREAKPOINT) return { width: Math.max(0, viewportWidth - 40), height: 550 };
  return { width: 550, height: 650 };
}
