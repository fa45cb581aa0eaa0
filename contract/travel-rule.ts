/**
 * Regulated transfers (the Travel Rule, decision 246): who receives a withdrawal as the customer
 * answers it, the bounds of those answers, and the words both sides show.
 */

/** The customer's own wallet, or someone else's. */
export type BeneficiaryOwner = 'self' | 'other';
/** At an exchange or another provider, or a wallet its owner controls (self-hosted). */
export type BeneficiaryWallet = 'provider' | 'self_hosted';
/** For someone else: a person (full name) or a business (legal name). */
export type BeneficiaryKind = 'person' | 'business';

export interface BeneficiaryAnswers {
  owner: BeneficiaryOwner;
  wallet: BeneficiaryWallet;
  /** The provider's id from the directory; null when the provider is not listed or self-hosted. */
  providerId: string | null;
  /** Someone else's only. */
  kind: BeneficiaryKind | null;
  /** Someone else's only: a person's full name or a business's legal name. */
  name: string | null;
}

/** The chains whose wallets sign a message the server can check (decision 247). */
export type SignatureScheme = 'bip322' | 'eip191' | 'ed25519' | 'xrpl';

export const TRAVEL_RULE_MESSAGES = {
  answersRequired: 'Tell us who receives this withdrawal.',
  nameRequired: 'Enter the full name of the person or the legal name of the business.',
  nameInvalid: 'Enter a name of 2 to 100 letters, without digits or symbols.',
  providerUnknown: 'Choose the provider from the list, or "Not listed".',
  underReview: 'This transfer is under review. We will email you when it is done.',
  proofRequired: 'Prove that this wallet is yours before sending this amount to it.',
  proofInvalid: 'The signature does not match this address and message. Sign the message again.',
  challengeExpired: 'This message has expired or was already used. Ask for a new one.',
  noSignature: 'Wallets on this network cannot sign a message.',
} as const;

/** A message to sign, proving control of an address (decision 247). */
export interface OwnershipChallengeAnswer {
  challengeId: string;
  /** The exact text to sign, newlines included. */
  message: string;
  scheme: SignatureScheme;
  expiresAt: string;
}

export interface OwnershipProofAnswer {
  paymentRouteId: number;
  address: string;
  provenAt: string;
}

/** A signature or public key, as text; longer is refused unread. */
export const PROOF_TEXT_MAX = 2048;

/** A provider of the directory the customer picks from (decision 255). */
export interface ProviderDirectoryEntry {
  id: string;
  /** The name customers know it by. */
  name: string;
  /** The company that holds the licence. */
  legalName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface ProviderDirectoryAnswer {
  providers: ProviderDirectoryEntry[];
}

/** A directory search is at most this long; longer is refused unread. */
export const DIRECTORY_QUERY_MAX = 60;
export const DIRECTORY_QUERY_MESSAGE = `Search with up to ${DIRECTORY_QUERY_MAX} characters, without control characters.`;
