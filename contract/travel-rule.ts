/**
 * Regulated transfers (the Travel Rule, decision 246): who receives a withdrawal as the customer
 * answers it, the bounds of those answers, and the words both sides show.
 */
import { isPlainText } from './validation/plain-text.js';

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
  noDepositAddress: 'Open your deposit address for this network first.',
} as const;

/**
 * Where a network's wallets cannot sign (decision 307): the proof is a deposit of exactly `amount`
 * from the address to the customer's own deposit address, credited to the balance as any deposit.
 */
export interface TestDeposit {
  /** Decimal text in the route's coin, e.g. "1.482913". */
  amount: string;
  currency: string;
  depositAddress: string;
}

/** A message to sign, proving control of an address (decision 247), or a test deposit to send (307). */
export interface OwnershipChallengeAnswer {
  challengeId: string;
  /** The exact text to sign, newlines included; for a test deposit, what to send, in words. */
  message: string;
  scheme: SignatureScheme | 'test_deposit';
  /** Set when scheme is 'test_deposit', null otherwise. */
  testDeposit: TestDeposit | null;
  expiresAt: string;
}

/** Whether the customer has proven the address theirs (decision 307: a test deposit arrives later). */
export interface OwnershipStatusAnswer {
  proven: boolean;
  provenAt: string | null;
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

/** The bounds of a beneficiary's name (IVMS101's Max100Text). */
const BENEFICIARY_NAME_MIN = 2;
const BENEFICIARY_NAME_MAX = 100;
/** Letters of any script with their accents, spaces and . ' - ( ) &, starting with a letter. */
const BENEFICIARY_NAME_CHARS = /^\p{L}[\p{L}\p{M} .'’\-()&]*$/u;
/** A directory id: lower-case letters, digits and hyphens. */
const PROVIDER_ID = /^[a-z0-9-]{1,40}$/;

/**
 * The customer's answers as sent (decision 256), checked field by field: the answers, or the
 * errors keyed `beneficiary.<field>`. Whether a provider id is in the directory is the server's
 * check. Someone else's name is required; for the customer's own wallet kind and name are dropped.
 */
export function parseBeneficiary(
  value: unknown,
): { answers: BeneficiaryAnswers; errors?: undefined } | { answers?: undefined; errors: Record<string, string> } {
  const M = TRAVEL_RULE_MESSAGES;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { errors: { beneficiary: M.answersRequired } };
  const v = value as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const owner = v.owner === 'self' || v.owner === 'other' ? v.owner : null;
  const wallet = v.wallet === 'provider' || v.wallet === 'self_hosted' ? v.wallet : null;
  if (!owner || !wallet) errors.beneficiary = M.answersRequired;
  let providerId: string | null = null;
  if (wallet === 'provider') {
    if (v.providerId === null) providerId = null;
    else if (typeof v.providerId === 'string' && PROVIDER_ID.test(v.providerId)) providerId = v.providerId;
    else errors['beneficiary.providerId'] = M.providerUnknown;
  }
  let kind: BeneficiaryKind | null = null;
  let name: string | null = null;
  if (owner === 'other') {
    if (v.kind === 'person' || v.kind === 'business') kind = v.kind;
    else errors['beneficiary.kind'] = M.answersRequired;
    if (typeof v.name !== 'string' || v.name.trim() === '') errors['beneficiary.name'] = M.nameRequired;
    else {
      const n = v.name.trim().replace(/\s+/g, ' ');
      if (
        n.length < BENEFICIARY_NAME_MIN ||
        n.length > BENEFICIARY_NAME_MAX ||
        !isPlainText(v.name) ||
        !BENEFICIARY_NAME_CHARS.test(n)
      )
        errors['beneficiary.name'] = M.nameInvalid;
      else name = n;
    }
  }
  if (Object.keys(errors).length > 0 || !owner || !wallet) return { errors };
  return { answers: { owner, wallet, providerId, kind, name } };
}

/**
 * Where a withdrawal stands with the Travel Rule (decision 272): its information sent to the
 * receiving provider and awaiting the answer, accepted by it, refused, unanswered in time, held
 * for compliance review, or recorded only (a self-hosted wallet at or below the threshold, or
 * proven the customer's own).
 */
export type TravelRuleState = 'waiting' | 'accepted' | 'refused' | 'timed_out' | 'review' | 'recorded';

export interface WithdrawalTravelRule {
  state: TravelRuleState;
}

/** A withdrawal's state and where it stands with the Travel Rule (decision 272). */
export interface WithdrawalStatusAnswer {
  withdrawalId: string;
  status: 'pending' | 'sent' | 'failed';
  travelRule: WithdrawalTravelRule | null;
}

/** Why a withdrawal failed, in customer words, kept as its failure reason. */
export const TRAVEL_RULE_FAILURES = {
  refused:
    'The receiving provider did not accept this transfer. It was cancelled and the funds are back in your wallet.',
  timedOut:
    'The receiving provider did not answer in time. The transfer was cancelled and the funds are back in your wallet.',
  /** Returned after compliance's review: nothing about why (no tipping off). */
  returned: 'This transfer could not be completed. It was cancelled and the funds are back in your wallet.',
} as const;
