/**
 * /address-book/confirm#<token>: the link of an address-book confirmation email (decision 134).
 * Nothing happens on opening the page (mail scanners open links too); the customer presses the
 * button. The token sits in the fragment, so it reaches no server log.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { BookCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { confirmAddress } from '../../api/addressbook.js';
import { formatWhen } from '../../lib/dates.js';
import * as paths from '../../lib/paths.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import './auth.css';
import { settledTimeZone } from '../../state/locale.js';
import { type LinkProblem, LinkProblemAlert, linkProblemOf, useEmailedLink } from '../../state/use-emailed-link.js';

export default function ConfirmAddressScreen() {
  const { t } = useLingui();
  const { token, busy, problem, press } = useEmailedLink<LinkProblem>({ kind: 'missing' }, linkProblemOf);
  const [done, setDone] = useState<{ label: string; usableAt: string; timeZone: string } | null>(null);

  const confirm = () =>
    press(async (token) => {
      const r = await confirmAddress(token);
      // The account's zone when signed in here, else the best known for this visitor.
      if (r.data) setDone({ ...r.data, timeZone: settledTimeZone() });
    });

  return (
    <section className="auth-card">
      <BookCheck aria-hidden="true" size={40} />
      <h1 className="auth-title">
        <Trans>Confirm withdrawal address</Trans>
      </h1>
      {done ? (
        <ConfirmedText label={done.label} usableAt={done.usableAt} timeZone={done.timeZone} />
      ) : (
        <>
          <p className="auth-lead">
            <Trans>
              Confirm the address you added to your address book. For your security, you can withdraw to it once its
              hold has passed.
            </Trans>
          </p>
          <LinkProblemAlert
            problem={problem}
            missing={t`This confirmation link is not valid. Add the address again to get a new link.`}
            network={t`The address could not be confirmed just now. Please try again.`}
          />
          <OfflineNotice message={t`A connection is needed to confirm the address.`} />
          <OnlineButton block busy={busy} disabled={!token} onClick={() => void confirm()}>
            <Trans>Confirm address</Trans>
          </OnlineButton>
        </>
      )}
      <p className="auth-aside auth-aside-center">
        <Link href={paths.profileSectionPath('addressBook')}>
          <Trans>Address book</Trans>
        </Link>
      </p>
    </section>
  );
}

function ConfirmedText({ label, usableAt, timeZone }: { label: string; usableAt: string; timeZone: string }) {
  const when = formatWhen(usableAt, timeZone);
  return (
    <p className="auth-lead" role="status">
      <Trans>
        Address confirmed. “{label}” can be used for withdrawals from {when}.
      </Trans>
    </p>
  );
}
