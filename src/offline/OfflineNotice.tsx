/**
 * Says why a write is disabled while offline ('A connection is needed to swap.'). Renders nothing
 * when connected. Screens pair it with `disabled={!online}` on the action, and point the action at
 * it with aria-describedby={OFFLINE_NOTICE_ID} so screen readers hear the reason.
 */
import { Trans } from '@lingui/react/macro';
import { useOnline } from './hooks.js';
import './offline.css';
import '../ui/notice.css';

export const OFFLINE_NOTICE_ID = 'offline-notice';
/** The notice inside a dialog, which covers the screen's own notice. */
export const OFFLINE_DIALOG_NOTICE_ID = 'offline-notice-dialog';

function connectionNeededText(action?: string): string {
  return action ? `A connection is needed to ${action}.` : 'A connection is needed for this.';
}

/**
 * `message`: the whole sentence, translated by the screen ("A connection is needed to sign in.");
 * `action` is the English fragment of screens not translated yet.
 */
export function OfflineNotice({
  action,
  message,
  id = OFFLINE_NOTICE_ID,
}: {
  action?: string;
  message?: string;
  id?: string;
}) {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice notice-warning" id={id} role="status">
      {message ?? connectionNeededText(action)} <Trans>Changes are never saved for later: reconnect to continue.</Trans>
    </p>
  );
}
