/**
 * The customer a signed-in Lighthouse audit opens the wallet as (scripts/lighthouse.ts,
 * bench/lighthouse-compare.ts): created through the real API of the server on E2E_PORT, and
 * verified, as a returning customer with a wallet is. An unverified customer is offered 'Secure
 * your account' once per browser session, and Lighthouse opens its page in a tab of its own, with a
 * session of its own: the popup opened in every audited load, its code, its status call and its
 * dialog measured as part of the wallet (its text was the load's largest paint).
 */
import { login, registerUser } from '../tests/e2e/support/api.js';
import { storedSession } from '../tests/e2e/support/stored-session.js';
import { verifyIdentity } from '../tests/e2e/support/wallet.js';

/** The session as the app keeps it after signing in, for lighthouse-signin.cjs (LHCI_SESSION). */
export async function lighthouseCustomer(): Promise<ReturnType<typeof storedSession>> {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await verifyIdentity(session.token);
  return storedSession(session);
}
