/**
 * 2FA on: how many recovery codes are left, and the two changes, each confirmed with the password
 * and a code: new recovery codes, or turning 2FA off.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { updateUser } from '../../state/auth.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { disable2fa, getSecuritySettings, regenerateRecoveryCodes } from './api/profile.js';
import { PasswordCodeModal } from './PasswordCodeModal.js';
import { TwoFactorHead } from './TwoFactorHead.js';

export function TwoFactorOn({ onNewCodes }: { onNewCodes: (codes: string[], after: () => void) => void }) {
  const { t } = useLingui();
  const [modal, setModal] = useState<'disable' | 'renew' | null>(null);
  const [codesLeft, setCodesLeft] = useState<number | null>(null);

  // Read on showing: after 2FA is turned on and after a new set, this card shows afresh.
  useEffect(() => {
    let cancelled = false;
    getSecuritySettings()
      .then((s) => {
        if (!cancelled) setCodesLeft(s.recoveryCodesLeft ?? null);
      })
      // The count of codes left is extra: without it the card shows no count, and reads it again when shown.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className="profile-card security-card">
      <TwoFactorHead on />
      <p className="muted">
        <Trans>
          Signing in and withdrawing ask for a 6-digit code from your authenticator app. If you lose the app, a recovery
          code signs you in once instead.
        </Trans>
      </p>
      {codesLeft !== null ? (
        <p className={codesLeft <= 2 ? 'notice' : undefined}>
          {codesLeft <= 2 ? (
            <Plural
              value={codesLeft}
              one="# unused recovery code: make a new set soon."
              other="# unused recovery codes: make a new set soon."
            />
          ) : (
            <Plural value={codesLeft} one="# unused recovery code." other="# unused recovery codes." />
          )}
        </p>
      ) : null}
      <div className="modal-actions twofa-manage">
        <OnlineButton variant="secondary" onClick={() => setModal('renew')} notice={null}>
          <Trans>New recovery codes</Trans>
        </OnlineButton>
        <OnlineButton variant="danger" onClick={() => setModal('disable')} notice={null}>
          <Trans>Turn off 2FA</Trans>
        </OnlineButton>
      </div>
      {modal === 'disable' ? (
        <PasswordCodeModal
          title={t`Turn off Two-Factor Authentication`}
          intro={t`Signing in and withdrawing will no longer ask for a code, and your recovery codes will stop working. Enter your password and a code from your authenticator app or a recovery code.`}
          action={t`Turn off 2FA`}
          danger
          onClose={() => setModal(null)}
          run={async (p) => {
            await disable2fa(p);
            setModal(null);
            updateUser({ is2FA: false });
            toast.success(t`Two-Factor Authentication has been turned off`);
          }}
        />
      ) : null}
      {modal === 'renew' ? (
        <PasswordCodeModal
          title={t`New recovery codes`}
          intro={t`Your current recovery codes will stop working. Enter your password and a code from your authenticator app.`}
          action={t`Create new codes`}
          onClose={() => setModal(null)}
          run={async (p) => {
            const codes = await regenerateRecoveryCodes(p);
            setModal(null);
            onNewCodes(codes, () => toast.success(t`New recovery codes created. Your old codes no longer work.`));
          }}
        />
      ) : null}
    </div>
  );
}
