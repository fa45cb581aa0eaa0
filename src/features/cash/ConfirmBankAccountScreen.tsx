/**
 * /bank-accounts/confirm#<token>: the link of a saved bank account's confirmation email
 * (decision 243). Nothing happens on opening the page (mail scanners open links too); the
 * customer presses the button. The token sits in the fragment, so it reaches no server log.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { confirmBankAccount } from '../../api/bank.js';
import { ApiCallError } from '../../api/errors.js';
import { formatWhen } from '../../lib/dates.js';
import * as paths from '../../lib/paths.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { settledTimeZone } from '../../state/locale.js';
import { useEmailedLink } from '../../state/use-emailed-link.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import './cash.css';

type Problem = 'invalid' | 'expired' | 'failed';

export default function ConfirmBankAccountScreen() {
  const { t } = useLingui();
  const { token, busy, problem, press } = useEmailedLink<Problem>('invalid', (err) => {
    const code = err instanceof ApiCallError ? err.code : '';
    // LINK_INVALID stands for a link never issued and one already used alike.
    return code === 'LINK_EXPIRED' ? 'expired' : code === 'LINK_INVALID' ? 'invalid' : 'failed';
  });
  const [done, setDone] = useState<{ label: string; usableAt: string; timeZone: string } | null>(null);

  const confirm = () =>
    press(async (token) => {
      const r = await confirmBankAccount(token);
      // The account's zone when signed in here, else the best known for this visitor.
      if (r.data) setDone({ label: r.data.label, usableAt: r.data.usable_at, timeZone: settledTimeZone() });
    });

  const messages: Record<Problem, string> = {
    invalid: t`This confirmation link is not valid, or the bank account is already confirmed.`,
    expired: t`This confirmation link has expired. Add the account again.`,
    failed: t`The bank account could not be confirmed just now. Please try again.`,
  };
  const label = done?.label ?? '';
  const when = done ? formatWhen(done.usableAt, done.timeZone) : '';

  return (
    <section className="cash-confirm">
      <Landmark aria-hidden="true" size={40} />
      <h1 className="cash-confirm-title">
        <Trans>Confirm bank account</Trans>
      </h1>
      {done ? (
        <p className="cash-confirm-lead" role="status">
          <Trans>
            Bank account confirmed. “{label}” can be used for withdrawals from {when}.
          </Trans>
        </p>
      ) : (
        <>
          <p className="cash-confirm-lead">
            <Trans>
              Confirm the bank account you added to your Fiat Address Book. For your security, you can withdraw to it
              once its hold has passed.
            </Trans>
          </p>
          {problem ? (
            <p className="form-error" role="alert">
              {messages[problem]}
            </p>
          ) : null}
          <OfflineNotice message={t`A connection is needed to confirm the bank account.`} />
          <OnlineButton block busy={busy} disabled={!token} onClick={() => void confirm()}>
            <Trans>Confirm bank account</Trans>
          </OnlineButton>
        </>
      )}
      <p className="cash-confirm-aside">
        <Link href={`${paths.profileSectionPath('addressBook')}?book=fiat`}>
          <Trans>Fiat Address Book</Trans>
        </Link>
      </p>
    </section>
  );
}
