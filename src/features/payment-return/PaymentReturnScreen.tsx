/**
 * The payment return pages (/success, /decline, /fail, /cancel): where the hosted card form sends
 * its frame when the payment ends. Inside the payment modal's frame they tell the page around
 * them which address was reached (that page records the result and asks the server for the
 * verified status); opened on their own they say what happened and lead back to the trade screen.
 */
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { PAYMENT_RESULT_MESSAGE, type ReturnResult, resultFromReturnUrl } from '../../../contract/payments.js';
import '../../ui/button.css';
import './payment-return.css';
import * as paths from '../../lib/paths.js';

const TEXT: Record<ReturnResult, { title: string; text: string }> = {
  success: { title: 'Payment received', text: 'We are confirming it with the card issuer.' },
  declined: { title: 'Payment declined', text: 'Your card was declined. Nothing was charged.' },
  failed: { title: 'Payment failed', text: 'The payment could not be completed. Nothing was charged.' },
  cancelled: { title: 'Payment cancelled', text: 'You cancelled the payment. Nothing was charged.' },
  unknown: { title: 'Payment', text: 'The payment ended.' },
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

  useEffect(() => {
    if (!inFrame) return;
    // Same origin only: the result goes to this app's own page and nowhere else.
    window.parent.postMessage({ type: PAYMENT_RESULT_MESSAGE, href }, window.location.origin);
  }, [inFrame, href]);

  const t = TEXT[result];
  const Icon = result === 'success' ? CircleCheck : CircleX;
  return (
    <section className={`payment-return payment-return-${result}`} aria-labelledby="payment-return-title">
      <Icon size={48} aria-hidden="true" className="payment-return-icon" />
      <h1 id="payment-return-title">{t.title}</h1>
      <p>{inFrame ? `${t.text} One moment...` : t.text}</p>
      {inFrame ? null : (
        <Link href={paths.buySell} className="btn btn-primary">
          Back to Buy / Sell
        </Link>
      )}
    </section>
  );
}
