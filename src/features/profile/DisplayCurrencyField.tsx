/**
 * 'Show values in': the currency the wallet, asset and history screens value holdings in
 * (decision 118). Saved on the server, so it follows the customer to other devices; the
 * region's market currency still decides what may be bought.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FIAT_SYMBOLS, type MarketCurrency } from '../../../contract/assets.js';
import { useOnline } from '../../offline/hooks.js';
import { auth, updateUser } from '../../state/auth.js';
import { useDisplayCurrency } from '../../state/use-assets.js';
import { toast } from '../../ui/toast.js';
import { setDisplayCurrency } from './api/display-currency.js';
import './display-currency.css';

export function DisplayCurrencyField() {
  const { t } = useLingui();
  const names: Record<MarketCurrency, string> = {
    USD: t`US dollar (USD)`,
    EUR: t`Euro (EUR)`,
    AUD: t`Australian dollar (AUD)`,
  };
  const id = useId();
  const hintId = useId();
  const online = useOnline();
  const { user } = useSnapshot(auth);
  const current = useDisplayCurrency();
  const market = user?.currency_code ?? current;
  const [saving, setSaving] = useState(false);

  const choose = async (currency: MarketCurrency) => {
    if (currency === current) return;
    setSaving(true);
    try {
      const saved = await setDisplayCurrency(currency);
      updateUser({ display_currency: saved?.display_currency ?? currency });
      toast.success(t`Values are now shown in ${currency}`);
    } catch (e) {
      toast.error(
        e instanceof Error && e.message ? e.message : t`Failed to change the display currency. Please try again.`,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="field display-currency-field">
      <label htmlFor={id} className="field-label">
        <Trans>Show values in</Trans>
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
              {names[c]}
            </option>
          ))}
        </select>
      </div>
      <p id={hintId} className="muted small">
        <Trans>Purchases stay in {market}, your region's currency.</Trans>
      </p>
    </div>
  );
}
