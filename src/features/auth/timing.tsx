/** Waits the user can see: a resend cooldown and a "try again in" notice for rate limits. */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

export function clockText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Seconds left until `until` (ms), ticking once a second; 0 once passed. */
export function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

/** The server's refusal and, beside it, how long is left before trying again. */
export function WaitNotice({ message, until }: { message: string; until: number }) {
  const left = useSecondsUntil(until);
  return (
    <div className="auth-alert">
      <p role="alert">{message}</p>
      {left > 0 ? (
        <p className="auth-alert-wait">
          <Trans>You can try again in {clockText(left)}.</Trans>
        </p>
      ) : null}
    </div>
  );
}
