/** The two-factor card's heading, with whether 2FA is on. */
import { ShieldCheck } from 'lucide-react';

export function TwoFactorHead({ on }: { on: boolean }) {
  return (
    <div className="security-card-head">
      <ShieldCheck aria-hidden="true" size={24} className={on ? 'security-on' : undefined} />
      <h2>Two-Factor Authentication</h2>
      {on ? <span className="badge badge-success">Enabled</span> : <span className="badge">Off</span>}
    </div>
  );
}
