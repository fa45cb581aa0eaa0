/**
 * A countdown to the server's expiry instant as a signal: whoever renders the number subscribes to
 * it, so the form around it does not re-render every second.
 */
import { type ReadonlySignal, signal } from '@preact/signals-react';
import { useEffect, useMemo, useRef } from 'react';

/** Whole seconds from `now` until `expiresAt` (never below zero). */
export function secondsUntil(expiresAt: string | number | null | undefined, now: number): number {
  if (expiresAt === null || expiresAt === undefined) return 0;
  const t = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  if (Number.isNaN(t)) return 0;
  return Math.max(0, Math.ceil((t - now) / 1000));
}

/**
 * A signal of the seconds left until `expiresAt`, updated a few times a second; calls `onExpire`
 * once when it reaches zero. The caller's component does not re-render on ticks.
 */
export function useCountdownSignal(
  expiresAt: string | number | null,
  onExpire?: () => void,
  now: () => number = Date.now,
): ReadonlySignal<number> {
  const seconds = useMemo(() => signal(secondsUntil(expiresAt, now())), [expiresAt, now]);
  // Read when the time comes: a new callback on each render must not restart the timer.
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    if (!expiresAt) return;
    let fired = false;
    const tick = () => {
      const left = secondsUntil(expiresAt, now());
      seconds.value = left;
      if (left === 0 && !fired) {
        fired = true;
        expire.current?.();
      }
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [expiresAt, seconds, now]);
  return seconds;
}
