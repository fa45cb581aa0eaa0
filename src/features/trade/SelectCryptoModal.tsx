/**
 * 'Select Crypto': the coins offered to buy, searched by name or symbol (specification section 2,
 * Trade screen), with its loading and empty texts.
 */
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { CoinSymbol } from '../../../contract/assets.js';
import { ASSET_PICKER_MESSAGES } from '../../../contract/payments.js';
import { type DisplayAsset, searchAssets } from '../../lib/assets-view.js';
import { formatCrypto } from '../../lib/money-format.js';
import { CoinIcon } from '../../ui/CoinIcon.js';
import { Modal } from '../../ui/Modal.js';

export interface SelectCryptoModalProps {
  assets: readonly DisplayAsset[];
  loading: boolean;
  current: CoinSymbol;
  onChoose: (symbol: CoinSymbol) => void;
  onClose: () => void;
  title?: string;
}

export function SelectCryptoModal({
  assets,
  loading,
  current,
  onChoose,
  onClose,
  title = ASSET_PICKER_MESSAGES.title,
}: SelectCryptoModalProps) {
  const [query, setQuery] = useState('');
  const shown = searchAssets(assets, query);
  return (
    <Modal title={title} onClose={onClose} className="trade-picker">
      <div className="search-box">
        <Search size={18} aria-hidden="true" />
        <label htmlFor="trade-asset-search" className="visually-hidden">
          {ASSET_PICKER_MESSAGES.search}
        </label>
        <input
          id="trade-asset-search"
          type="search"
          placeholder={ASSET_PICKER_MESSAGES.search}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          data-autofocus
        />
      </div>
      {loading && assets.length === 0 ? (
        <p className="empty-text" role="status">
          {ASSET_PICKER_MESSAGES.loading}
        </p>
      ) : assets.length === 0 ? (
        <p className="empty-text">{ASSET_PICKER_MESSAGES.noneAvailable}</p>
      ) : shown.length === 0 ? (
        <p className="empty-text">{ASSET_PICKER_MESSAGES.noneFound}</p>
      ) : (
        <ul className="trade-picker-list">
          {shown.map((a) => (
            <li key={a.symbol}>
              <button
                type="button"
                className="trade-picker-row"
                aria-current={a.symbol === current ? 'true' : undefined}
                onClick={() => onChoose(a.symbol)}
              >
                <CoinIcon symbol={a.symbol} size={32} />
                <span className="trade-picker-name">
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
