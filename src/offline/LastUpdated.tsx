/** 'Last updated 5 min ago' under data shown from an offline snapshot; the age keeps counting. */
import { useEffect, useState } from 'react';
import { lastUpdatedText } from './age.js';
import './offline.css';

/** Ages within this of each other read as one: the page's line already says it. */
const SAME_AGE_MS = 60_000;

/**
 * `savedAt`: when the data shown was saved, or null when it is fresh. `besides`: the age the page
 * already shows for the figures above, if any. A part saved at about the same time says nothing
 * more, so a screen never shows the same "Last updated" twice.
 *
 * Once shown, the line keeps its place when fresh data replaces the saved: on every reopen the
 * saved data comes first and the fresh a moment later, and the screen below the line would move
 * up under the customer's finger as it went (a layout shift).
 *
 * `heldFromStart`: the line's place is held from the first render, before anything is shown: the
 * wallet does so while its kept painting, which has the line, is over it, so the screen beneath
 * takes the painting's height before its saved figures arrive.
 */
export function LastUpdated({
  savedAt,
  besides = null,
  heldFromStart = false,
}: {
  savedAt: number | null;
  besides?: number | null;
  heldFromStart?: boolean;
}) {
  const shown = savedAt !== null && (besides === null || Math.abs(savedAt - besides) > SAME_AGE_MS);
  const [held, setHeld] = useState(shown || heldFromStart);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!shown) return;
    setHeld(true);
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, [shown]);
  if (!shown || savedAt === null)
    return held ? (
      <p className="last-updated-held" aria-hidden="true">
        {'\u00a0'}
      </p>
    ) : null;
  return (
    <p className="last-updated">
      <time dateTime={new Date(savedAt).toISOString()}>{lastUpdatedText(savedAt, now)}</time>
    </p>
  );
}
