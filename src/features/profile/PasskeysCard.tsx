/**
 * Profile → Security: the customer's passkeys (name, added, last used) with rename and remove,
 * and "Add a passkey". Loading, empty and error states; each row's buttons name their passkey.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Fingerprint } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PasskeyView } from '../../../contract/passkeys.js';
import { withdrawalStepOf } from '../../../contract/withdrawal-confirm.js';
import { listPasskeys } from '../../api/passkeys.js';
import { formatWhen } from '../../lib/dates.js';
import { useOnline } from '../../offline/hooks.js';
import { OFFLINE_NOTICE_ID } from '../../offline/OfflineNotice.js';
import { auth } from '../../state/auth.js';
import { locale } from '../../state/locale.js';
import { Button } from '../../ui/Button.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { AddPasskeyModal, RemovePasskeyModal, RenamePasskeyModal } from './PasskeyModals.js';

type Open = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: PasskeyView } | null;

/** WebAuthn exists in this browser (the library itself loads only when an action starts). */
const webAuthnAvailable = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function PasskeyRow({ p, onRename, onRemove }: { p: PasskeyView; onRename: () => void; onRemove: () => void }) {
  const online = useOnline();
  const offline = online ? undefined : OFFLINE_NOTICE_ID;
  const { t } = useLingui();
  const { timeZone } = useSnapshot(locale);
  const name = p.name;
  const added = formatWhen(p.createdAt, timeZone);
  const lastUsed = p.lastUsedAt ? formatWhen(p.lastUsedAt, timeZone) : null;
  return (
    <li className="session-row" data-testid="passkey-row">
      <Fingerprint aria-hidden="true" size={22} />
      <div className="session-text">
        <p className="session-device">{p.name}</p>
        <p className="muted">
          <Trans>Added {added}</Trans>
        </p>
        <p className="muted">{lastUsed ? <Trans>Last used {lastUsed}</Trans> : <Trans>Not used yet</Trans>}</p>
      </div>
      <div className="passkey-actions">
        <OnlineButton
          variant="ghost"
          aria-label={t`Rename ${name}`}
          aria-describedby={offline}
          onClick={onRename}
          notice={null}
        >
          <Trans>Rename</Trans>
        </OnlineButton>
        <OnlineButton
          variant="secondary"
          aria-label={t`Remove ${name}`}
          aria-describedby={offline}
          onClick={onRemove}
          notice={null}
        >
          <Trans>Remove</Trans>
        </OnlineButton>
      </div>
    </li>
  );
}

export function PasskeysCard() {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const [passkeys, setPasskeys] = useState<PasskeyView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const available = webAuthnAvailable();

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setPasskeys(await listPasskeys());
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const done = () => {
    setOpen(null);
    void load();
  };
  // The same rule the server confirms the change by (decision 492), for the dialogs' words.
  const step = passkeys ? withdrawalStepOf({ twoFactor: user?.is2FA === true, passkeys: passkeys.length }) : null;

  return (
    <section
      className="profile-card security-card"
      aria-labelledby="passkeys-heading"
      aria-busy={passkeys === null && !failed}
    >
      <div className="security-card-head">
        <Fingerprint aria-hidden="true" size={24} />
        <h2 id="passkeys-heading">
          <Trans>Passkeys</Trans>
        </h2>
      </div>
      <p className="muted">
        <Trans>
          Sign in and confirm withdrawals with your fingerprint, face or screen lock instead of your password and code.
        </Trans>
      </p>
      {failed ? (
        <div role="alert" className="passkeys-failed">
          <p>
            <Trans>Your passkeys could not be loaded. Please try again.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void load()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {passkeys === null && !failed ? <div className="skeleton-line" /> : null}
      {passkeys?.length === 0 ? (
        <p data-testid="passkeys-empty">
          <Trans>You have no passkeys yet.</Trans>
        </p>
      ) : null}
      {passkeys && passkeys.length > 0 ? (
        <ul className="session-list" aria-label={t`Passkeys`}>
          {passkeys.map((p) => (
            <PasskeyRow
              key={p.id}
              p={p}
              onRename={() => setOpen({ kind: 'rename', passkey: p })}
              onRemove={() => setOpen({ kind: 'remove', passkey: p })}
            />
          ))}
        </ul>
      ) : null}
      {available ? null : (
        <p className="notice">
          <Trans>This browser cannot use passkeys. Use your password and code instead.</Trans>
        </p>
      )}
      <OnlineButton variant="secondary" onClick={() => setOpen({ kind: 'add' })} disabled={!available}>
        <Trans>Add a passkey</Trans>
      </OnlineButton>
      {open?.kind === 'add' ? <AddPasskeyModal step={step} onClose={() => setOpen(null)} onDone={done} /> : null}
      {open?.kind === 'rename' ? (
        <RenamePasskeyModal passkey={open.passkey} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemovePasskeyModal passkey={open.passkey} step={step} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
    </section>
  );
}
