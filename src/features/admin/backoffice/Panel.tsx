/** The loading, error and empty states every back-office list shares. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Loaded } from '../../../state/use-load.js';
import { Button } from '../../../ui/Button.js';

export function LoadState<T>({
  loaded,
  retry,
  empty,
  isEmpty,
  children,
}: {
  loaded: Loaded<T>;
  retry: () => void;
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (loaded.state === 'loading')
    return (
      <p className="bo-state" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (loaded.state === 'error')
    return (
      <div className="bo-state bo-error" role="alert">
        <p>{loaded.message || <Trans>This could not be loaded.</Trans>}</p>
        <Button variant="secondary" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  if (isEmpty(loaded.data)) return <p className="bo-state">{empty}</p>;
  return <>{children(loaded.data)}</>;
}
