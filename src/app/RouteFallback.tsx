import { Trans } from '@lingui/react/macro';

/** What a lazy screen shows while its code loads: a quiet skeleton of the page's frame. */
export function RouteFallback() {
  return (
    <div className="route-fallback" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">
        <Trans>Loading...</Trans>
      </span>
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-card" />
    </div>
  );
}
