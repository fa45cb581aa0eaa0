/**
 * A frozen account (decision 292): the server refuses its money calls, and the app says so before
 * anyone presses: the shell's banner on every screen, and beside each money action a notice that
 * its button points at (aria-describedby), as the offline notice does. The state comes from the
 * server: the sign-in answer, each token refresh, and any call answered ACCOUNT_FROZEN.
 */
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import * as paths from '../lib/paths.js';
import { auth } from '../state/auth.js';
import './frozen.css';
import './notice.css';

export const FROZEN_NOTICE_ID = 'frozen-notice';

export function useAccountFrozen(): boolean {
  const { user } = useSnapshot(auth);
  return user?.frozen === true;
}

/** Beside a money action: why its button is disabled, with the way to support. */
export function FrozenNotice({ id = FROZEN_NOTICE_ID }: { id?: string }) {
  const frozen = useAccountFrozen();
  if (!frozen) return null;
  return (
    <p className="frozen-notice notice-warning" id={id}>
      <Trans>
        Not available while your account is frozen. <Link href={paths.help}>Contact support</Link>
      </Trans>
    </p>
  );
}

/** The shell's banner, on every screen while the account is frozen. */
export function FrozenBanner() {
  const frozen = useAccountFrozen();
  if (!frozen) return null;
  return (
    <div className="shell-banner frozen-banner" role="status">
      <span>
        <Trans>
          Your account is frozen while we review it. You can see your account, but not buy, sell, swap, send or
          withdraw.
        </Trans>
      </span>
      <Link href={paths.help} className="btn btn-secondary">
        <Trans>Contact support</Trans>
      </Link>
    </div>
  );
}
