/**
 * The payment return pages (/success, /decline, /fail, /cancel): where the hosted card form sends
 * its frame when the payment ends. Inside the payment modal's frame they tell the page around
 * them which address was reached (that page records the result and asks the server for the
 * verified status); opened on their own they say what happened and lead back to the trade screen.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { PAYMENT_RESULT_MESSAGE, type ReturnResult, resultFromReturnUrl } from '../../../contract/payments.js';
import '../../ui/button.css';
import './payment-return.css';
import * as paths from '../../lib/paths.js';

const TEXT: Record<ReturnResult, { title: MessageDescriptor; text: MessageDescriptor }> = {
  success: { title: msg`Payment received`, text: msg`We are confirming it with the card issuer.` },
  declined: { title: msg`Payment declined`, text: msg`Your card was declined. Nothing was charged.` },
  failed: { title: msg`Payment failed`, text: msg`The payment could not be completed. Nothing was charged.` },
  cancelled: { title: msg`Payment cancelled`, text: msg`You cancelled the payment. Nothing was charged.` },
  unknown: { title: msg`Payment`, text: msg`The payment ended.` },
};

function framed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

export default function PaymentReturnScreen() {
  const href = window.location.href;
  const result = resultFromReturnUrl(href);
  const inFrame = framed();
  const { i18n } = useLingui();

  useEffect(() => {
    if (!inFrame) return;
    // Same origin only: the result goes to this app's own page and nowhere else.
    window.parent.postMessage({ type: PAYMENT_RESULT_MESSAGE, href }, window.location.origin);
  }, [inFrame, href]);

  const words = TEXT[result];
  const text = i18n._(words.text);
  const Icon = result === 'success' ? CircleCheck : CircleX;
  return (
    <section className={`payment-return payment-return-${result}`} aria-labelledby="payment-return-title">
      <Icon size={48} aria-hidden="true" className="payment-return-icon" />
      <h1 id="payment-return-title">{i18n._(words.title)}</h1>
      <p>{inFrame ? <Trans>{text} One moment...</Trans> : text}</p>
      {inFrame ? null : (
        <Link href={paths.buySell} className="btn btn-primary">
          <Trans>Back to Buy / Sell</Trans>
        </Link>
      )}
    </section>
  );
}
