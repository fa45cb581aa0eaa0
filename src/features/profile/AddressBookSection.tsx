/**
 * Address Book: the tabs of the specification. The crypto tab is the withdrawal address book
 * (decision 134); the fiat tab the customer's own bank accounts (decision 243), opened first by
 * ?book=fiat (the cash screen's links).
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSearch } from 'wouter';
import { CryptoAddressBook } from './CryptoAddressBook.js';
import { FiatAddressBook } from './FiatAddressBook.js';

const TABS = ['crypto', 'fiat'] as const;

export function AddressBookSection() {
  const { t } = useLingui();
  const search = useSearch();
  const [tab, setTab] = useState<(typeof TABS)[number]>(() =>
    new URLSearchParams(search).get('book') === 'fiat' ? 'fiat' : 'crypto',
  );
  const base = useId();
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
        {tab === 'crypto' ? <CryptoAddressBook /> : <FiatAddressBook />}
      </div>
    </div>
  );
}
