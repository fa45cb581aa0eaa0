/**
 * 'Show values in': the currency the wallet, asset and history screens value holdings in
 * (decision 118). Saved on the server, so it follows the customer to other devices; the
 * region's market currency still decides what may be bought.
 */
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FIAT_SYMBOLS, type MarketCurrency } from '../../../contract/assets.js';
import { DISPLAY_CURRENCY_MESSAGES } from '../../../contract/display-currency.js';
import { useOnline } from '../../offline/hooks.js';
import { auth, updateUser } from '../../state/auth.js';
import { useDisplayCurrency } from '../../state/use-assets.js';
import { toast } from '../../ui/toast.js';
import { setDisplayCurrency } from './api/display-currency.js';
import './display-currency.css';

const NAMES: Record<MarketCurrency, string> = {
  USD: 'US dollar (USD)',
  EUR: 'Euro (EUR)',
  AUD: 'Australian dollar (AUD)',
};

export function DisplayCurrencyField() {
  const id = useId();
  const hintId = useId();
  const online = useOnline();
  const { user } = useSnapshot(auth);
  const current = useDisplayCurrency();
  const [saving, setSaving] = useState(false);

  const choose = async (currency: MarketCurrency) => {
    if (currency === current) return;
    setSaving(true);
    try {
      const saved = await setDisplayCurrency(currency);
      updateUser({ display_currency: saved?.display_currency ?? currency });
      toast.success(DISPLAY_CURRENCY_MESSAGES.saved(currency));
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : DISPLAY_CURRENCY_MESSAGES.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="field display-currency-field">
      <label htmlFor={id} className="field-label">
        Show values in
      </label>
      <div className="field-control">
        <select
          id={id}
          className="display-currency-select"
          value={current}
          disabled={saving || !online}
          aria-describedby={hintId}
          onChange={(e) => void choose(e.target.value as MarketCurrency)}
        >
          {FIAT_SYMBOLS.map((c) => (
            <option key={c} value={c}>
              {NAMES[c]}
            </option>
          ))}
        </select>
      </div>
      <p id={hintId} className="muted small">
        Purchases stay in {user?.currency_code ?? current}, your region's currency.
      </p>
    </div>
  );
}
