/**
 * /help (decision 186): how to reach support while signed in (the address and hours the server
 * is set up with, and the customer number to quote), a contact form that emails support, and the
 * legal pages with the Terms of the customer's region.
 */
import { useLingui } from '@lingui/react';
import { Mail } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { legalRegionOf } from '../../../contract/legal.js';
import type { HelpInfo } from '../../../contract/support.js';
import { legalLinksForRegion } from '../../lib/legal-links.js';
import { auth } from '../../state/auth.js';
import { Button } from '../../ui/Button.js';
import { getHelp } from './api/support.js';
import { ContactForm } from './ContactForm.js';
import '../../ui/screens.css';
import './help.css';

const LOAD_FAILED = 'The support details could not be loaded. Please try again.';

function SupportContact({ info }: { info: HelpInfo }) {
  return (
    <section className="card help-card" aria-labelledby="help-contact-title">
      <h2 id="help-contact-title">Contact support</h2>
      <p>
        <Mail aria-hidden="true" size={18} className="help-icon" />
        <a href={`mailto:${info.supportEmail}`}>{info.supportEmail}</a>
      </p>
      <p className="muted">{info.supportHours}</p>
      <dl className="help-number">
        <dt>Your customer number</dt>
        <dd data-testid="customer-number">{info.customerNumber}</dd>
      </dl>
      <p className="muted">Quote it when you write to us, with the reference of any transaction it concerns.</p>
    </section>
  );
}

export default function HelpScreen() {
  const { user } = useSnapshot(auth);
  const [info, setInfo] = useState<HelpInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const region = info?.region ?? legalRegionOf(user?.currency_code);
  const { i18n } = useLingui();

  const load = useCallback(async () => {
    try {
      setInfo(await getHelp());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="screen">
      <h1>Help</h1>
      {failed ? (
        <div className="inline-error" role="alert">
          <p>{LOAD_FAILED}</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : info === null ? (
        <p className="empty-text" role="status">
          Loading support details...
        </p>
      ) : (
        <>
          <SupportContact info={info} />
          <ContactForm supportEmail={info.supportEmail} />
        </>
      )}
      <section className="card help-card" aria-labelledby="help-legal-title">
        <h2 id="help-legal-title">Legal</h2>
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
