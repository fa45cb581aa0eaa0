/**
 * Withdraw cash to one of the customer's own saved bank accounts (decisions 243, 244): the
 * account, the amount, then the review and, with 2FA, the code or a passkey. Accounts not usable
 * yet are listed with why; with none saved, the way to the Fiat Address Book.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { CashCurrency } from '../../../contract/bank.js';
import {
  type BankAccountsData,
  bankAccountText,
  maskedBankAccountText,
  type SavedBankAccount,
} from '../../../contract/bank-accounts.js';
import { getBankAccounts } from '../../api/bank.js';
import { formatWhen } from '../../lib/dates.js';
import { formatFiat } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';
import { useOnlineAgain } from '../../offline/hooks.js';
import { isConnected } from '../../offline/network.js';
import { OFFLINE_DIALOG_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { locale } from '../../state/locale.js';
import { AmountInput } from '../../ui/AmountInput.js';
import { Button } from '../../ui/Button.js';
import { FrozenNotice } from '../../ui/FrozenNotice.js';
import { InlineError } from '../../ui/InlineError.js';
import { Modal } from '../../ui/Modal.js';
import { MoneyButton } from '../../ui/MoneyButton.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { SummaryList } from '../../ui/SummaryList.js';
import { ConfirmByEmailDialog } from '../../withdrawal-confirm/ConfirmByEmailDialog.js';
import { TwoFactorDialog } from '../../withdrawal-confirm/TwoFactorDialog.js';
import { type CashWithdrawState, useCashWithdraw } from './use-cash-withdraw.js';

function Review({ w, currency }: { w: CashWithdrawState; currency: CashCurrency }) {
  const { t } = useLingui();
  const a = w.account;
  if (!a) return null;
  return (
    <SummaryList
      className="cash-review"
      label={t`Withdrawal review`}
      rows={[
        { label: t`To`, value: a.label },
        { label: t`Account holder`, value: a.holder_name },
        {
          label: a.iban ? t`IBAN` : t`BSB and account number`,
          value: maskedBankAccountText(a),
          testId: 'review-account',
        },
        { label: t`Fee`, value: formatFiat('0', currency) },
        { label: t`You receive`, value: formatFiat(w.wire, currency), total: true, testId: 'review-amount' },
      ]}
    />
  );
}

function NotUsable({ a }: { a: SavedBankAccount }) {
  const { timeZone } = useSnapshot(locale);
  const when = formatWhen(a.usable_at, timeZone);
  const label = a.label;
  return (
    <li>
      {a.state === 'pending' ? (
        <Trans>{label}: waiting for confirmation from the link we emailed you</Trans>
      ) : (
        <Trans>
          {label}: usable from {when}
        </Trans>
      )}
    </li>
  );
}

export function WithdrawPanel({
  currency,
  balance,
  onSent,
}: {
  currency: CashCurrency;
  balance: string | null;
  onSent: () => void;
}) {
  const { t } = useLingui();
  const [book, setBook] = useState<BankAccountsData | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'offline'>('loading');
  const load = useCallback(async () => {
    if (!isConnected()) return setState('offline');
    try {
      setBook(await getBankAccounts());
      setState('ready');
    } catch {
      setState(isConnected() ? 'failed' : 'offline');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  useOnlineAgain(() => void load());
  const w = useCashWithdraw({ balance, accounts: book?.accounts ?? [], onSent });
  const bookLink = `${paths.profileSectionPath('addressBook')}?book=fiat`;

  if (state === 'loading')
    return (
      <div className="cash-panel cash-skeleton" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading your bank accounts...</Trans>
        </span>
        <span className="skeleton" aria-hidden="true" />
        <span className="skeleton" aria-hidden="true" />
      </div>
    );
  if (state === 'offline')
    return (
      <p className="cash-panel muted" role="status">
        <Trans>A connection is needed to withdraw. Your bank accounts show once you are back online.</Trans>
      </p>
    );
  if (state === 'failed' || !book)
    return (
      <InlineError onRetry={() => void load()}>
        <p>
          <Trans>Your bank accounts could not be loaded. Please try again.</Trans>
        </p>
      </InlineError>
    );

  const waiting = book.accounts.filter((a) => a.state !== 'usable');
  if (book.accounts.length === 0)
    return (
      <div className="cash-panel">
        <p className="muted" data-testid="withdraw-no-accounts">
          <Trans>
            Withdrawals go only to your own bank accounts. Save one in your Fiat Address Book first: it is confirmed
            from the link we email you, then usable after a hold.
          </Trans>
        </p>
        <Link href={bookLink} className="btn btn-secondary">
          <Trans>Add a bank account</Trans>
        </Link>
      </div>
    );

  const sending = w.step === 'sending';
  const amountLabel = t`Amount (${currency})`;
  const available = balance === null ? '' : formatFiat(balance, currency);
  return (
    <div className="cash-panel">
      <form
        className="cash-withdraw-form"
        aria-label={t`Withdraw cash`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          w.review();
        }}
      >
        {w.usable.length > 0 ? (
          <fieldset className="cash-accounts" aria-describedby={w.errors.account ? 'cash-account-error' : undefined}>
            <legend className="field-label">
              <Trans>To bank account</Trans>
            </legend>
            {w.usable.map((a) => (
              <label key={a.id} className="cash-account">
                <input
                  type="radio"
                  name="bank-account"
                  value={a.id}
                  checked={w.account?.id === a.id}
                  onChange={() => w.choose(a.id)}
                />
                <span>
                  <span className="strong">{a.label}</span>
                  <span className="muted small cash-account-number">
                    {a.holder_name} · {bankAccountText(a)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="notice">
            <Trans>None of your bank accounts can be used yet.</Trans>
          </p>
        )}
        {w.errors.account ? (
          <p id="cash-account-error" className="field-error" role="alert">
            {w.errors.account}
          </p>
        ) : null}
        {waiting.length > 0 ? (
          <div className="muted small">
            <p>
              <Trans>Not usable yet:</Trans>
            </p>
            <ul className="cash-waiting">
              {waiting.map((a) => (
                <NotUsable key={a.id} a={a} />
              ))}
            </ul>
          </div>
        ) : null}
        <AmountInput
          label={amountLabel}
          mode="fiat"
          currency={currency}
          value={w.amount}
          hint={available ? t`Available: ${available}` : undefined}
          error={w.errors.amount}
          onValueChange={w.setAmount}
        />
        {balance !== null && balance !== '0.00' ? (
          <Button variant="ghost" className="cash-all" onClick={w.all}>
            <Trans>Withdraw all</Trans>
          </Button>
        ) : null}
        {w.errors.form ? (
          <p className="form-error" role="alert">
            {w.errors.form}
          </p>
        ) : null}
        <OfflineNotice message={t`A connection is needed to withdraw.`} />
        <FrozenNotice />
        <MoneyButton type="submit" block disabled={w.usable.length === 0}>
          <Trans>Review withdrawal</Trans>
        </MoneyButton>
        <p className="muted small">
          <Link href={bookLink}>
            <Trans>Manage bank accounts</Trans>
          </Link>
        </p>
      </form>

      {w.step === 'review' || (sending && w.dialog === 'review') ? (
        <Modal title={t`Review withdrawal`} onClose={sending ? () => {} : w.cancel} closeOnBackdrop={!sending}>
          <Review w={w} currency={currency} />
          <p className="muted small">
            <Trans>
              The amount leaves your cash balance now. If the bank cannot pay it, it comes back to your balance.
            </Trans>
          </p>
          <OfflineNotice id={OFFLINE_DIALOG_NOTICE_ID} message={t`A connection is needed to withdraw.`} />
          <div className="cash-dialog-actions">
            <Button variant="secondary" onClick={w.cancel} disabled={sending}>
              <Trans>Cancel</Trans>
            </Button>
            <OnlineButton busy={sending} notice={OFFLINE_DIALOG_NOTICE_ID} onClick={w.confirm} data-autofocus>
              {sending ? <Trans>Withdrawing...</Trans> : <Trans>Confirm withdrawal</Trans>}
            </OnlineButton>
          </div>
        </Modal>
      ) : null}
      {w.step === 'email' || w.step === 'passkey' || (sending && (w.dialog === 'email' || w.dialog === 'passkey')) ? (
        <ConfirmByEmailDialog
          mode={w.dialog === 'passkey' ? 'passkey' : 'email'}
          busy={sending}
          error={w.codeError}
          summary={<Review w={w} currency={currency} />}
          onSubmit={w.sendEmailProof}
          onPasskey={w.sendPasskey}
          onPasskeyProblem={w.setCodeError}
          onCancel={w.cancel}
        />
      ) : null}
      {w.step === 'code' || (sending && w.dialog === 'code') ? (
        <TwoFactorDialog
          busy={sending}
          error={w.codeError}
          summary={<Review w={w} currency={currency} />}
          onCode={w.sendCode}
          onPasskey={w.sendPasskey}
          onPasskeyProblem={w.setCodeError}
          onCancel={w.cancel}
        />
      ) : null}
    </div>
  );
}
