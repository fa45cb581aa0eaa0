/**
 * The tick that the customer accepts the Terms of their region and the Privacy Policy. The links
 * open in a new tab so the form, kept only in memory, is not lost; the server stores the version
 * accepted and when (contract/legal.ts).
 */
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { LegalRegion } from '../../../contract/legal.js';
import { termsPathForRegion } from '../../lib/legal-links.js';
import * as paths from '../../lib/paths.js';

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

export function TermsConsent(p: {
  region: LegalRegion;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="auth-consent">
      <div className="auth-check">
        <input
          id={id}
          type="checkbox"
          name="accept_terms"
          checked={p.checked}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={p.error ? errorId : undefined}
          onChange={(e) => p.onChange(e.target.checked)}
        />
        <label htmlFor={id}>
          {p.region === 'AU' ? (
            <Trans>
              I accept the <NewTabLink href={termsPathForRegion(p.region)}>Terms and Conditions</NewTabLink> for
              Australia and the <NewTabLink href={paths.privacyPolicy}>Privacy Policy</NewTabLink>
            </Trans>
          ) : (
            <Trans>
              I accept the <NewTabLink href={termsPathForRegion(p.region)}>Terms and Conditions</NewTabLink> for the EU
              and the <NewTabLink href={paths.privacyPolicy}>Privacy Policy</NewTabLink>
            </Trans>
          )}
        </label>
      </div>
      {p.error ? (
        <p id={errorId} className="field-error" role="alert">
          {p.error}
        </p>
      ) : null}
    </div>
  );
}
