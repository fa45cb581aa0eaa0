/**
 * /help (decision 186): how to reach support while signed in (the address and hours the server
 * is set up with, and the customer number to quote), a contact form that emails support, and the
 * legal pages with the Terms of the customer's region.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { legalRegionOf } from '../../../contract/legal.js';
import type { HelpInfo } from '../../../contract/support.js';
import { legalLinksForRegion } from '../../lib/legal-links.js';
import { auth } from '../../state/auth.js';
import { LoadGate, useReload } from '../../state/use-load.js';
import { getHelp } from './api/support.js';
import { ContactForm } from './ContactForm.js';
import '../../ui/screens.css';
import './help.css';
import { EmailAddress } from '../../ui/EmailAddress.js';

function SupportContact({ info }: { info: HelpInfo }) {
  const { t } = useLingui();
  return (
    <section className="card help-card" aria-labelledby="help-contact-title">
      <h2 id="help-contact-title">
        <Trans>Contact support</Trans>
      </h2>
      <p>
        <Mail aria-hidden="true" size={18} className="help-icon" />
        <a href={`mailto:${info.supportEmail}`}>
          <EmailAddress address={info.supportEmail} />
        </a>
      </p>
      <p className="muted">{info.supportHours ?? t`Monday to Friday, 9:00 to 17:00 (Vilnius time)`}</p>
      <dl className="help-number">
        <dt>
          <Trans>Your customer number</Trans>
        </dt>
        <dd data-testid="customer-number">{info.customerNumber}</dd>
      </dl>
      <p className="muted">
        <Trans>Quote it when you write to us, with the reference of any transaction it concerns.</Trans>
      </p>
    </section>
  );
}

export default function HelpScreen() {
  const { user } = useSnapshot(auth);
  const { data: info, failed, load } = useReload(getHelp);
  const region = info?.region ?? legalRegionOf(user?.currency_code);
  const { i18n } = useLingui();

  return (
    <div className="screen">
      <h1>
        <Trans>Help</Trans>
      </h1>
      <LoadGate
        data={info}
        failed={failed}
        failedText={<Trans>The support details could not be loaded. Please try again.</Trans>}
        retryText={<Trans>Try again</Trans>}
        loadingText={<Trans>Loading support details...</Trans>}
        onRetry={() => void load()}
      >
        {(info) => (
          <>
            <SupportContact info={info} />
            <ContactForm supportEmail={info.supportEmail} />
          </>
        )}
      </LoadGate>
      <section className="card help-card" aria-labelledby="help-legal-title">
        <h2 id="help-legal-title">
          <Trans>Legal</Trans>
        </h2>
        <ul className="help-links">
          {legalLinksForRegion(region).map((l) => (
            <li key={l.href}>
              <Link href={l.href}>{i18n._(l.label)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
