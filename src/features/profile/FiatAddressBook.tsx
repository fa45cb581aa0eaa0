/**
 * The Fiat Address Book (decision 243): the customer's own bank accounts that cash withdrawals may
 * go to, each with its state (waiting for the emailed link, in the hold, usable), adding and
 * removing them. Only for customers of a region with a bank currency (AUD, EUR).
 */

import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { cashCurrencyOf } from '../../../contract/bank.js';
import { bankAccountText } from '../../../contract/bank-accounts.js';
import { getBankAccounts, removeBankAccount } from '../../api/bank.js';
import { holdDuration } from '../../lib/hold-duration.js';
import { auth } from '../../state/auth.js';
import { AddBankAccountModal } from './AddBankAccountModal.js';
import { SavedDestinationList } from './SavedDestinationList.js';
import { useLoadedActions } from './use-loaded-actions.js';
import './address-book.css';

export function FiatAddressBook() {
  const { user } = useSnapshot(auth);
  const currency = cashCurrencyOf(user?.currency_code);
  if (!currency)
    return (
      <p className="pf-empty">
        <Trans>Bank accounts can be saved by customers in Australia and the EU.</Trans>
      </p>
    );
  return <Book currency={currency} />;
}

function Book({ currency }: { currency: 'AUD' | 'EUR' }) {
  const { t } = useLingui();
  const { data, failed, busy, load, run } = useLoadedActions(getBankAccounts, t`That did not work. Please try again.`);

  if (failed)
    return (
      <p role="alert">
        <Trans>Your bank accounts could not be loaded. Please try again.</Trans>
      </p>
    );
  if (!data)
    return (
      <p className="muted">
        <Trans>Loading...</Trans>
      </p>
    );
  const hold = holdDuration(data.hold_seconds);
  return (
    <div className="address-book">
      <SavedDestinationList
        rows={data.accounts.map((a) => ({
          id: a.id,
          label: a.label,
          state: a.state,
          usableAt: a.usable_at,
          kind: `${a.currency} · ${a.holder_name}`,
          value: bankAccountText(a),
        }))}
        listLabel={t`Saved bank accounts`}
        rowTestId="saved-bank-account"
        empty={<Trans>No saved fiat accounts yet.</Trans>}
        note={
          <Trans>
            Cash withdrawals go only to your own bank accounts saved here. A new account is confirmed from the link we
            email you, then held for {hold} before you can withdraw to it.
          </Trans>
        }
        addLabel={<Trans>Add New Fiat Account</Trans>}
        busyId={busy}
        onRemove={(id) => void run(id, () => removeBankAccount(id), t`Bank account removed.`)}
        addModal={(close, saved) => <AddBankAccountModal currency={currency} onClose={close} onSaved={saved} />}
        onSaved={() => void load()}
      />
    </div>
  );
}
