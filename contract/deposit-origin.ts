/**
 * Where a deposit came from (the Travel Rule on deposits, decision 274): a deposit that arrived
 * without the sender's information is credited but held from withdrawal until the customer says
 * who sent it. The words both sides show, the answer's bounds and the answers' shapes.
 */
import type { BeneficiaryKind, BeneficiaryOwner, BeneficiaryWallet } from './travel-rule.js';

// A deposit's sender is told apart as a withdrawal's receiver is: whose wallet, where, and who.
export type OriginOwner = BeneficiaryOwner;
export type OriginWallet = BeneficiaryWallet;
export type OriginKind = BeneficiaryKind;

/** A deposit waiting for the customer's answer. */
export interface DepositOriginItem {
  id: string;
  paymentRouteId: number;
  currency: string;
  /** Decimal text in the coin. */
  amount: string;
  networkName: string;
  txid: string;
  /** The address it came from, when the chain names one. */
  fromAddress: string | null;
  /** Above the threshold: from the customer's own self-hosted wallet, the address must be proven. */
  proofNeeded: boolean;
  createdAt: string;
}

export interface DepositOriginsAnswer {
  deposits: DepositOriginItem[];
}

export interface DepositOriginAnswer {
  id: string;
  /** answered: the hold has ended; review: compliance reviews it first, the hold stays (decision 368). */
  state: 'answered' | 'review';
}

/** One transfer's Travel Rule and screening record, for an authority's request (staff only). */
export interface TransferRecordExport {
  id: string;
  json: RecordFile;
  pdf: RecordFile;
}

export interface RecordFile {
  fileName: string;
  mediaType: 'application/json' | 'application/pdf';
  /** The file's bytes, base64. */
  content: string;
}

export const ORIGIN_NAME_MAX = 100;
/** A provider not in the directory, named by the customer. */
export const ORIGIN_PROVIDER_NAME_MAX = 100;

export const DEPOSIT_ORIGIN_MESSAGES = {
  unknown: 'This deposit does not need an answer.',
  owner: 'Tell us whether it came from your own wallet or someone else’s.',
  wallet: 'Tell us whether it came from a provider or a self-hosted wallet.',
  provider: 'Choose the provider from the list, or "Not listed".',
  providerName: 'Choose the provider from the list, or enter its name.',
  name: 'Enter the full name of the person or the legal name of the business.',
  nameInvalid: 'Enter a name of 2 to 100 letters, without digits or symbols.',
  kind: 'Tell us whether the sender is a person or a business.',
  address: 'Enter the address it was sent from.',
  proofNeeded: 'Prove that the wallet it came from is yours: sign the message with it first.',
  withdrawalsHeld: (amount: string, coin: string) =>
    `${amount} ${coin} cannot be withdrawn until you tell us who sent your deposit. You can still swap it.`,
} as const;
