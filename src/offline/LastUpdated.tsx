/** 'Last updated 5 min ago' under data shown from an offline snapshot; the age keeps counting. */
import { useEffect, useState } from 'react';
import { lastUpdatedText } from './age.js';
import './offline.css';

/** Ages within this of each other read as one: the page's line already says it. */
const SAME_AGE_MS = 60_000;

/**
 * `besides`: the age the page already shows for the figures above, if any. A part saved at about
 * the same time says nothing more, so a screen never shows the same "Last updated" twice.
 */
export function LastUpdated({ savedAt, besides = null }: { savedAt: number; besides?: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  if (besides !== null && Math.abs(savedAt - besides) <= SAME_AGE_MS) return null;
  return (
    <p className="last-updated">
      <time dateTime={new Date(savedAt).toISOString()}>{lastUpdatedText(savedAt, now)}</time>
    </p>
  );
}
