/**
 * The coin of one side of a conversion (Swap, Sell) as a button that opens its picker; the
 * accessible name says which side it is and that it can be changed.
 */
import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { CoinSymbol } from '../../contract/assets.js';
import { CoinIcon } from './CoinIcon.js';

interface CoinChooserProps {
  symbol: CoinSymbol;
  label: string;
  className: string;
  onClick: () => void;
}

export function CoinChooser({ symbol, label, className, onClick }: CoinChooserProps) {
  return (
    <button type="button" className={className} onClick={onClick} aria-label={label}>
      <CoinIcon symbol={symbol} size={28} />
      <span>{symbol}</span>
      <ChevronDown size={18} aria-hidden="true" />
    </button>
  );
}

interface ReceivedAmountProps {
  /** The input's id, also its test id. */
  id: string;
  symbol: CoinSymbol;
  /** The quoted amount, formatted; empty while there is no quote. */
  value: string;
  className: string;
}

/** What the quote gives on the receiving side: a read-only amount field. */
export function ReceivedAmount({ id, symbol, value, className }: ReceivedAmountProps) {
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>{symbol} you receive</Trans>
      </label>
      <div className="field-control">
        <input
          id={id}
          className="amount amount-input"
          readOnly
          tabIndex={-1}
          value={value}
          placeholder="0"
          data-testid={id}
        />
      </div>
    </div>
  );
}
