/** One asset of a list: logo, name, price with 24-hour change, value and balance. */

import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import type { DisplayAsset } from '../../lib/assets-view.js';
import { formatCrypto, formatFiat, formatPercent } from '../../lib/money-format.js';
import { CoinIcon } from '../../ui/CoinIcon.js';

function Change({ value }: { value: string | null }) {
  if (value === null) return null;
  const negative = value.startsWith('-');
  const zero = /^-?0(\.0+)?$/.test(value);
  const text = formatPercent(value, { plus: true });
  return (
    <span className={`amount asset-change ${zero ? '' : negative ? 'tx-negative' : 'tx-positive'}`}>
      <span className="visually-hidden">
        <Trans>24 hour change</Trans>{' '}
      </span>
      {text}
    </span>
  );
}

interface AssetRowProps {
  asset: DisplayAsset;
  currency: string;
  /** Show the price and 24-hour change (the home list). */
  showPrice?: boolean;
  onChoose: (asset: DisplayAsset) => void;
}

/** Same figures: a list rebuilt after one price moved re-renders only that row. */
function sameAsset(a: DisplayAsset, b: DisplayAsset): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as Array<keyof DisplayAsset>;
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function sameRow(a: AssetRowProps, b: AssetRowProps): boolean {
  return (
    a.currency === b.currency && a.showPrice === b.showPrice && a.onChoose === b.onChoose && sameAsset(a.asset, b.asset)
  );
}

export const AssetRow = memo(function AssetRow({ asset, currency, showPrice, onChoose }: AssetRowProps) {
  return (
    <li>
      <button type="button" className="asset-row" data-symbol={asset.symbol} onClick={() => onChoose(asset)}>
        <CoinIcon symbol={asset.symbol} />
        <span className="asset-main">
          <span className="asset-name">{asset.name}</span>
          <span className="asset-symbol">
            {asset.symbol}
            {showPrice && asset.price !== null ? (
              <>
                {' · '}
                <span className="amount">{formatFiat(asset.price, currency)}</span> <Change value={asset.change24h} />
              </>
            ) : null}
          </span>
        </span>
        <span className="asset-figures">
          <span className="amount asset-value">{asset.value === null ? '—' : formatFiat(asset.value, currency)}</span>
          <span className="amount asset-balance">
            {formatCrypto(asset.balance, asset.precision)} {asset.symbol}
          </span>
        </span>
      </button>
    </li>
  );
}, sameRow);

export function AssetRowsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <ul className="asset-list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="skeleton asset-skeleton" />
      ))}
    </ul>
  );
}
