/** A believable wallet for the install dialog's screenshots. */
import { depositCoins } from '../tests/e2e/support/funds.js';

export function fundForScreenshots(session: { token: string }): Promise<void> {
  return depositCoins(session.token, { BTC: '0.0421', ETH: '1.35', SOL: '12.5', USDC: '250' });
}
