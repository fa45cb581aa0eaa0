/**
 * Two-factor authentication, in one of its states: off or being set up (TwoFactorSetup), on
 * (TwoFactorOn), or recovery codes just issued, shown once until the customer confirms they saved
 * them (RecoveryCodesPanel).
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { auth } from '../../state/auth.js';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.js';
import { TwoFactorHead } from './TwoFactorHead.js';
import { TwoFactorOn } from './TwoFactorOn.js';
import { TwoFactorSetup } from './TwoFactorSetup.js';

/** Codes just issued, and what follows once they are saved. */
interface FreshCodes {
  codes: string[];
  after: () => void;
}

export function TwoFactorCard({ onEnabled }: { onEnabled: () => void }) {
  const { user } = useSnapshot(auth);
  const [freshCodes, setFreshCodes] = useState<FreshCodes | null>(null);

  if (freshCodes)
    return (
      <div className="profile-card security-card">
        <TwoFactorHead on />
        <RecoveryCodesPanel
          codes={freshCodes.codes}
          onDone={() => {
            setFreshCodes(null);
            freshCodes.after();
          }}
        />
      </div>
    );

  if (user?.is2FA) return <TwoFactorOn onNewCodes={(codes, after) => setFreshCodes({ codes, after })} />;

  return <TwoFactorSetup onEnabled={(codes) => setFreshCodes({ codes, after: onEnabled })} />;
}
