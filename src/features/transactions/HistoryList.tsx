/**
 * The history's list with its loading, error and empty states, as both history screens show it
 * (all transactions, and the received ones).
 */
import { TransactionList, type TransactionListProps } from '../../ui/TransactionList.js';

export function HistoryList(props: TransactionListProps & { status: string; error: string | null }) {
  if (props.status === 'error')
    return (
      <div className="inline-error" role="alert">
        <p>Failed to load transactions: {props.error}</p>
      </div>
    );
  if (props.status !== 'ready')
    return (
      <p className="empty-text" role="status">
        Loading transactions...
      </p>
    );
  if (props.rows.length === 0) return <p className="empty-text">No transactions found for the selected filters.</p>;
  return <TransactionList rows={props.rows} timeZone={props.timeZone} label={props.label} />;
}
