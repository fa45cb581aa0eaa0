/**
 * /address-book/confirm#<token>: the link of an address-book confirmation email (decision 134).
 * Nothing happens on opening the page (mail scanners open links too); the customer presses the
 * button. The token sits in the fragment, so it reaches no server log.
 */
import { BookCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ADDRESS_BOOK_MESSAGES as M } from '../../../contract/address-book.js';
import { confirmAddress } from '../../api/addressbook.js';
import { ApiCallError } from '../../api/errors.js';
import { formatWhen } from '../../lib/dates.js';
import * as paths from '../../lib/paths.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import './auth.css';
import { settledTimeZone } from '../../state/locale.js';

const FAILED = 'The address could not be confirmed just now. Please try again.';

export default function ConfirmAddressScreen() {
  const [token] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash.slice(1)));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : M.linkInvalid);
  const [done, setDone] = useState<{ label: string; usableAt: string; timeZone: string } | null>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      const r = await confirmAddress(token);
      // The account's zone when signed in here, else the best known for this visitor.
      if (r.data) setDone({ ...r.data, timeZone: settledTimeZone() });
    } catch (err) {
      setProblem(err instanceof ApiCallError && err.code !== 'NETWORK' ? err.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="auth-card">
      <BookCheck aria-hidden="true" size={40} />
      <h1 className="auth-title">Confirm withdrawal address</h1>
      {done ? (
        <p className="auth-lead" role="status">
          {M.confirmed} “{done.label}” can be used for withdrawals from {formatWhen(done.usableAt, done.timeZone)}.
        </p>
      ) : (
        <>
          <p className="auth-lead">
            Confirm the address you added to your address book. For your security, you can withdraw to it once its hold
            has passed.
          </p>
          {problem ? (
            <div className="auth-alert">
              <p role="alert">{problem}</p>
            </div>
          ) : null}
          <OfflineNotice action="confirm the address" />
          <OnlineButton block busy={busy} disabled={!token} onClick={() => void confirm()}>
            Confirm address
          </OnlineButton>
        </>
      )}
      <p className="auth-aside auth-aside-center">
        <Link href={paths.profileSectionPath('addressBook')}>Address book</Link>
      </p>
    </section>
  );
}
