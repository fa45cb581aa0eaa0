/**
 * The cash withdrawal's steps (decision 244), as the crypto withdrawal's: the form (a saved bank
 * account past its hold, an amount with at most two decimals within the balance), the review,
 * the 2FA code or passkey when 2FA is on, the sending (one Idempotency-Key per attempt), and what
 * each refusal leads to. The server decides every rule again.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SavedBankAccount } from '../../../contract/bank-accounts.js';
import { compareDecimal } from '../../../contract/money.js';
import { createCashWithdrawal } from '../../api/bank.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { filterFiatAmount, isCompleteAmount, toWireAmount } from '../../lib/amount-input.js';
import { AttemptKey, isUnanswered } from '../../lib/attempt-key.js';
import { auth } from '../../state/auth.js';
import { toast } from '../../ui/toast.js';

type Step = 'form' | 'review' | 'code' | 'sending';

export function useCashWithdraw(p: { balance: string | null; accounts: SavedBankAccount[]; onSent: () => void }) {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const usable = p.accounts.filter((a) => a.state === 'usable');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; account?: string; form?: string }>({});
  const [codeError, setCodeError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('form');
  const attempt = useRef(new AttemptKey());
  const account = usable.find((a) => a.id === accountId) ?? (usable.length === 1 ? usable[0] : undefined);
  const wire = toWireAmount(amount);

  function check(): boolean {
    const next: typeof errors = {};
    if (!account) next.account = t`Choose the bank account to withdraw to.`;
    if (!isCompleteAmount(amount)) next.amount = t`Enter an amount above zero with at most two decimals.`;
    else if (p.balance !== null && compareDecimal(wire, p.balance) > 0)
      next.amount = t`Your cash balance is too low for this withdrawal.`;
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  function refused(e: unknown) {
    const code = e instanceof ApiCallError ? e.code : '';
    if (code === 'OTP_REQUIRED') {
      setCodeError(null);
      return setStep('code');
    }
    if (code === 'OTP_INVALID' || code === 'OTP_LOCKED') {
      setCodeError(code === 'OTP_INVALID' ? t`Invalid 2FA code. Please try again.` : messageOf(e, ''));
      return setStep('code');
    }
    setStep('form');
    if (code === 'INSUFFICIENT_BALANCE')
      return setErrors({ amount: t`Your cash balance is too low for this withdrawal.` });
    if (code === 'VALIDATION' && e instanceof ApiCallError && e.errors.amount)
      return setErrors({ amount: t`Enter an amount above zero with at most two decimals.` });
    if (code === 'ADDRESS_NOT_ALLOWED')
      return setErrors({
        account: t`Withdrawals go only to a confirmed bank account of yours, once its hold has passed.`,
      });
    setErrors({ form: messageOf(e, t`The withdrawal could not be sent. Please try again.`) });
  }

  async function send(otp?: string, passkey?: unknown) {
    if (!account) return;
    const payload = {
      amount: wire,
      bank_account_id: account.id,
      ...(otp ? { otp } : {}),
      ...(passkey ? { passkey: passkey as never } : {}),
    };
    const key = attempt.current.for(payload);
    setStep('sending');
    try {
      await createCashWithdrawal(payload, key);
      attempt.current.finish();
      setAmount('');
      setErrors({});
      setStep('form');
      toast.success(t`Withdrawal on its way to your bank. Its status shows below.`);
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
    errors,
    codeError,
    step,
    is2FA: Boolean(user?.is2FA),
    choose(id: string) {
      setAccountId(id);
      setErrors((e) => ({ ...e, account: undefined, form: undefined }));
    },
    type(raw: string) {
      setAmount(filterFiatAmount(raw));
      setErrors((e) => ({ ...e, amount: undefined, form: undefined }));
    },
    all() {
      if (p.balance) setAmount(filterFiatAmount(p.balance));
      setErrors((e) => ({ ...e, amount: undefined }));
    },
    review() {
      if (check()) setStep('review');
    },
    confirm() {
      if (user?.is2FA) {
        setCodeError(null);
        setStep('code');
      } else void send();
    },
    sendCode: (code: string) => void send(code),
    sendPasskey: (passkey: unknown) => void send(undefined, passkey),
    setCodeError,
    cancel() {
      setStep('form');
      setCodeError(null);
    },
  };
}

export type CashWithdrawState = ReturnType<typeof useCashWithdraw>;
