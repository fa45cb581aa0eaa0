/** The loading, error and empty states every back-office list shares, and its older pages. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Loaded } from '../../../state/use-load.js';
import { Button } from '../../../ui/Button.js';
import { StaffError } from './StaffError.js';
import type { OlderPagesState, usePages } from './use-pages.js';

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

/** The button that loads the next older page while there is one, and why the last try failed. */
export function OlderPages({ pages, children }: { pages: OlderPagesState; children: ReactNode }) {
  return (
    <>
      {pages.next ? (
        <Button variant="secondary" busy={pages.more.busy} onClick={() => void pages.loadOlder()}>
          {children}
        </Button>
      ) : null}
      <StaffError message={pages.more.error} />
    </>
  );
}

/** A list read page by page: its states, the rows loaded so far, and the older pages' button. */
export function PagedList<T>({
  paged,
  empty,
  olderLabel,
  children,
}: {
  paged: ReturnType<typeof usePages<T>>;
  empty: ReactNode;
  olderLabel: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <LoadState loaded={paged.loaded} retry={paged.reload} isEmpty={(d) => d.length === 0} empty={empty}>
      {(first) => (
        <>
          {children([...first, ...paged.older])}
          <OlderPages pages={paged.pages}>{olderLabel}</OlderPages>
        </>
      )}
    </LoadState>
  );
}
