/**
 * What a screen shows of data it loads: the failure with a button to load again, the loading line,
 * or the screen's own content once the data is there. The screen gives every text, in its catalog.
 */
import type { ReactNode } from 'react';
import { Button } from './Button.js';

export function LoadGate<T>({
  data,
  failed,
  failedText,
  retryText,
  loadingText,
  onRetry,
  children,
}: {
  data: T | null;
  failed: boolean;
  failedText: ReactNode;
  retryText: ReactNode;
  loadingText: ReactNode;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (failed)
    return (
      <div className="inline-error" role="alert">
        <p>{failedText}</p>
        <Button variant="secondary" onClick={onRetry}>
          {retryText}
        </Button>
      </div>
    );
  if (data === null)
    return (
      <p className="empty-text" role="status">
        {loadingText}
      </p>
    );
  return children(data);
}
