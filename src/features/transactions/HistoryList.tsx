/**
 * The history's list with its loading, error and empty states, as both history screens show it
 * (all transactions, and the received ones). Rows are drawn a step at a time and older pages
 * fetched as the customer reaches the end (decision 221); give it a new `key` when the filters
 * change so that drawing starts again from the top.
 */
import { Trans } from '@lingui/react/macro';
import { startTransition, useEffect, useState } from 'react';
import { InlineError } from '../../ui/InlineError.js';
import { TransactionList, type TransactionListProps } from '../../ui/TransactionList.js';
import { DRAW_STEP, FIRST_DRAW, nextStep } from './drawn-rows.js';
import { MoreRows } from './MoreRows.js';

export interface MorePages {
  /** Older pages remain on the server. */
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  fetchMore: () => void;
}

type Props = TransactionListProps & {
  status: string;
  /** Why the last load failed; with rows still shown (saved ones, or a list being refreshed), above them. */
  error: string | null;
  more: MorePages;
  /** Asks for the newest page again after a load that failed. */
  onRetry: () => void;
};

export function HistoryList(props: Props) {
  const [drawn, setDrawn] = useState(FIRST_DRAW);
  const ready = props.status === 'ready';
  // The first screenful is drawn first; the rest of the first step follows as a transition.
  useEffect(() => {
    if (ready) startTransition(() => setDrawn((d) => Math.max(d, DRAW_STEP)));
  }, [ready]);
  const failure = props.error;
  if (props.status === 'error')
    return (
      <div className="inline-error" role="alert">
        <p>
          <Trans>Failed to load transactions: {failure}</Trans>
        </p>
      </div>
    );
  if (props.status !== 'ready')
    return (
      <p className="empty-text" role="status">
        <Trans>Loading transactions...</Trans>
      </p>
    );
  const { rows, more } = props;
  const onMore = () => {
    const step = nextStep(drawn, rows.length, more.hasMore);
    if (step.drawn !== drawn) setDrawn(step.drawn);
    if (step.fetch) more.fetchMore();
  };
  const ends = drawn >= rows.length && !more.hasMore;
  // Its marker would take a step while only the first screenful is drawn: it comes with the rest.
  const firstStepDrawn = drawn >= Math.min(DRAW_STEP, rows.length);
  // Filters can hide every loaded row while older pages may still hold matches.
  if (rows.length === 0 && !more.hasMore)
    return (
      <p className="empty-text">
        <Trans>No transactions found for the selected filters.</Trans>
      </p>
    );
  return (
    <>
      {failure ? (
        <InlineError onRetry={props.onRetry}>
          <p>
            <Trans>Failed to load transactions: {failure}</Trans>
          </p>
        </InlineError>
      ) : null}
      {rows.length > 0 ? (
        <TransactionList rows={rows.slice(0, drawn)} timeZone={props.timeZone} label={props.label} />
      ) : null}
      {ends || !firstStepDrawn ? null : <MoreRows onMore={onMore} loading={more.loading} error={more.error} />}
    </>
  );
}
