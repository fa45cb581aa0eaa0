/**
 * Withdraw (/send): address, amount in crypto or fiat with quick amounts, balance card, network,
 * and the Withdraw button, with every rule of specification section 5, the KYC gate and the 2FA
 * dialog of section 4, then the success page.
 */
import { ArrowUpDown, QrCode as QrIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { type PaymentRouteDto, WITHDRAW_MESSAGES, withdrawFormProblem } from '../../../contract/exchange.js';
import { mulDecimal } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import { amountAfterFee, WITHDRAWAL_FEE_MESSAGES } from '../../../contract/withdrawal-fee.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { createWithdrawal, getCurrencyPrice, getPaymentRoutes } from '../../api/exchange.js';
import { getKycStatus } from '../../api/kyc.js';
import * as paths from '../../app/paths.js';
import { assetOfState } from '../../lib/assets-view.js';
import { AttemptKey, isUnanswered } from '../../lib/attempt-key.js';
import { currencySymbol, formatCrypto, formatFiat } from '../../lib/money-format.js';
import { useOnline } from '../../offline/hooks.js';
import { OFFLINE_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { auth } from '../../state/auth.js';
import { locale } from '../../state/locale.js';
import { rateOf, rates } from '../../state/rates.js';
import { useAssets } from '../../state/use-assets.js';
import { loadWallet } from '../../state/wallet.js';
import { AmountInput } from '../../ui/AmountInput.js';
import { Button } from '../../ui/Button.js';
import { CoinIcon } from '../../ui/CoinIcon.js';
import { Field } from '../../ui/Field.js';
import { useKycVerification } from '../../ui/KycVerificationModal.js';
import { RatesNote } from '../../ui/RatesNote.js';
import { TransactionSuccess } from '../../ui/TransactionSuccess.js';
import { toast } from '../../ui/toast.js';
import { SavedAddresses } from './SavedAddresses.js';
import { TwoFactorDialog } from './TwoFactorDialog.js';
import { useNetworkFee } from './use-network-fee.js';
import { useWithdrawalLimits } from './use-withdrawal-limits.js';
import { WithdrawFeeRows } from './WithdrawFeeRows.js';
import { WithdrawLimits } from './WithdrawLimits.js';
import { type WithdrawReviewData, WithdrawReviewDialog, WithdrawReviewSummary } from './WithdrawReview.js';
import {
  type AmountSwitch,
  cryptoAmountOf,
  KYC_TOAST,
  kycGate,
  overBalance,
  QUICK_AMOUNTS,
  TWO_FA_MESSAGES,
  toggleAmount,
  wireWithdrawAmount,
} from './withdraw-logic.js';
import '../../ui/screens.css';
import './send.css';

export const ROUTES_FAILED = 'Failed to load payment routes';

export default function SendScreen() {
  const asset = assetOfState(useHistoryState());
  if (!asset) return <Redirect to="/assets/send" replace />;
  return <Withdraw symbol={asset.currency.symbol} name={asset.currency.name} handedBalance={asset.rawBalance} />;
}

type Phase = 'form' | 'checking' | 'sending' | 'done';

function Withdraw({ symbol, name, handedBalance }: { symbol: CoinSymbol; name: string; handedBalance: string }) {
  const view = useAssets();
  const { user } = useSnapshot(auth);
  const { timeZone } = useSnapshot(locale);
  const r = useSnapshot(rates);
  const [, navigate] = useLocation();
  const online = useOnline();

  const [address, setAddress] = useState('');
  const [value, setValue] = useState('');
  const [mode, setMode] = useState<'crypto' | 'fiat'>('crypto');
  const lastSwitch = useRef<AmountSwitch | null>(null);
  const [touched, setTouched] = useState({ address: false, amount: false });
  const [routes, setRoutes] = useState<PaymentRouteDto[]>([]);
  const [routesState, setRoutesState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [routeId, setRouteId] = useState<number | null>(null);
  const [priceUsd, setPriceUsd] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  const [otpOpen, setOtpOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ amount: string } | null>(null);
  const attempt = useRef(new AttemptKey());
  const networkId = useId();
  // Not verified yet: the verification prompt (token, then the widget); closing it re-checks.
  const kyc = useKycVerification();
  const limits = useWithdrawalLimits(value);

  useEffect(() => {
    let live = true;
    getPaymentRoutes()
      .then((all) => {
        if (!live) return;
        const active = all.filter((x) => x.is_active === 'on');
        setRoutes(active);
        setRoutesState('ready');
        const mine = active.filter((x) => x.currency_id === symbol);
        const [first] = mine;
        if (first) setRouteId(first.payment_route_id);
      })
      .catch(() => {
        if (!live) return;
        setRoutes([]);
        setRoutesState('failed');
      });
    getCurrencyPrice(symbol, 'USD')
      .then((p) => live && setPriceUsd(p?.bid ?? null))
      .catch(() => live && setPriceUsd(null));
    return () => {
      live = false;
    };
  }, [symbol]);

  const live = view.assets.find((a) => a.symbol === symbol);
  const balance = view.loading || !live ? handedBalance : live.balance;
  const rate = rateOf(r.rates as Record<string, string> | null, view.currency);
  const price = priceUsd && rate ? mulDecimal(priceUsd, rate, 8, 'half-up') : null;
  const myRoutes = routes.filter((x) => x.currency_id === symbol);
  const supported = useMemo(() => [...new Set(routes.map((x) => x.currency_id))], [routes]);
  const route = routeId === null ? undefined : routeById(routeId);
  const cryptoAmount = cryptoAmountOf(value, mode, price);
  const ownRoute = route && route.currency === symbol ? route : undefined;
  const networkFee = useNetworkFee(ownRoute?.id ?? null);
  const fee = networkFee.fee;
  const received = fee !== null && cryptoAmount ? amountAfterFee(cryptoAmount, fee, symbol) : null;

  const problem = useMemo(() => {
    const formProblem = withdrawFormProblem({
      amount: cryptoAmount,
      address,
      symbol,
      route: ownRoute,
      supportedSymbols: supported,
      balance,
    });
    if (formProblem || fee === null) return formProblem;
    return amountAfterFee(cryptoAmount, fee, symbol) === null
      ? { field: 'amount' as const, message: WITHDRAWAL_FEE_MESSAGES.belowFee(formatCrypto(fee), symbol) }
      : undefined;
  }, [cryptoAmount, address, symbol, ownRoute, supported, balance, fee]);
  const banner = !view.loading && overBalance(cryptoAmount, balance);
  const busy = phase === 'checking' || phase === 'sending';
  const canSubmit = !problem && !banner && !busy && routesState === 'ready' && !view.loading && online && fee !== null;
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
        }
      : null;

  const shown = problem && (touched.address || touched.amount) ? problem : null;
  const shownProblem = shown?.message ?? null;
  const problemField = shown?.field ?? null;

  async function send(otp?: string, passkey?: unknown) {
    if (!route) return;
    const amount = wireWithdrawAmount(cryptoAmount, symbol);
    const payload = {
      amount,
      cryptoAddress: address.trim(),
      paymentRouteId: route.id,
      ...(fee !== null ? { networkFee: fee } : {}),
      ...(otp ? { otp } : {}),
      ...(passkey ? { passkey } : {}),
    };
    const key = attempt.current.for(payload);
    setPhase('sending');
    try {
      await createWithdrawal(payload, key);
      attempt.current.finish();
      setSent({ amount });
      setValue('');
      setAddress('');
      setTouched({ address: false, amount: false });
      setOtpOpen(false);
      setReviewOpen(false);
      setPhase('done');
      void loadWallet();
    } catch (e) {
      if (!isUnanswered(e)) attempt.current.finish();
      const code = e instanceof ApiCallError ? e.code : undefined;
      setPhase('form');
      if (code === 'OTP_REQUIRED') {
        setOtpError(null);
        setReviewOpen(false);
        setOtpOpen(true);
        return;
      }
      if (code === 'FEE_CHANGED') {
        // The review stays open and shows the new fee; the customer confirms again.
        toast.error((e as ApiCallError).message);
        void networkFee.reload();
        return;
      }
      if (code === 'OTP_INVALID' || code === 'OTP_LOCKED' || code === 'PASSKEY_REFUSED') {
        setOtpError(messageOf(e, TWO_FA_MESSAGES.invalid));
        setOtpOpen(true);
        return;
      }
      setOtpOpen(false);
      setReviewOpen(false);
      if (limits.refused(e)) return;
      if (code === 'KYC_REQUIRED') {
        toast.error((e as ApiCallError).message, KYC_TOAST);
        return;
      }
      toast.error(e instanceof Error && e.message ? e.message : WITHDRAW_MESSAGES.failed);
    }
  }

  async function start() {
    setTouched({ address: true, amount: true });
    if (problem) {
      toast.error(problem.message);
      return;
    }
    if (!canSubmit) return;
    setPhase('checking');
    const gate = kycGate(await getKycStatus());
    if (gate.kind === 'toast') {
      toast.error(gate.message, KYC_TOAST);
      setPhase('form');
      return;
    }
    if (gate.kind === 'verify') {
      await kyc.start();
      setPhase('form');
      return;
    }
    setPhase('form');
    // The review comes first; with 2FA, the code confirms it.
    if (user?.is2FA) {
      setOtpError(null);
      setOtpOpen(true);
      return;
    }
    setReviewOpen(true);
  }

  if (phase === 'done' && sent)
    return (
      <TransactionSuccess
        data={{ type: 'withdraw', crypto: symbol, amount: formatCrypto(sent.amount) }}
        onDone={() => {
          toast.success(WITHDRAW_MESSAGES.success(formatCrypto(sent.amount), symbol));
          navigate(paths.wallet);
        }}
      />
    );

  const fiatOk = price !== null;
  return (
    <div className="screen send-page">
      <h1>Withdraw to {name}</h1>

      {routesState === 'failed' ? (
        <div className="inline-warning" role="alert">
          <p>{ROUTES_FAILED}</p>
        </div>
      ) : null}

      <form
        className="card send-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <Field
          label="Address"
          placeholder={`Enter ${symbol} address`}
          value={address}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setAddress(e.target.value.trim())}
          onBlur={() => setTouched((t) => ({ ...t, address: true }))}
          error={problemField === 'cryptoAddress' ? shownProblem : null}
          adornment={<QrIcon size={20} aria-hidden="true" className="muted" />}
        />
        <SavedAddresses routeId={ownRoute?.id} address={address} onPick={setAddress} />

        <AmountInput
          label="Amount"
          mode={mode}
          value={value}
          precision={Math.min(8, COINS[symbol].scale)}
          currency={view.currency}
          unit={symbol}
          onValueChange={(v) => {
            setValue(v);
            setTouched((t) => ({ ...t, amount: true }));
          }}
          error={limits.amountError ?? (problemField === 'amount' ? shownProblem : null)}
          hint={
            mode === 'fiat' && cryptoAmount
              ? `≈ ${formatCrypto(cryptoAmount)} ${symbol}`
              : mode === 'crypto' && price && cryptoAmount
                ? `≈ ${formatFiat(mulDecimal(cryptoAmount, price, 2), view.currency)}`
                : undefined
          }
          adornment={
            <button
              type="button"
              className="icon-button"
              disabled={!fiatOk}
              aria-label={mode === 'crypto' ? `Enter the amount in ${view.currency}` : `Enter the amount in ${symbol}`}
              onClick={() => {
                const next = toggleAmount(value, mode, price, symbol, lastSwitch.current);
                lastSwitch.current = next.memo;
                setValue(next.value);
                setMode(mode === 'crypto' ? 'fiat' : 'crypto');
              }}
            >
              <ArrowUpDown size={20} aria-hidden="true" />
            </button>
          }
        />

        <fieldset className="quick-amounts">
          <legend className="visually-hidden">Quick amounts</legend>
          {QUICK_AMOUNTS.map((q) => (
            <button
              key={q}
              type="button"
              className="chip"
              disabled={!fiatOk}
              onClick={() => {
                setMode('fiat');
                setValue(q);
                setTouched((t) => ({ ...t, amount: true }));
              }}
            >
              {currencySymbol(view.currency)}
              {q}
            </button>
          ))}
        </fieldset>

        <div className="balance-box">
          <CoinIcon symbol={symbol} size={36} />
          <div>
            <p className="muted small">{name} balance</p>
            <p className="amount strong" data-testid="withdraw-balance">
              {formatCrypto(balance)} {symbol}
            </p>
          </div>
          <p className="amount balance-box-value">
            {view.ratesError ? 'Error loading rates' : live?.value ? formatFiat(live.value, view.currency) : ''}
          </p>
        </div>

        {routesState === 'ready' && myRoutes.length > 1 ? (
          <div className="field">
            <label htmlFor={networkId} className="field-label">
              Network
            </label>
            <div className={`field-control${problemField === 'paymentRouteId' ? ' field-invalid' : ''}`}>
              <select
                id={networkId}
                className="network-select"
                value={routeId ?? ''}
                onChange={(e) => setRouteId(Number(e.target.value))}
              >
                {myRoutes.map((x) => (
                  <option key={x.payment_route_id} value={x.payment_route_id}>
                    {x.crypto_network_name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : routesState === 'ready' && myRoutes.length === 1 ? (
          <div className="network-card">
            <p className="muted small">Network</p>
            <p className="strong">{myRoutes[0]?.crypto_network_name}</p>
          </div>
        ) : routesState === 'loading' ? (
          <div className="network-card" aria-busy="true">
            <p className="muted small">Network</p>
            <p className="muted">Loading...</p>
          </div>
        ) : null}

        {ownRoute ? <WithdrawFeeRows symbol={symbol} fee={networkFee} received={received} /> : null}
        <WithdrawLimits state={limits} />

        {banner ? (
          <div className="inline-warning banner-buy" role="status">
            <p>
              {WITHDRAW_MESSAGES.insufficientBalance}. <Link href={paths.buySell}>Buy {symbol}</Link>
            </p>
          </div>
        ) : null}

        {shownProblem && (problemField === 'form' || problemField === 'paymentRouteId') ? (
          <p className="field-error" role="alert">
            {shownProblem}
          </p>
        ) : null}

        <OfflineNotice action="withdraw" />
        <Button
          type="submit"
          block
          busy={busy}
          disabled={!canSubmit}
          aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
        >
          {phase === 'sending' ? 'Withdrawing...' : 'Withdraw'}
        </Button>
        <RatesNote fetchedAt={view.ratesFetchedAt} timeZone={timeZone} />
      </form>

      {kyc.modal}
      {reviewOpen && review ? (
        <WithdrawReviewDialog
          review={review}
          busy={phase === 'sending'}
          onConfirm={() => void send()}
          onCancel={() => setReviewOpen(false)}
        />
      ) : null}
      {otpOpen ? (
        <TwoFactorDialog
          busy={phase === 'sending'}
          error={otpError}
          summary={review ? <WithdrawReviewSummary review={review} /> : undefined}
          onSubmit={(code) => void send(code)}
          onPasskey={(passkey) => void send(undefined, passkey)}
          onPasskeyProblem={setOtpError}
          onCancel={() => {
            setOtpOpen(false);
            setOtpError(null);
            toast.blank(TWO_FA_MESSAGES.cancelled);
          }}
        />
      ) : null}
    </div>
  );
}
