/** The customer's consent to keep the card they pay with for recurring buys (decision 143). */
import './recurring.css';

const SAVE_CARD_LABEL = 'Save this card for recurring buys';

export function SaveCardConsent({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="save-card-consent">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{SAVE_CARD_LABEL}</span>
    </label>
  );
}
