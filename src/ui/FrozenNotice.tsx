/**
 * A frozen account (decision 292): the server refuses its money calls, and the app says so before
 * anyone presses: the shell's banner on every screen, and beside each money action a notice that
 * its button points at (aria-describedby), as the offline notice does. The state comes from the
 * server: the sign-in answer, each token refresh, and any call answered ACCOUNT_FROZEN.
 * Its texts load with the signed-in frame (the `later` catalog), and so does the banner's code
 * (ShellBanners.tsx): no first page of a visit carries them (decision 467).
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import * as paths from '../lib/paths.js';
import { useAccountFrozen } from './account-frozen.js';
import './frozen.css';
import './notice.css';

export const FROZEN_NOTICE_ID = 'frozen-notice';

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

/** The shell's banner, on every screen while the account is frozen (ShellBanners.tsx draws it then). */
export function FrozenBanner() {
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
