/**
 * Says why a write is disabled while offline ('A connection is needed to swap.'). Renders nothing
 * when connected. Screens pair it with `disabled={!online}` on the action, and point the action at
 * it with aria-describedby={OFFLINE_NOTICE_ID} so screen readers hear the reason.
 */
import { useOnline } from './hooks.js';
import './offline.css';

export const OFFLINE_NOTICE_ID = 'offline-notice';
/** The notice inside a dialog, which covers the screen's own notice. */
export const OFFLINE_DIALOG_NOTICE_ID = 'offline-notice-dialog';

export function connectionNeededText(action?: string): string {
  return action ? `A connection is needed to ${action}.` : 'A connection is needed for this.';
}

export function OfflineNotice({ action, id = OFFLINE_NOTICE_ID }: { action?: string; id?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" id={id} role="status">
      {connectionNeededText(action)} Changes are never saved for later: reconnect to continue.
    </p>
  );
}
