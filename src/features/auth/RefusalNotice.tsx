/**
 * The server's refusal of a form's sending: with the time it lifts when it is a wait (too many
 * tries), else its words as an alert.
 */
import { WaitNotice } from './timing.js';

/** `until`: when a wait lifts (Unix ms), 0 for a refusal that is no wait. */
export type Refusal = { message: string; until: number };

export function RefusalNotice({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  if (refusal.until > 0) return <WaitNotice message={refusal.message} until={refusal.until} />;
  return (
    <div className="auth-alert">
      <p role="alert">{refusal.message}</p>
    </div>
  );
}
