/**
 * The crypto address book (decision 134): the allowlist-only switch, the saved addresses per coin
 * and network with their label and state (waiting for the emailed link, in the hold, usable), and
 * adding and removing them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { getAddressBook, removeAddress, setAllowlistOnly } from '../../api/addressbook.js';
import { formatWhen } from '../../lib/dates.js';
import { holdDuration } from '../../lib/hold-duration.js';
import { useOnline } from '../../offline/hooks.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';
import { AddAddressModal } from './AddAddressModal.js';
import { AllowlistOffModal } from './AllowlistOffModal.js';
import { SavedDestinationList } from './SavedDestinationList.js';
import { useLoadedActions } from './use-loaded-actions.js';
import './address-book.css';
import { useSnapshot } from 'valtio';
import { locale } from '../../state/locale.js';

export function CryptoAddressBook() {
  const { t } = useLingui();
  const online = useOnline();
  const { timeZone } = useSnapshot(locale);
  const switchId = useId();
  const {
    data: book,
    setData: setBook,
    failed,
    busy,
    load,
    run,
  } = useLoadedActions(getAddressBook, t`That did not work. Please try again.`);
  const [turningOff, setTurningOff] = useState(false);

  if (failed)
    return (
      <p role="alert">
        <Trans>Your address book could not be loaded. Please try again.</Trans>
      </p>
    );
  if (!book)
    return (
      <p className="muted">
        <Trans>Loading...</Trans>
      </p>
    );
  const on = book.allowlist !== 'off';
  const hold = holdDuration(book.holdSeconds);
  const offAt = formatWhen(book.allowlistOffAt, timeZone);
  const turnOn = () =>
    void run(
      'switch',
      () => setAllowlistOnly({ enabled: true }),
      t`Withdrawals now go only to confirmed addresses of your address book.`,
    );

  return (
    <div className="address-book">
      <div className="toggle-row toggle-main">
        <label htmlFor={switchId}>
          <Trans>Withdraw only to my address book (allowlist-only)</Trans>
        </label>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="pf-switch"
          aria-checked={on}
          checked={on}
          disabled={!online || busy === 'switch' || book.allowlist === 'turning_off'}
          onChange={(e) => {
            if (e.target.checked) turnOn();
            else setTurningOff(true);
          }}
        />
      </div>
      <p className="muted small" data-testid="allowlist-state">
        {book.allowlist === 'on' ? (
          <Trans>On: withdrawals go only to confirmed addresses below that are past their hold.</Trans>
        ) : book.allowlist === 'turning_off' ? (
          <Trans>Turning off: withdrawals stay limited to these addresses until {offAt}.</Trans>
        ) : (
          <Trans>
            Off: you can withdraw to any address. Turning this on is immediate; turning it off takes {hold}.
          </Trans>
        )}
      </p>
      {book.allowlist === 'turning_off' ? (
        <Button variant="secondary" busy={busy === 'switch'} onClick={turnOn}>
          <Trans>Keep allowlist-only on</Trans>
        </Button>
      ) : null}

      <SavedDestinationList
        rows={book.addresses.map((a) => ({
          id: a.id,
          label: a.label,
          state: a.state,
          usableAt: a.usableAt,
          kind: `${a.currency} · ${a.networkName}`,
          value: a.address,
        }))}
        listLabel={t`Saved addresses`}
        rowTestId="saved-address"
        empty={<Trans>No saved crypto addresses yet.</Trans>}
        note={
          <Trans>
            A new address is confirmed from the link we email you, then held for {hold} before you can withdraw to it.
          </Trans>
        }
        addLabel={<Trans>Add new crypto address</Trans>}
        busyId={busy}
        onRemove={(id) => void run(id, () => removeAddress(id), t`Address removed.`)}
        addModal={(close, saved) => <AddAddressModal onClose={close} onSaved={saved} />}
        onSaved={() => void load()}
      />
      {turningOff ? (
        <AllowlistOffModal
          holdSeconds={book.holdSeconds}
          onClose={() => setTurningOff(false)}
          onDone={(next, message) => {
            setTurningOff(false);
            setBook(next);
            toast.success(message);
          }}
        />
      ) : null}
    </div>
  );
}
