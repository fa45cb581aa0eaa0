/**
 * The wallet's assets to search and choose from (the wallet's list, the send and receive
 * pickers): the search box, `notice` (a further failure to show), the wallet's load failure with
 * Retry, skeleton rows while loading, 'No assets found', or the rows.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DisplayAsset } from '../../lib/assets-view.js';
import { InlineError } from '../../ui/InlineError.js';
import { SearchBox } from '../../ui/SearchBox.js';
import { AssetRowsSkeleton } from './AssetRow.js';

export function AssetSearchList({
  searchId,
  query,
  onQuery,
  view,
  notice,
  shown,
  label,
  row,
}: {
  searchId: string;
  query: string;
  onQuery: (query: string) => void;
  view: { loading: boolean; walletError: string | null; reload: () => void };
  notice?: ReactNode;
  /** The assets the search leaves. */
  shown: readonly DisplayAsset[];
  label: string;
  row: (asset: DisplayAsset) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <SearchBox id={searchId} label={t`Search assets`} placeholder={t`Search`} value={query} onChange={onQuery} />
      {notice}
      {view.walletError ? (
        <InlineError onRetry={view.reload}>
          <p>{view.walletError}</p>
        </InlineError>
      ) : null}
      {view.loading ? (
        <AssetRowsSkeleton />
      ) : shown.length === 0 ? (
        <p className="empty-text">
          <Trans>No assets found</Trans>
        </p>
      ) : (
        <ul className="asset-list" aria-label={label}>
          {shown.map(row)}
        </ul>
      )}
    </>
  );
}
