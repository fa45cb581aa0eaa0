/**
 * The painting of the customer's last wallet (wallet-paint.ts) is one element over the page, with
 * this id, from the entry's first task until the app's wallet shows its own total. Its own module,
 * so the wallet screen can ask whether it is painted over without loading the painting's code.
 */
export const PAINT_ID = 'boot-paint';

/** The kept wallet is painted over the page now. */
export function walletPainted(): boolean {
  return document.getElementById(PAINT_ID) !== null;
}
