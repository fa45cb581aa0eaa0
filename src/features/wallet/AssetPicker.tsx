/**
 * The asset picker of /assets/send and /assets/receive: search, the list with value and balance,
 * Retry on rate errors; choosing an asset opens /send or /receive with it in navigation state.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { searchAssets, toNavState } from '../../lib/assets-view.js';
import { useAssets } from '../../state/use-assets.js';
import { coinImage } from '../../ui/CoinIcon.js';
import { InlineError } from '../../ui/InlineError.js';
import { AssetRow, AssetRowsSkeleton } from './AssetRow.js';
import '../../ui/screens.css';
import './wallet.css';
import * as paths from '../../lib/paths.js';
import { SearchBox } from '../../ui/SearchBox.js';

export function AssetPicker({ mode }: { mode: 'send' | 'receive' }) {
  const view = useAssets({ display: true });
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const { t } = useLingui();
  const title = mode === 'send' ? t`Select asset to send` : t`Select asset to receive`;
  const shown = searchAssets(view.assets, query);
  return (
    <div className="picker-page">
      <h1>{title}</h1>
      <SearchBox
        id="picker-search"
        label={t`Search assets`}
        placeholder={t`Search`}
        value={query}
        onChange={setQuery}
      />
      {view.ratesError ? (
        <InlineError onRetry={view.retryRates}>
          <p>
            <Trans>Error loading rates</Trans>
          </p>
        </InlineError>
      ) : null}
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
        <ul className="asset-list" aria-label={title}>
          {shown.map((a) => (
            <AssetRow
              key={a.symbol}
              asset={a}
              currency={view.currency}
              onChoose={(asset) =>
                navigate(mode === 'send' ? paths.send : paths.receive, {
                  state: toNavState(asset, mode, view.currency, coinImage(asset.symbol)),
                })
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
