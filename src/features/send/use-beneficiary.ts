/**
 * Who receives the withdrawal (decision 256): the customer's answers on the form, or a saved
 * address's answers, which then ask nothing again. The rules are the contract's parseBeneficiary,
 * the server's own; the server checks them again whatever the form sends.
 */
import { useState } from 'react';
import type { AddressBookData } from '../../../contract/address-book.js';
import {
  type BeneficiaryAnswers,
  type BeneficiaryKind,
  type BeneficiaryOwner,
  type BeneficiaryWallet,
  type ProviderDirectoryEntry,
  parseBeneficiary,
} from '../../../contract/travel-rule.js';

/** A provider from the directory, or "not listed". */
export type ProviderChoice = ProviderDirectoryEntry | 'not_listed' | null;

export function useBeneficiary(book: AddressBookData | null, routeId: number | undefined, address: string) {
  const [owner, setOwner] = useState<BeneficiaryOwner | null>(null);
  const [wallet, setWallet] = useState<BeneficiaryWallet | null>(null);
  const [provider, setProvider] = useState<ProviderChoice>(null);
  const [kind, setKind] = useState<BeneficiaryKind>('person');
  const [name, setName] = useState('');

  const typed = address.trim();
  const entry =
    typed && routeId !== undefined
      ? book?.addresses.find((a) => a.paymentRouteId === routeId && a.address === typed)
      : undefined;
  const saved = entry?.beneficiary ?? null;

  const sent = {
    owner,
    wallet,
    providerId: provider === 'not_listed' ? null : (provider?.id ?? undefined),
    kind: owner === 'other' ? kind : null,
    name: owner === 'other' ? name : null,
  };
  const parsed = parseBeneficiary(sent);
  const answers: BeneficiaryAnswers | null = saved ?? parsed.answers ?? null;
  /** The field errors of the answers as they stand, keyed like the server's. */
  const errors: Record<string, string> = saved ? {} : (parsed.errors ?? {});

  return {
    saved,
    /** The saved address's label, for the review to name who receives it. */
    savedLabel: entry?.label ?? null,
    owner,
    wallet,
    provider,
    kind,
    name,
    answers,
    errors,
    setOwner,
    setWallet(v: BeneficiaryWallet) {
      setWallet(v);
      if (v === 'self_hosted') setProvider(null);
    },
    setProvider,
    setKind,
    setName,
    /** What the withdrawal sends: nothing for a saved address with answers (the server reads them). */
    payload(): { beneficiary?: BeneficiaryAnswers } {
      return saved || !answers ? {} : { beneficiary: answers };
    },
  };
}

export type BeneficiaryState = ReturnType<typeof useBeneficiary>;
