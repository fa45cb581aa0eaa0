/**
 * The card payment's state and rules (specification sections 4 and 9): opens a checkout on the
 * server (500 ms after opening or after Retry), learns the result from the return address the
 * hosted form sends its frame to (told by the return page, and read every second while the frame
 * is on this origin), records it once, and hands the verified result back. Its view is
 * PaymentModal.tsx.
 */
// The texts are read when a step fails, in the language of that moment.
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FiatSymbol } from '../../../contract/assets.js';
import {
  type InitTransactionAnswer,
  PAYMENT_RESULT_MESSAGE,
  PAYMENT_RETURN_PATHS,
  type PaymentResult,
  type ReturnResult,
  resultFromReturnUrl,
} from '../../../contract/payments.js';
import { ApiCallError } from '../../api/errors.js';
import { AttemptKey, isUnanswered } from '../../lib/attempt-key.js';
import { formatCryptoWithSymbol, formatFiat } from '../../lib/money-format.js';
import { useViewportWidth } from '../../lib/use-media-query.js';
import { initTransaction, insertTransaction } from './api/payments.js';
import { paymentFrameSize } from './layout.js';
import { PAYMENT_INIT_DELAY_MS, PAYMENT_RESULT_POLL_MS } from './timings.js';
import { recordedResult, unrecordedResult } from './trade-rules.js';

/** A form that has not loaded after this long is reported as not loaded. */
const FORM_LOAD_TIMEOUT_MS = 30_000;

/** Refusals the Buy tab answers itself (a dialog or a message by the amount), closing this modal. */
const REFUSALS = new Set<string>([
  'PROFILE_INCOMPLETE',
  'KYC_REQUIRED',
  'KYC_REJECTED',
  'ABOVE_MAX_AMOUNT',
  'RATE_LIMITED',
]);

type Phase = 'initializing' | 'ready' | 'error' | 'recording' | 'record-error';

interface Seen {
  result: ReturnResult;
  href: string;
  token: string | null;
  gatewayStatus: string | null;
  uid: string | null;
}

function isReturnAddress(href: string): boolean {
  try {
    const u = new URL(href);
    return (
      u.origin === window.location.origin && (Object.values(PAYMENT_RETURN_PATHS) as string[]).includes(u.pathname)
    );
  } catch {
    return false;
  }
}

function seenFrom(href: string): Seen {
  const u = new URL(href);
  return {
    result: resultFromReturnUrl(href),
    href,
    token: u.searchParams.get('token'),
    gatewayStatus: u.searchParams.get('status'),
    uid: u.searchParams.get('uid'),
  };
}

export interface PaymentModalProps {
  /** Fiat value of the crypto (before the fee). */
  amount: string;
  currency: FiatSymbol;
  user: { email: string; first_name: string; last_name: string } | null;
  cryptoAmount: string;
  cryptoSymbol: string;
  usdcRate: string | null;
  /** The customer agreed to keep the card for recurring buys (decision 143). */
  saveCard?: boolean;
  deviceType: 'mobile' | 'desktop';
  /** The payment ended and was recorded (or recording was given up): the verified result. */
  onPaymentComplete: (result: PaymentResult, purchase: InitTransactionAnswer['purchase'] | null) => void;
  /** The server refused to open the checkout (PROFILE_INCOMPLETE, KYC_REQUIRED, KYC_REJECTED, ABOVE_MAX_AMOUNT, RATE_LIMITED). */
  onRefused: (e: ApiCallError) => void;
  /** Closed before a result: what is known so far (null when no checkout was opened). */
  onClose: (partial: PaymentResult | null) => void;
}

export function usePayment(incoming: PaymentModalProps) {
  const [phase, setPhase] = useState<Phase>('initializing');
  const [error, setError] = useState<string | null>(null);
  const [checkout, setCheckout] = useState<InitTransactionAnswer | null>(null);
  const [seen, setSeen] = useState<Seen | null>(null);
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const initKey = useRef(new AttemptKey());
  const recordKey = useRef(new AttemptKey());
  const initTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const recorded = useRef(false);
  const alive = useRef(true);
  // Callbacks read the latest props: a parent re-render must not restart the timers.
  const props = useRef(incoming);
  props.current = incoming;
  const width = useViewportWidth();
  const size = paymentFrameSize(width);

  useEffect(
    () => () => {
      alive.current = false;
      if (initTimer.current) clearTimeout(initTimer.current);
    },
    [],
  );

  const init = useCallback(async () => {
    const p = props.current;
    if (!navigator.onLine) {
      setError(t`Payment system not ready. Please refresh the page.`);
      setPhase('error');
      return;
    }
    const origin = window.location.origin;
    const payload = {
      amount: p.amount,
      currency: p.currency,
      crypto_value: p.cryptoAmount,
      crypto_currency: p.cryptoSymbol,
      ...(p.usdcRate ? { usdc: p.usdcRate } : {}),
      success_url: `${origin}${PAYMENT_RETURN_PATHS.success}`,
      decline_url: `${origin}${PAYMENT_RETURN_PATHS.decline}`,
      fail_url: `${origin}${PAYMENT_RETURN_PATHS.fail}`,
      cancel_url: `${origin}${PAYMENT_RETURN_PATHS.cancel}`,
      payment_test_env: !import.meta.env.PROD,
      ...(p.saveCard ? { save_card: true } : {}),
    };
    try {
      const data = await initTransaction(payload, initKey.current.for(payload));
      initKey.current.finish();
      if (!alive.current) return;
      if (!data?.tracking_id || !data.checkout?.redirect_url || !data.purchase) {
        setError(t`Invalid payment data received`);
        setPhase('error');
        return;
      }
      if (!data.checkout.token) {
        setError(t`Failed to generate payment token`);
        setPhase('error');
        return;
      }
      setCheckout(data);
      setLoaded(false);
      setPhase('ready');
    } catch (e) {
      if (!isUnanswered(e)) initKey.current.finish();
      if (!alive.current) return;
      if (e instanceof ApiCallError && REFUSALS.has(e.code)) {
        p.onRefused(e);
        return;
      }
      setError(e instanceof ApiCallError && e.message ? e.message : t`Failed to initialize payment`);
      setPhase('error');
    }
  }, []);

  const start = useCallback(() => {
    setPhase('initializing');
    setError(null);
    setCheckout(null);
    if (initTimer.current) clearTimeout(initTimer.current);
    initTimer.current = setTimeout(() => {
      initTimer.current = null;
      void init();
    }, PAYMENT_INIT_DELAY_MS);
  }, [init]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the checkout opens once per modal
  useEffect(start, []);

  const record = useCallback(async (s: Seen, c: InitTransactionAnswer) => {
    const p = props.current;
    setPhase('recording');
    setError(null);
    const payload = {
      transaction_id: c.tracking_id,
      amount: c.purchase.total,
      currency: c.purchase.currency,
      crypto_value: c.purchase.crypto_value,
      crypto_currency: c.purchase.crypto_currency,
      ...(p.usdcRate ? { usdc: p.usdcRate } : {}),
      device_type: p.deviceType,
      status: s.result,
      data: { token: s.token ?? c.checkout.token, gateway_status: s.gatewayStatus, uid: s.uid },
    };
    try {
      const answer = await insertTransaction(payload, recordKey.current.for(payload));
      recordKey.current.finish();
      if (!alive.current) return;
      p.onPaymentComplete(
        recordedResult({
          verified: answer.status,
          trackingId: c.tracking_id,
          token: c.checkout.token,
          reportId: answer.transaction_id,
          amount: formatFiat(answer.total, c.purchase.currency),
          crypto: formatCryptoWithSymbol(answer.crypto_value, answer.crypto_currency),
          reason: answer.reason,
        }),
        c.purchase,
      );
    } catch (e) {
      if (!isUnanswered(e)) recordKey.current.finish();
      if (!alive.current) return;
      setError(e instanceof ApiCallError && e.message ? e.message : t`Failed to record the payment. Please try again.`);
      setPhase('record-error');
    }
  }, []);

  const see = useCallback(
    (href: string) => {
      if (recorded.current || !checkout || !isReturnAddress(href)) return;
      recorded.current = true;
      const s = seenFrom(href);
      setSeen(s);
      void record(s, checkout);
    },
    [checkout, record],
  );

  useEffect(() => {
    if (!checkout) return;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const d = e.data as { type?: unknown; href?: unknown } | null;
      if (d?.type === PAYMENT_RESULT_MESSAGE && typeof d.href === 'string') see(d.href);
    };
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      try {
        const href = frame.current?.contentWindow?.location.href;
        if (href) see(href);
      } catch {
        // The gateway's own pages are another origin: only the return address can be read.
      }
    }, PAYMENT_RESULT_POLL_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
  }, [checkout, see]);

  useEffect(() => {
    if (phase !== 'ready' || loaded) return;
    const timer = setTimeout(() => {
      setError(t`Failed to load payment form. Please try again.`);
      setPhase('error');
    }, FORM_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [phase, loaded]);

  const close = () => {
    const p = props.current;
    if (!checkout) return p.onClose(null);
    p.onClose(
      unrecordedResult({
        seen: seen?.result ?? null,
        trackingId: checkout.tracking_id,
        token: checkout.checkout.token,
        amount: formatFiat(checkout.purchase.total, checkout.purchase.currency),
        crypto: formatCryptoWithSymbol(checkout.purchase.crypto_value, checkout.purchase.crypto_currency),
        ...(phase === 'record-error' && error ? { message: error } : {}),
      }),
    );
  };

  const showFrame = !!checkout && (phase === 'ready' || phase === 'recording' || phase === 'record-error');

  return { phase, error, checkout, seen, frame, size, showFrame, setLoaded, start, record, close };
}
