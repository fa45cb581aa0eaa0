/**
 * Address Book: the tabs of the specification. The crypto tab is the withdrawal address book
 * (decision 134); fiat accounts are not offered yet.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { CryptoAddressBook } from './CryptoAddressBook.js';

const TABS = ['crypto', 'fiat'] as const;

export function AddressBookSection() {
  const { t } = useLingui();
  const [tab, setTab] = useState<(typeof TABS)[number]>('crypto');
  const base = useId();
  const noteId = `${base}-note`;
  const labels = { crypto: t`Crypto Address Book`, fiat: t`Fiat Address Book` };
  return (
    <div className="profile-card">
      <div role="tablist" aria-label={t`Address books`} className="segmented">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${base}-${id}`}
            aria-selected={id === tab}
            aria-controls={`${base}-panel`}
            tabIndex={id === tab ? 0 : -1}
            className="segmented-item"
            onClick={() => setTab(id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = TABS[(TABS.indexOf(id) + 1) % TABS.length];
                if (!next) return;
                setTab(next);
                document.getElementById(`${base}-${next}`)?.focus();
              }
            }}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${tab}`} className="address-book-panel">
        {tab === 'crypto' ? (
          <CryptoAddressBook />
        ) : (
          <>
            <p className="pf-empty">
              <Trans>No saved fiat accounts yet.</Trans>
            </p>
            <p id={noteId} className="notice">
              <Trans>Saving bank accounts is not available yet: it comes in a later update.</Trans>
            </p>
            <Button variant="secondary" disabled aria-describedby={noteId}>
              <Plus aria-hidden="true" size={18} />
              <Trans>Add New Fiat Account</Trans>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
