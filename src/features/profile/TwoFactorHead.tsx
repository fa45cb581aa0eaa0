/** The two-factor card's heading, with whether 2FA is on. */
import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';

export function TwoFactorHead({ on }: { on: boolean }) {
  return (
    <div className="security-card-head">
      <ShieldCheck aria-hidden="true" size={24} className={on ? 'security-on' : undefined} />
      <h2>
        <Trans>Two-Factor Authentication</Trans>
      </h2>
      {on ? (
        <span className="badge badge-success">
          <Trans>Enabled</Trans>
        </span>
      ) : (
        <span className="badge">
          <Trans>Off</Trans>
        </span>
      )}
    </div>
  );
}
