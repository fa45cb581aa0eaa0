/**
 * An asset picker: the coins offered with their balances, searched by name or symbol. Swap and
 * Buy/Sell each give their own title and what to say when there is nothing to offer.
 */
import { type ReactNode, useId, useState } from 'react';
import type { CoinSymbol } from '../../contract/assets.js';
import { type DisplayAsset, searchAssets } from '../lib/assets-view.js';
import { formatCrypto } from '../lib/money-format.js';
import { CoinIcon } from './CoinIcon.js';
import { Modal } from './Modal.js';
import './screens.css';
import './asset-picker.css';
import { SearchBox } from './SearchBox.js';

interface AssetSelectModalProps {
  title: string;
  assets: readonly DisplayAsset[];
  current: CoinSymbol;
  onChoose: (symbol: CoinSymbol) => void;
  onClose: () => void;
  searchLabel: string;
  /** Shown when the search matches nothing. */
  noneFoundText: string;
  /** Shown while the assets load and none is known yet. */
  loadingText?: string;
  /** Shown instead of the list when there is no asset to offer at all. */
  empty?: ReactNode;
}

export function AssetSelectModal({
  title,
  assets,
  current,
  onChoose,
  onClose,
  searchLabel,
  noneFoundText,
  loadingText,
  empty,
}: AssetSelectModalProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = searchAssets(assets, query);
  return (
    <Modal title={title} onClose={onClose} className="asset-picker">
      <SearchBox id={searchId} label={searchLabel} value={query} onChange={setQuery} autoFocus />
      {loadingText && assets.length === 0 ? (
        <p className="empty-text" role="status">
          {loadingText}
        </p>
      ) : empty && assets.length === 0 ? (
        empty
      ) : shown.length === 0 ? (
        <p className="empty-text">{noneFoundText}</p>
      ) : (
        <ul className="asset-picker-list">
          {shown.map((a) => (
            <li key={a.symbol}>
              <button
                type="button"
                className="asset-picker-row"
                aria-current={a.symbol === current ? 'true' : undefined}
                onClick={() => onChoose(a.symbol)}
              >
                <CoinIcon symbol={a.symbol} size={32} />
                <span className="asset-picker-name">
                  <span className="strong">{a.name}</span>
                  <span className="muted small">{a.symbol}</span>
                </span>
                <span className="amount muted small">{formatCrypto(a.balance, a.precision)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
