/**
 * Why a returned bank deposit is a case (decision 310): who sent it, from which account, and that
 * the money has already gone back, so the officer's decision is about the customer, not the money.
 */
import { Trans } from '@lingui/react/macro';

const text = (v: unknown) => (typeof v === 'string' ? v : '—');

export function ReturnedDepositFacts({ facts }: { facts: Record<string, unknown> }) {
  const sender = text(facts.senderName);
  const account = text(facts.senderAccount);
  return (
    <p className="bo-note" data-testid="case-returned-deposit">
      <Trans>
        Sent from {sender} ({account}), an account not in the customer's verified name. The money was returned to the
        sender; nothing was credited.
      </Trans>
    </p>
  );
}
