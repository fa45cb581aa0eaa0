/**
 * The address book on the withdraw form (decision 134): the saved addresses of the chosen network
 * to pick from, and for an address not usable yet, what the hold means or that allowlist-only
 * will refuse it. The server decides; this only explains. The note holds no link, so Tab still
 * goes from the address to the amount.
 */

import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { formatWhen } from '../../lib/dates.js';
import { holdDuration } from '../../lib/hold-duration.js';
import { locale } from '../../state/locale.js';
import { useAddressBook } from './use-address-book.js';

export function SavedAddresses({
  routeId,
  address,
  onPick,
}: {
  routeId: number | undefined;
  address: string;
  onPick: (address: string) => void;
}) {
  const { t } = useLingui();
  const book = useAddressBook();
  const { timeZone } = useSnapshot(locale);
  if (!book || routeId === undefined) return null;
  const saved = book.addresses.filter((a) => a.paymentRouteId === routeId && a.state !== 'pending');
  const typed = address.trim();
  const entry = typed ? book.addresses.find((a) => a.paymentRouteId === routeId && a.address === typed) : undefined;
  const allowlist = book.allowlist !== 'off';
  const hold = holdDuration(book.holdSeconds);

  let note: string | null = null;
  if (typed && entry?.state !== 'usable') {
    const label = entry?.label ?? '';
    const until = entry ? formatWhen(entry.usableAt, timeZone) : '';
    const why =
      entry?.state === 'holding'
        ? t`“${label}” is in its security hold until ${until}.`
        : entry?.state === 'pending'
          ? t`“${label}” is waiting for you to open the confirmation link we emailed you.`
          : t`This is a new address. Addresses saved in Profile → Address Book are confirmed by email and can be used ${hold} after that.`;
    note = allowlist ? `${why} ${t`Allowlist-only is on, so a withdrawal to it will be refused.`}` : why;
  }

  return (
    <div className="saved-for-withdraw">
      {saved.length > 0 ? (
        <fieldset className="quick-amounts">
          <legend className="muted small">{t`Saved addresses`}</legend>
          {saved.map((a) => {
            const from = formatWhen(a.usableAt, timeZone);
            return (
              <button
                key={a.id}
                type="button"
                className="chip"
                disabled={a.state !== 'usable'}
                aria-pressed={a.address === typed}
                title={a.state === 'usable' ? a.address : t`Usable from ${from}`}
                onClick={() => onPick(a.address)}
              >
                {a.label}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      {note ? (
        <p className={allowlist ? 'inline-warning' : 'muted small'} role="status" data-testid="address-book-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
