/**
 * The withdraw form's state and rules (specification sections 4 and 5): address and amount (in
 * crypto or fiat), the network and its fee, the limits (decision 135), what pressing 'Withdraw'
 * checks (the form, the verification status), the review and the 2FA code or passkey (decision
 * 138), the sending and what each refusal leads to. Its views are WithdrawForm.tsx and
 * WithdrawConfirm.tsx; the plain rules are withdraw-rules.ts and withdraw-logic.ts.
 */
import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CoinSymbol } from '../../../contract/assets.js';
import type * as calls from '../../../contract/calls/exchange.js';
import { mulDecimal } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import type { TravelRuleState } from '../../../contract/travel-rule.js';
import { amountAfterFee } from '../../../contract/withdrawal-fee.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { createWithdrawal } from '../../api/exchange.js';
import { getKycStatus, kycCalls } from '../../api/kyc.js';
import { AttemptKey, isUnanswered } from '../../lib/attempt-key.js';
import { useOnline } from '../../offline/hooks.js';
import { auth } from '../../state/auth.js';
import { rateOf, rates, usdTo } from '../../state/rates.js';
import { useAssets, useDisplayCurrency } from '../../state/use-assets.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { loadWallet } from '../../state/wallet.js';
import { useKycVerification } from '../../ui/KycVerificationModal.js';
import { toast } from '../../ui/toast.js';
import type { ConfirmByEmailMode, EmailProof } from '../../withdrawal-confirm/ConfirmByEmailDialog.js';
import { useAddressBook } from './use-address-book.js';
import { useBeneficiary } from './use-beneficiary.js';
import { useNetworkFee } from './use-network-fee.js';
import { useWithdrawRoutes } from './use-withdraw-routes.js';
import { useWithdrawalHold } from './use-withdrawal-hold.js';
import { useWithdrawalLimits } from './use-withdrawal-limits.js';
import type { WithdrawReviewData } from './WithdrawReview.js';
import {
  type AmountSwitch,
  cryptoAmountOf,
  kycGate,
  kycToast,
  overBalance,
  toggleAmount,
  wireWithdrawAmount,
} from './withdraw-logic.js';
import { amountHint, shownProblem, withdrawPayload, withdrawProblem, withdrawRefusal } from './withdraw-rules.js';

type Phase = 'form' | 'checking' | 'sending' | 'done';
type Fields = FormFields<typeof calls.createWithdrawal, 'cryptoAddress' | 'amount'>;

// The form's one problem depends on the network, balance and fee too: withdrawProblem, not field rules.
const noFieldRules = () => ({});

export function useWithdraw(symbol: CoinSymbol, name: string, handedBalance: string) {
  const view = useAssets();
  // The form works in the market currency; the limits also read in the currency values are shown in.
  const displayCurrency = useDisplayCurrency();
  const { user } = useSnapshot(auth);
  const r = useSnapshot(rates);
  const online = useOnline();

  const form = useForm<Fields>({ cryptoAddress: '', amount: '' }, noFieldRules);
  const address = form.values.cryptoAddress;
  const value = form.values.amount;
  const [mode, setMode] = useState<'crypto' | 'fiat'>('crypto');
  const lastSwitch = useRef<AmountSwitch | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  const [otpOpen, setOtpOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [otpError, setOtpError] = useState<string | null>(null);
  /** Without 2FA: the emailed code and password, or the passkey (decision 367). */
  const [emailMode, setEmailMode] = useState<ConfirmByEmailMode | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ amount: string } | null>(null);
  /** Where the withdrawal stands with the Travel Rule once sent (decision 272). */
  const [outcome, setOutcome] = useState<{ withdrawalId: string; state: TravelRuleState } | null>(null);
  const [proofOpen, setProofOpen] = useState(false);
  const [answersTried, setAnswersTried] = useState(false);
  const book = useAddressBook();
  const attempt = useRef(new AttemptKey());
  // Not verified yet: the verification prompt (token, then the widget); closing it re-checks.
  const kyc = useKycVerification(kycCalls);
  const limits = useWithdrawalLimits(value);
  const routes = useWithdrawRoutes(symbol);

  const live = view.assets.find((a) => a.symbol === symbol);
  const balance = view.loading || !live ? handedBalance : live.balance;
  const rate = rateOf(r.rates as Record<string, string> | null, view.currency);
  const price = routes.priceUsd && rate ? mulDecimal(routes.priceUsd, rate, 8, 'half-up') : null;
  const route = routes.routeId === null ? undefined : routeById(routes.routeId);
  const cryptoAmount = cryptoAmountOf(value, mode, price);
  const ownRoute = route && route.currency === symbol ? route : undefined;
  const beneficiary = useBeneficiary(book, ownRoute?.id, address);
  const networkFee = useNetworkFee(ownRoute?.id ?? null);
  const fee = networkFee.fee;
  const received = fee !== null && cryptoAmount ? amountAfterFee(cryptoAmount, fee, symbol) : null;

  const problem = withdrawProblem(
    { amount: cryptoAmount, address, symbol, route: ownRoute, supportedSymbols: routes.supported, balance },
    fee,
  );
  const banner = !view.loading && overBalance(cryptoAmount, balance);
  // Asked of the server as the network and address change (decision 178).
  const held = useWithdrawalHold(ownRoute?.id ?? null, address.trim());
  const busy = phase === 'checking' || phase === 'sending';
  const canSubmit =
    !problem &&
    !banner &&
    !held.hold &&
    !busy &&
    routes.routesState === 'ready' &&
    !view.loading &&
    online &&
    fee !== null;
  // What arrives, in the currency the customer reads values in (decision 118).
  const receivedUsd = received !== null && routes.priceUsd ? mulDecimal(received, routes.priceUsd, 8) : null;
  const receivedValueAmount = receivedUsd ? usdTo(receivedUsd, displayCurrency, r.rates) : null;
  const receivedValue = receivedValueAmount ? { amount: receivedValueAmount, currency: displayCurrency } : null;
  const review: WithdrawReviewData | null =
    ownRoute && fee !== null && received !== null
      ? {
          symbol,
          name,
          network: ownRoute.networkName,
          address: address.trim(),
          amount: wireWithdrawAmount(cryptoAmount, symbol),
          fee,
          received,
          recipient: {
            label: beneficiary.savedLabel,
            owner: beneficiary.answers?.owner ?? null,
            name: beneficiary.answers?.name ?? null,
          },
          value: receivedValue,
        }
      : null;
  const shown = shownProblem(problem, form.touched);

  function refused(e: unknown) {
    const step = withdrawRefusal(e);
    const text = e instanceof Error && e.message ? e.message : t`Withdrawal failed. Please try again.`;
    setPhase('form');
    if (step === 'askCode') {
      setOtpError(null);
      setReviewOpen(false);
      setOtpOpen(true);
      return;
    }
    if (step === 'askEmail' || step === 'askPasskey') {
      setEmailError(null);
      setReviewOpen(false);
      setEmailMode(step === 'askEmail' ? 'email' : 'passkey');
      return;
    }
    if (step === 'feeChanged') {
      // The review stays open and shows the new fee; the customer confirms again.
      toast.error(text);
      void networkFee.reload();
      return;
    }
    if (step === 'codeRefused' && emailMode) {
      setEmailError(messageOf(e, t`The code or the password is not correct.`));
      return;
    }
    if (step === 'codeRefused') {
      setOtpError(messageOf(e, t`Invalid 2FA code. Please try again.`));
      setOtpOpen(true);
      return;
    }
    setOtpOpen(false);
    setEmailMode(null);
    setReviewOpen(false);
    if (e instanceof ApiCallError && e.code === 'OWNERSHIP_PROOF_REQUIRED') {
      setProofOpen(true);
      return;
    }
    if (step === 'limit' && limits.refused(e)) return;
    if (step === 'kyc') {
      toast.error(text, kycToast());
      return;
    }
    toast.error(text);
  }

  async function send(otp?: string, passkey?: unknown, email?: EmailProof) {
    if (!route) return;
    const payload = {
      ...withdrawPayload({ cryptoAmount, symbol, address, routeId: route.id, fee, otp, passkey, email }),
      ...beneficiary.payload(),
    };
    const key = attempt.current.for(payload);
    setPhase('sending');
    try {
      const answer = await createWithdrawal(payload, key);
      attempt.current.finish();
      setSent({ amount: payload.amount });
      const travel = answer.data.travel_rule;
      setOutcome(travel ? { withdrawalId: answer.data.withdrawal_id, state: travel.state } : null);
      form.reset();
      setOtpOpen(false);
      setEmailMode(null);
      setReviewOpen(false);
      setPhase('done');
      void loadWallet();
    } catch (e) {
      if (!isUnanswered(e)) attempt.current.finish();
      refused(e);
    }
  }

  async function start() {
    form.touchAll();
    if (problem) {
      toast.error(problem.message);
      return;
    }
    if (!canSubmit) return;
    setPhase('checking');
    const gate = kycGate(await getKycStatus());
    if (gate.kind === 'toast') {
      toast.error(gate.message, kycToast());
      setPhase('form');
      return;
    }
    if (gate.kind === 'verify') {
      await kyc.start();
      setPhase('form');
      return;
    }
    // A hold found now is shown on the form; no review and no code is asked for.
    const hold = await held.recheck();
    setPhase('form');
    if (hold) return;
    // Who receives it is asked before the review and the code (decision 256).
    setAnswersTried(true);
    if (!beneficiary.answers) return;
    // The review comes first; with 2FA, the code confirms it.
    if (user?.is2FA) {
      setOtpError(null);
      setOtpOpen(true);
      return;
    }
    setReviewOpen(true);
  }

  return {
    symbol,
    name,
    view,
    live,
    balance,
    price,
    address,
    value,
    mode,
    cryptoAmount,
    hint: amountHint(mode, cryptoAmount, price, symbol, view.currency),
    routes,
    ownRoute,
    networkFee,
    received,
    limits,
    hold: held.hold,
    rates: r.rates as Record<string, string> | null,
    displayCurrency,
    banner,
    shown,
    phase,
    busy,
    canSubmit,
    online,
    review,
    sent,
    beneficiary,
    answersTried,
    outcome,
    proofOpen,
    setOutcomeState: (state: TravelRuleState) => setOutcome((o) => (o ? { ...o, state } : o)),
    proofDone() {
      setProofOpen(false);
      void send();
    },
    closeProof: () => setProofOpen(false),
    kycModal: kyc.modal,
    reviewOpen,
    otpOpen,
    otpError,
    emailMode,
    emailError,
    setEmailError,
    sendEmailProof: (proof: EmailProof) => void send(undefined, undefined, proof),
    cancelEmail() {
      setEmailMode(null);
      setEmailError(null);
    },
    setAddress: (v: string) => form.set('cryptoAddress', v),
    leaveAddress: () => form.touch('cryptoAddress'),
    typeAmount(v: string) {
      form.set('amount', v);
      form.touch('amount');
    },
    toggleMode() {
      const next = toggleAmount(value, mode, price, symbol, lastSwitch.current);
      lastSwitch.current = next.memo;
      form.set('amount', next.value);
      setMode(mode === 'crypto' ? 'fiat' : 'crypto');
    },
    quickAmount(q: string) {
      setMode('fiat');
      form.set('amount', q);
      form.touch('amount');
    },
    start,
    confirm: () => void send(),
    sendCode: (code: string) => void send(code),
    sendPasskey: (passkey: unknown) => void send(undefined, passkey),
    setOtpError,
    closeReview: () => setReviewOpen(false),
    cancelCode() {
      setOtpOpen(false);
      setOtpError(null);
      toast.blank(t`2FA verification cancelled`);
    },
  };
}

export type WithdrawState = ReturnType<typeof useWithdraw>;
