/**
 * The cash withdrawal's steps (decision 244), as the crypto withdrawal's: the form (a saved bank
 * account past its hold, an amount with at most two decimals within the balance), the review,
 * the 2FA code or passkey when 2FA is on, else the emailed code and password or the passkey
 * (decision 367), the sending (one Idempotency-Key per attempt), and what
 * each refusal leads to. The server decides every rule again.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SavedBankAccount } from '../../../contract/bank-accounts.js';
import type * as calls from '../../../contract/calls/bank.js';
import { compareDecimal } from '../../../contract/money.js';
import { askedStep } from '../../api/asked-step.js';
import { createCashWithdrawal } from '../../api/bank.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { isCompleteAmount, toWireAmount } from '../../lib/amount-input.js';
import { AttemptKey, isUnanswered } from '../../lib/attempt-key.js';
import { auth } from '../../state/auth.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { toast } from '../../ui/toast.js';
import type { EmailProof } from '../../withdrawal-confirm/ConfirmByEmailDialog.js';

/** The dialogs that confirm it: the review, the 2FA code, or without 2FA the email (or passkey) step (decision 367). */
type Dialog = 'review' | 'code' | 'email' | 'passkey';
type Step = 'form' | Dialog | 'sending';
type Fields = FormFields<typeof calls.createCashWithdrawal, 'bank_account_id' | 'amount'>;

/** What the email or passkey step says in place, as the 2FA dialog says a wrong code. */
const REFUSED_IN_DIALOG = new Set([
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'WRONG_PASSWORD',
  'ACCOUNT_LOCKED',
  'PASSKEY_REFUSED',
]);

export function useCashWithdraw(p: { balance: string | null; accounts: SavedBankAccount[]; onSent: () => void }) {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const usable = p.accounts.filter((a) => a.state === 'usable');
  const pick = (id: string) => usable.find((a) => a.id === id) ?? (usable.length === 1 ? usable[0] : undefined);
  const form = useForm<Fields>(
    { bank_account_id: '', amount: '' },
    (v) => ({
      bank_account_id: pick(v.bank_account_id) ? undefined : t`Choose the bank account to withdraw to.`,
      amount: !isCompleteAmount(v.amount)
        ? t`Enter an amount above zero with at most two decimals.`
        : p.balance !== null && compareDecimal(toWireAmount(v.amount), p.balance) > 0
          ? t`Your cash balance is too low for this withdrawal.`
          : undefined,
    }),
    'submit',
  );
  const [codeError, setCodeError] = useState<string | null>(null);
  const [step, setStepNow] = useState<Step>('form');
  /** The dialog in view, kept while its confirmation is being sent. */
  const [dialog, setDialog] = useState<Dialog>('review');
  const setStep = (next: Step) => {
    if (next !== 'form' && next !== 'sending') setDialog(next);
    setStepNow(next);
  };
  const attempt = useRef(new AttemptKey());
  const account = pick(form.values.bank_account_id);
  const amount = form.values.amount;
  const wire = toWireAmount(amount);

  function refused(e: unknown) {
    const code = e instanceof ApiCallError ? e.code : '';
    const asked = askedStep(e);
    if (asked) {
      setCodeError(null);
      return setStep(asked);
    }
    // Refused in the email (or passkey) step: said there, the step stays open.
    if ((dialog === 'email' || dialog === 'passkey') && REFUSED_IN_DIALOG.has(code)) {
      setCodeError(messageOf(e, t`The code or the password is not correct.`));
      return setStep(dialog);
    }
    if (code === 'OTP_INVALID' || code === 'OTP_LOCKED') {
      setCodeError(code === 'OTP_INVALID' ? t`Invalid 2FA code. Please try again.` : messageOf(e, ''));
      return setStep('code');
    }
    setStep('form');
    if (code === 'INSUFFICIENT_BALANCE')
      return form.setServerErrors({ amount: t`Your cash balance is too low for this withdrawal.` });
    if (code === 'VALIDATION' && e instanceof ApiCallError && e.errors.amount)
      return form.setServerErrors({ amount: t`Enter an amount above zero with at most two decimals.` });
    if (code === 'ADDRESS_NOT_ALLOWED')
      return form.setServerErrors({
        bank_account_id: t`Withdrawals go only to a confirmed bank account of yours, once its hold has passed.`,
      });
    form.setMessage(messageOf(e, t`The withdrawal could not be sent. Please try again.`));
  }

  async function send(otp?: string, passkey?: unknown, email?: EmailProof) {
    if (!account) return;
    const payload = {
      amount: wire,
      bank_account_id: account.id,
      ...(otp ? { otp } : {}),
      ...(passkey ? { passkey: passkey as never } : {}),
      ...(email ?? {}),
    };
    const key = attempt.current.for(payload);
    setStep('sending');
    try {
      const sent = await createCashWithdrawal(payload, key);
      attempt.current.finish();
      form.reset({ bank_account_id: account.id, amount: '' });
      setStep('form');
      // The bank may refuse the payout at once: the amount is then back in the balance (decision 290).
      if (sent.data?.status === 'failed')
        toast.error(t`The bank could not pay it: the amount is back on your cash balance.`);
      // Large ones wait for a second compliance officer before the bank is asked (decision 315).
      else if (sent.data?.review === 'waiting')
        toast.success(t`Withdrawal received: our compliance team reviews it before it is paid out.`);
      else toast.success(t`Withdrawal on its way to your bank. Its status shows below.`);
      p.onSent();
    } catch (e) {
      if (!isUnanswered(e)) attempt.current.finish();
      refused(e);
    }
  }

  return {
    usable,
    account,
    amount,
    wire,
    errors: {
      account: form.error('bank_account_id'),
      amount: form.error('amount'),
      form: form.message,
    },
    codeError,
    step,
    dialog,
    is2FA: Boolean(user?.is2FA),
    choose(id: string) {
      form.set('bank_account_id', id);
      form.setMessage(undefined);
    },
    /** The amount as the amount field read it: canonical, at most two decimals. */
    setAmount(value: string) {
      form.set('amount', value);
      form.setMessage(undefined);
    },
    all() {
      if (p.balance) form.set('amount', p.balance);
    },
    review() {
      form.touchOnly('bank_account_id', 'amount');
      if (form.valid) setStep('review');
    },
    confirm() {
      if (user?.is2FA) {
        setCodeError(null);
        setStep('code');
      } else void send();
    },
    sendCode: (code: string) => void send(code),
    sendPasskey: (passkey: unknown) => void send(undefined, passkey),
    sendEmailProof: (proof: EmailProof) => void send(undefined, undefined, proof),
    setCodeError,
    cancel() {
      setStep('form');
      setCodeError(null);
    },
  };
}

export type CashWithdrawState = ReturnType<typeof useCashWithdraw>;
