/**
 * The ten recovery codes, shown once (decision 091): copy or download them, then confirm they are
 * saved before the panel can be closed. They are never shown again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';

/** The file's text: its heading and note in the customer's language, then the codes. */
function download(codes: string[], heading: string) {
  const text = `${heading}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'coinvault-recovery-codes.txt';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces the set-up form the customer was scrolled down to: on a phone it would open
  // far above the screen with focus lost to the page. Take them, and a screen reader, to it.
  useEffect(() => {
    const h = heading.current;
    if (!h) return;
    h.focus({ preventScroll: true });
    h.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" ref={heading} tabIndex={-1}>
        <Trans>Save your recovery codes</Trans>
      </h3>
      <p>
        <Trans>
          If you lose your phone, each of these codes signs you in once instead of a code from your authenticator app.
          Keep them somewhere safe, such as a password manager. <strong>They are shown only now.</strong>
        </Trans>
      </p>
      <ol className="recovery-code-list" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="modal-actions recovery-code-actions">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => toast.success(t`Recovery codes copied`))
              .catch(() => toast.error(t`Copy failed: select the codes and copy them instead`))
          }
        >
          <Copy aria-hidden="true" size={16} /> <Trans>Copy</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            download(
              codes,
              t`CoinVault two-factor recovery codes
Each code works once, instead of a code from your authenticator app.`,
            )
          }
        >
          <Download aria-hidden="true" size={16} /> <Trans>Download</Trans>
        </Button>
      </div>
      <label className="recovery-saved">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <span>
          <Trans>I've saved my recovery codes</Trans>
        </span>
      </label>
      <Button onClick={onDone} disabled={!saved}>
        <Trans>Done</Trans>
      </Button>
    </section>
  );
}
