/**
 * Address Book: the tabs of the specification. The crypto tab is the withdrawal address book
 * (decision 134); fiat accounts are not offered yet.
 */
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { CryptoAddressBook } from './CryptoAddressBook.js';

const TABS = [
  { id: 'crypto', label: 'Crypto Address Book', action: 'Add new crypto address' },
  { id: 'fiat', label: 'Fiat Address Book', action: 'Add New Fiat Account' },
] as const;

export function AddressBookSection() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('crypto');
  const base = useId();
  const noteId = `${base}-note`;
  const current = TABS.find((t) => t.id === tab)!;
  return (
    <div className="profile-card">
      <div role="tablist" aria-label="Address books" className="segmented">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${base}-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls={`${base}-panel`}
            tabIndex={t.id === tab ? 0 : -1}
            className="segmented-item"
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = TABS[(TABS.indexOf(t) + 1) % TABS.length];
                if (!next) return;
                setTab(next.id);
                document.getElementById(`${base}-${next.id}`)?.focus();
              }
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${tab}`} className="address-book-panel">
        {tab === 'crypto' ? (
          <CryptoAddressBook />
        ) : (
          <>
            <p className="pf-empty">No saved fiat accounts yet.</p>
            <p id={noteId} className="notice">
              Saving bank accounts is not available yet: it comes in a later update.
            </p>
            <Button variant="secondary" disabled aria-describedby={noteId}>
              <Plus aria-hidden="true" size={18} />
              {current.action}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
