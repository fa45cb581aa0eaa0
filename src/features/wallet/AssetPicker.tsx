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
import { AssetRow } from './AssetRow.js';
import { AssetSearchList } from './AssetSearchList.js';
import '../../ui/screens.css';
import './wallet.css';
import * as paths from '../../lib/paths.js';

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
      <AssetSearchList
        searchId="picker-search"
        query={query}
        onQuery={setQuery}
        view={view}
        notice={
          view.ratesError ? (
            <InlineError onRetry={view.retryRates}>
              <p>
                <Trans>Error loading rates</Trans>
              </p>
            </InlineError>
          ) : null
        }
        shown={shown}
        label={title}
        row={(a) => (
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
        )}
      />
    </div>
  );
}
