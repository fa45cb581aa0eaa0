/**
 * A ticking seconds counter driven by a signal (state/countdown.ts): the number changes in its own
 * text node, so the form around it does not re-render every second.
 */
import type { ReadonlySignal } from '@preact/signals-react';

interface CountdownProps {
  seconds: ReadonlySignal<number>;
  /** Text before the number, e.g. 'Quote expires in'. */
  prefix?: string;
  suffix?: string;
  className?: string;
}

/** Renders the signal itself as a child, which binds it to the text node directly. */
export function Countdown({ seconds, prefix, suffix = 's', className }: CountdownProps) {
  return (
    <span className={`amount${className ? ` ${className}` : ''}`} role="timer" aria-live="off">
      {prefix ? `${prefix} ` : null}
      {seconds}
      {suffix}
    </span>
  );
}
