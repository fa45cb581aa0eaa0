/**
 * Bank deposits returned to their sender, as rows of the history (decision 287): nothing reached
 * the balance, so the ledger has no row of them; they show as a Deposit, Returned, in grey, with
 * who sent it and why it went back.
 */
import type { CashDeposit } from '../../contract/bank.js';
import type { DisplayTransaction } from './transactions.js';

function cashReturnRow(d: CashDeposit): DisplayTransaction {
  return {
    id: `bank-return:${d.id}`,
    type: 'Deposit',
    amount: d.amount,
    currency: d.currency,
    sign: '',
    amountColor: 'neutral',
    createdAt: d.received_at,
    status: 'Returned',
    iconName: 'deposit',
    returned: { reason: d.reason },
    details: {
      transactionId: d.id,
      trackingId: d.id,
      recipient: null,
      sender: d.payer_name,
      network: null,
      paymentMethod: null,
      txHash: null,
      explorerUrl: null,
      networkFee: null,
    },
  };
}

/** The history rows with the returned bank deposits merged in, newest first. */
export function withCashReturns(
  rows: readonly DisplayTransaction[],
  deposits: readonly CashDeposit[],
): DisplayTransaction[] {
  const extra = deposits.filter((d) => d.state === 'returned').map(cashReturnRow);
  if (extra.length === 0) return [...rows];
  return [...rows, ...extra].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The returned deposit a row id names, if it is one. */
export function cashReturnOf(id: string, deposits: readonly CashDeposit[]): DisplayTransaction | null {
  const d = deposits.find((x) => `bank-return:${x.id}` === id && x.state === 'returned');
  return d ? cashReturnRow(d) : null;
}
