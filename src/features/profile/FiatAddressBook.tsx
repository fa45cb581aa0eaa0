/**
 * The Fiat Address Book (decision 243): the customer's own bank accounts that cash withdrawals may
 * go to, each with its state (waiting for the emailed link, in the hold, usable), adding and
 * removing them. Only for customers of a region with a bank currency (AUD, EUR).
 */

import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { cashCurrencyOf } from '../../../contract/bank.js';
import { bankAccountText } from '../../../contract/bank-accounts.js';
import { getBankAccounts, removeBankAccount } from '../../api/bank.js';
import { holdDuration } from '../../lib/hold-duration.js';
import { auth } from '../../state/auth.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { AddBankAccountModal } from './AddBankAccountModal.js';
import { SavedDestinationRow } from './SavedDestinationRow.js';
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
  const [adding, setAdding] = useState(false);

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
      {data.accounts.length === 0 ? (
        <p className="pf-empty">
          <Trans>No saved fiat accounts yet.</Trans>
        </p>
      ) : (
        <ul className="saved-addresses" aria-label={t`Saved bank accounts`}>
          {data.accounts.map((a) => (
            <SavedDestinationRow
              key={a.id}
              label={a.label}
              state={a.state}
              usableAt={a.usable_at}
              kind={`${a.currency} · ${a.holder_name}`}
              value={bankAccountText(a)}
              testId="saved-bank-account"
              busy={busy === a.id}
              onRemove={() => void run(a.id, () => removeBankAccount(a.id), t`Bank account removed.`)}
            />
          ))}
        </ul>
      )}
      <p className="muted small">
        <Trans>
          Cash withdrawals go only to your own bank accounts saved here. A new account is confirmed from the link we
          email you, then held for {hold} before you can withdraw to it.
        </Trans>
      </p>
      <OnlineButton variant="secondary" onClick={() => setAdding(true)} notice={null}>
        <Plus aria-hidden="true" size={18} />
        <Trans>Add New Fiat Account</Trans>
      </OnlineButton>
      {adding ? (
        <AddBankAccountModal
          currency={currency}
          onClose={() => setAdding(false)}
          onSaved={(message) => {
            setAdding(false);
            toast.success(message);
            void load();
          }}
        />
      ) : null}
    </div>
  );
}
