/**
 * Address Book: the tabs of the specification. The crypto tab is the withdrawal address book
 * (decision 134); the fiat tab the customer's own bank accounts (decision 243), opened first by
 * ?book=fiat (the cash screen's links).
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSearch } from 'wouter';
import { TabList } from '../../ui/TabList.js';
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
      <TabList
        ids={TABS}
        labels={labels}
        current={tab}
        onSelect={setTab}
        base={base}
        label={t`Address books`}
        className="segmented"
        tabClassName="segmented-item"
      />
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${tab}`} className="address-book-panel">
        {tab === 'crypto' ? <CryptoAddressBook /> : <FiatAddressBook />}
      </div>
    </div>
  );
}
