/**
 * The crypto address book (decision 134): the allowlist-only switch, the saved addresses per coin
 * and network with their label and state (waiting for the emailed link, in the hold, usable), and
 * adding and removing them.
 */
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { holdText, type SavedAddress } from '../../../contract/address-book.js';
import { getAddressBook, removeAddress, setAllowlistOnly } from '../../api/addressbook.js';
import { formatWhen } from '../../lib/dates.js';
import { useOnline } from '../../offline/hooks.js';
import { Button } from '../../ui/Button.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { AddAddressModal } from './AddAddressModal.js';
import { AllowlistOffModal } from './AllowlistOffModal.js';
import { useLoadedActions } from './use-loaded-actions.js';
import './address-book.css';
import { useSnapshot } from 'valtio';
import { locale } from '../../state/locale.js';

const LOAD_FAILED = 'Your address book could not be loaded. Please try again.';
const FAILED = 'That did not work. Please try again.';

function stateText(a: SavedAddress, timeZone: string): string {
  if (a.state === 'pending') return 'Waiting for confirmation: open the link we emailed you';
  if (a.state === 'holding') return `Confirmed · usable from ${formatWhen(a.usableAt, timeZone)}`;
  return 'Confirmed · usable';
}

function AddressRow({ a, onRemove, busy }: { a: SavedAddress; onRemove: () => void; busy: boolean }) {
  const { timeZone } = useSnapshot(locale);
  return (
    <li className="saved-address" data-testid="saved-address">
      <div className="saved-address-text">
        <p className="strong">
          {a.label}{' '}
          <span className={a.state === 'usable' ? 'badge badge-success' : 'badge'}>
            {a.state === 'pending' ? 'Pending' : a.state === 'holding' ? 'On hold' : 'Usable'}
          </span>
        </p>
        <p className="muted small">
          {a.currency} · {a.networkName}
        </p>
        <p className="saved-address-value">{a.address}</p>
        <p className="muted small">{stateText(a, timeZone)}</p>
      </div>
      <OnlineButton variant="secondary" busy={busy} aria-label={`Remove ${a.label}`} onClick={onRemove}>
        Remove
      </OnlineButton>
    </li>
  );
}

export function CryptoAddressBook() {
  const online = useOnline();
  const { timeZone } = useSnapshot(locale);
  const switchId = useId();
  const { data: book, setData: setBook, failed, busy, load, run } = useLoadedActions(getAddressBook, FAILED);
  const [adding, setAdding] = useState(false);
  const [turningOff, setTurningOff] = useState(false);

  if (failed) return <p role="alert">{LOAD_FAILED}</p>;
  if (!book) return <p className="muted">Loading...</p>;
  const on = book.allowlist !== 'off';
  const hold = holdText(book.holdSeconds);

  return (
    <div className="address-book">
      <div className="toggle-row toggle-main">
        <label htmlFor={switchId}>Withdraw only to my address book (allowlist-only)</label>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="pf-switch"
          aria-checked={on}
          checked={on}
          disabled={!online || busy === 'switch' || book.allowlist === 'turning_off'}
          onChange={(e) => {
            if (e.target.checked) void run('switch', () => setAllowlistOnly({ enabled: true }));
            else setTurningOff(true);
          }}
        />
      </div>
      <p className="muted small" data-testid="allowlist-state">
        {book.allowlist === 'on'
          ? 'On: withdrawals go only to confirmed addresses below that are past their hold.'
          : book.allowlist === 'turning_off'
            ? `Turning off: withdrawals stay limited to these addresses until ${formatWhen(book.allowlistOffAt, timeZone)}.`
            : `Off: you can withdraw to any address. Turning this on is immediate; turning it off takes ${hold}.`}
      </p>
      {book.allowlist === 'turning_off' ? (
        <Button
          variant="secondary"
          busy={busy === 'switch'}
          onClick={() => void run('switch', () => setAllowlistOnly({ enabled: true }))}
        >
          Keep allowlist-only on
        </Button>
      ) : null}

      {book.addresses.length === 0 ? (
        <p className="pf-empty">No saved crypto addresses yet.</p>
      ) : (
        <ul className="saved-addresses" aria-label="Saved addresses">
          {book.addresses.map((a) => (
            <AddressRow
              key={a.id}
              a={a}
              busy={busy === a.id}
              onRemove={() => void run(a.id, () => removeAddress(a.id))}
            />
          ))}
        </ul>
      )}
      <p className="muted small">
        A new address is confirmed from the link we email you, then held for {hold} before you can withdraw to it.
      </p>
      <OnlineButton variant="secondary" onClick={() => setAdding(true)} notice={null}>
        <Plus aria-hidden="true" size={18} />
        Add new crypto address
      </OnlineButton>

      {adding ? (
        <AddAddressModal
          onClose={() => setAdding(false)}
          onSaved={(message) => {
            setAdding(false);
            toast.success(message);
            void load();
          }}
        />
      ) : null}
      {turningOff ? (
        <AllowlistOffModal
          holdSeconds={book.holdSeconds}
          onClose={() => setTurningOff(false)}
          onDone={(next, message) => {
            setTurningOff(false);
            setBook(next);
            if (message) toast.success(message);
          }}
        />
      ) : null}
    </div>
  );
}
