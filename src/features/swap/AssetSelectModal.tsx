/**
 * The swap's asset picker: 'Select Asset to Swap' (source) or 'Select Asset to Receive' (target),
 * searched by name or symbol. A source with no pairs says so.
 */
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { CoinSymbol } from '../../../contract/assets.js';
import { type DisplayAsset, searchAssets } from '../../lib/assets-view.js';
import { formatCrypto } from '../../lib/money-format.js';
import { CoinIcon } from '../../ui/CoinIcon.js';
import { Modal } from '../../ui/Modal.js';

export interface AssetSelectModalProps {
  side: 'source' | 'target';
  assets: readonly DisplayAsset[];
  /** The source's symbol, for the 'no pairs' text of the target side. */
  sourceSymbol: CoinSymbol;
  current: CoinSymbol;
  onChoose: (symbol: CoinSymbol) => void;
  onClose: () => void;
}

export function AssetSelectModal({ side, assets, sourceSymbol, current, onChoose, onClose }: AssetSelectModalProps) {
  const [query, setQuery] = useState('');
  const title = side === 'source' ? 'Select Asset to Swap' : 'Select Asset to Receive';
  const shown = searchAssets(assets, query);
  return (
    <Modal title={title} onClose={onClose} className="swap-picker">
      <div className="search-box">
        <Search size={18} aria-hidden="true" />
        <label htmlFor="swap-asset-search" className="visually-hidden">
          Search asset
        </label>
        <input
          id="swap-asset-search"
          type="search"
          placeholder="Search asset"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          data-autofocus
        />
      </div>
      {assets.length === 0 && side === 'target' ? (
        <div className="empty-state">
          <p className="empty-title">No trading pairs available for {sourceSymbol}</p>
          <p className="empty-text">Please select a different base currency</p>
        </div>
      ) : shown.length === 0 ? (
        <p className="empty-text">No assets found</p>
      ) : (
        <ul className="swap-picker-list">
          {shown.map((a) => (
            <li key={a.symbol}>
              <button
                type="button"
                className="swap-picker-row"
                aria-current={a.symbol === current ? 'true' : undefined}
                onClick={() => onChoose(a.symbol)}
              >
                <CoinIcon symbol={a.symbol} size={32} />
                <span className="swap-picker-name">
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
