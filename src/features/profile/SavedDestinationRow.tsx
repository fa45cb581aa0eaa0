/**
 * One saved destination of an address book, crypto (decision 134) or fiat (decision 243): its
 * label and state badge, what it is, the address or account itself, when it becomes usable, and
 * its Remove button. Both books share one row so the states read the same in each.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { formatWhen } from '../../lib/dates.js';
import { locale } from '../../state/locale.js';
import { OnlineButton } from '../../ui/OnlineButton.js';

type State = 'pending' | 'holding' | 'usable';

interface Props {
  label: string;
  state: State;
  usableAt: string | null;
  /** What it is: the coin and network, or the currency and holder. */
  kind: ReactNode;
  /** The address, or the IBAN or BSB and account number. */
  value: string;
  testId: string;
  busy: boolean;
  onRemove: () => void;
}

function StateText({ state, usableAt: at }: { state: State; usableAt: string | null }) {
  const { timeZone } = useSnapshot(locale);
  if (state === 'pending') return <Trans>Waiting for confirmation: open the link we emailed you</Trans>;
  const usableAt = formatWhen(at, timeZone);
  if (state === 'holding') return <Trans>Confirmed · usable from {usableAt}</Trans>;
  return <Trans>Confirmed · usable</Trans>;
}

export function SavedDestinationRow({ label, state, usableAt, kind, value, testId, busy, onRemove }: Props) {
  const { t } = useLingui();
  return (
    <li className="saved-address" data-testid={testId}>
      <div className="saved-address-text">
        <p className="strong">
          {label}{' '}
          <span className={state === 'usable' ? 'badge badge-success' : 'badge'}>
            {state === 'pending' ? (
              <Trans context="saved destination">Pending</Trans>
            ) : state === 'holding' ? (
              <Trans>On hold</Trans>
            ) : (
              <Trans>Usable</Trans>
            )}
          </span>
        </p>
        <p className="muted small">{kind}</p>
        <p className="saved-address-value">{value}</p>
        <p className="muted small">
          <StateText state={state} usableAt={usableAt} />
        </p>
      </div>
      <OnlineButton variant="secondary" busy={busy} aria-label={t`Remove ${label}`} onClick={onRemove}>
        <Trans>Remove</Trans>
      </OnlineButton>
    </li>
  );
}
