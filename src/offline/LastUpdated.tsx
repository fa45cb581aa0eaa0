/** 'Last updated 5 min ago' under data shown from an offline snapshot; the age keeps counting. */
import { useEffect, useState } from 'react';
import { lastUpdatedText } from './age.js';
import './offline.css';

export function LastUpdated({ savedAt }: { savedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  return (
    <p className="last-updated">
      <time dateTime={new Date(savedAt).toISOString()}>{lastUpdatedText(savedAt, now)}</time>
    </p>
  );
}
