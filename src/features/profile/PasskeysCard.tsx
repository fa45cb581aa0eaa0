/**
 * Profile → Security: the customer's passkeys (name, added, last used) with rename and remove,
 * and "Add a passkey". Loading, empty and error states; each row's buttons name their passkey.
 */
import { Fingerprint } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PasskeyView } from '../../../contract/passkeys.js';
import { listPasskeys } from '../../api/passkeys.js';
import { formatWhen } from '../../lib/dates.js';
import { useOnline } from '../../offline/hooks.js';
import { OFFLINE_NOTICE_ID } from '../../offline/OfflineNotice.js';
import { PASSKEY_UI } from '../../passkeys/messages.js';
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
  const { timeZone } = useSnapshot(locale);
  return (
    <li className="session-row" data-testid="passkey-row">
      <Fingerprint aria-hidden="true" size={22} />
      <div className="session-text">
        <p className="session-device">{p.name}</p>
        <p className="muted">Added {formatWhen(p.createdAt, timeZone)}</p>
        <p className="muted">{p.lastUsedAt ? `Last used ${formatWhen(p.lastUsedAt, timeZone)}` : 'Not used yet'}</p>
      </div>
      <div className="passkey-actions">
        <OnlineButton
          variant="ghost"
          aria-label={`Rename ${p.name}`}
          aria-describedby={offline}
          onClick={onRename}
          notice={null}
        >
          Rename
        </OnlineButton>
        <OnlineButton
          variant="secondary"
          aria-label={`Remove ${p.name}`}
          aria-describedby={offline}
          onClick={onRemove}
          notice={null}
        >
          Remove
        </OnlineButton>
      </div>
    </li>
  );
}

export function PasskeysCard() {
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
  const is2FA = user?.is2FA === true;

  return (
    <section
      className="profile-card security-card"
      aria-labelledby="passkeys-heading"
      aria-busy={passkeys === null && !failed}
    >
      <div className="security-card-head">
        <Fingerprint aria-hidden="true" size={24} />
        <h2 id="passkeys-heading">Passkeys</h2>
      </div>
      <p className="muted">
        Sign in and confirm withdrawals with your fingerprint, face or screen lock instead of your password and code.
      </p>
      {failed ? (
        <div role="alert" className="passkeys-failed">
          <p>{PASSKEY_UI.loadFailed}</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : null}
      {passkeys === null && !failed ? <div className="skeleton-line" /> : null}
      {passkeys?.length === 0 ? <p data-testid="passkeys-empty">You have no passkeys yet.</p> : null}
      {passkeys && passkeys.length > 0 ? (
        <ul className="session-list" aria-label="Passkeys">
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
      {available ? null : <p className="notice">{PASSKEY_UI.unavailable}</p>}
      <OnlineButton variant="secondary" onClick={() => setOpen({ kind: 'add' })} disabled={!available}>
        Add a passkey
      </OnlineButton>
      {open?.kind === 'add' ? <AddPasskeyModal is2FA={is2FA} onClose={() => setOpen(null)} onDone={done} /> : null}
      {open?.kind === 'rename' ? (
        <RenamePasskeyModal passkey={open.passkey} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
      {open?.kind === 'remove' ? (
        <RemovePasskeyModal passkey={open.passkey} is2FA={is2FA} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
    </section>
  );
}
