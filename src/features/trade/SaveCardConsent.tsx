/** The customer's consent to keep the card they pay with for recurring buys (decision 143). */
import { Trans } from '@lingui/react/macro';
import './recurring.css';

export function SaveCardConsent({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="save-card-consent">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <Trans>Save this card for recurring buys</Trans>
      </span>
    </label>
  );
}
