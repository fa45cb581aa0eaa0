/**
 * The end of a long history: a line that says when older transactions are loading (a polite
 * live region), a visible 'Load more' button that works without scrolling, and an invisible
 * marker that takes the same step when it comes near the screen as the customer scrolls.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

interface Props {
  onMore: () => void;
  loading: boolean;
  error: string | null;
}

export function MoreRows({ onMore, loading, error }: Props) {
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  const { t } = useLingui();
  latest.current = onMore;
  useEffect(() => {
    const el = marker.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // Well before the end shows, so the next rows are drawn by the time the customer gets there.
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  return (
    <div className="tx-more">
      <div ref={marker} aria-hidden="true" />
      <p className="tx-more-status" role="status">
        {loading ? t`Loading more transactions...` : error ? t`Failed to load more transactions: ${error}` : ''}
      </p>
      <button type="button" className="btn btn-secondary" onClick={onMore}>
        {error ? t`Try again` : t`Load more`}
      </button>
    </div>
  );
}
