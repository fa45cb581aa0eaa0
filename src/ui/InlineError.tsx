/**
 * A load that failed: what went wrong and a Retry button, announced as it appears. `className`
 * replaces the usual look (a banner, the balance card's own).
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button.js';

export function InlineError({
  children,
  onRetry,
  className = 'inline-error',
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={className} role="alert">
      {children}
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
