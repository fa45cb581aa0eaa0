/**
 * Whether 'Secure your account' is offered now, once per browser session after sign-in: to a
 * signed-in customer (never staff) who has not been offered it this session, while connected, and
 * whose provider's verdict is not in yet (needsVerificationPrompt). Offering marks it as seen. The
 * sessionStorage flag is one of the session keys cleared at logout, so the next sign-in offers it
 * again.
 *
 * Its own module, with no React and no screen: the wallet asks it before it loads the popup's code
 * (the popup, the verification modal, the dialog and their styles), which a verified customer, the
 * customer who opens the wallet most, never needs; the popup asks it for every other screen.
 */
import { type KycStatus, needsVerificationPrompt, SEEN_VERIFICATION_POPUP_KEY } from '../../contract/kyc.js';
import { isConnected } from '../offline/network.js';
import { auth } from '../state/auth.js';
import { session } from '../state/storage.js';

function seen(): boolean {
  try {
    return session?.getItem(SEEN_VERIFICATION_POPUP_KEY) === 'true';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    session?.setItem(SEEN_VERIFICATION_POPUP_KEY, 'true');
  } catch {
    // storage disabled: the popup may show again on the next page load
  }
}

/** The checks that need no call: a signed-in customer, not offered it yet, connected. */
function mayOffer(): boolean {
  return auth.isAuthenticated && auth.user?.role !== 'admin' && !seen() && isConnected();
}

/**
 * True when the popup is to open now (and it is marked as offered); false otherwise, the status
 * then not asked when a check without it already says no. Offline it is not offered (verifying
 * needs a connection, and an offline status read is only the last snapshot): the caller asks
 * again when the connection comes back. `wanted` is asked before the mark: a screen left while
 * the status was on its way has not offered it.
 */
export async function offerVerification(
  getStatus: () => Promise<KycStatus>,
  wanted: () => boolean = () => true,
): Promise<boolean> {
  if (!mayOffer()) return false;
  const status = await getStatus();
  // Checked again after the call: another screen may have offered it, or the connection gone.
  if (!wanted() || !mayOffer() || !needsVerificationPrompt(status)) return false;
  markSeen();
  return true;
}
