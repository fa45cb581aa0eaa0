/**
 * The transaction-success page: a green check, the message for the transaction type and Done
 * (specification section 2). Used by withdraw, swap and the trade screen.
 */
import { Trans } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { type SuccessData, successMessage } from '../lib/success-message.js';
import { Button } from './Button.js';
import './transaction-success.css';

interface TransactionSuccessProps {
  data: SuccessData;
  onDone: () => void;
  /** Extra lines under the message (e.g. what was received). */
  children?: ReactNode;
}

export function TransactionSuccess({ data, onDone, children }: TransactionSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="tx-success" aria-labelledby="tx-success-title">
      <CircleCheck className="tx-success-check" size={72} aria-hidden="true" />
      <h1 id="tx-success-title" ref={heading} tabIndex={-1} className="tx-success-title">
        {successMessage(data)}
      </h1>
      {children}
      <Button block onClick={onDone}>
        <Trans>Done</Trans>
      </Button>
    </section>
  );
}
