/** Regulated transfers: proving control of a self-hosted address (decision 247), the provider directory (255). */
import { custom, optional, pipe, transform } from 'valibot';
import { SAVED_ADDRESS_MAX } from '../address-book.js';
import {
  DIRECTORY_QUERY_MAX,
  DIRECTORY_QUERY_MESSAGE,
  type OwnershipChallengeAnswer,
  type OwnershipProofAnswer,
  type OwnershipStatusAnswer,
  PROOF_TEXT_MAX,
  type ProviderDirectoryAnswer,
  type WithdrawalStatusAnswer,
} from '../travel-rule.js';
import {
  RECORD_DIRECTIONS,
  RECORD_STATES,
  type RecordDirection,
  type RecordState,
  type TravelRuleRecordsPage,
} from '../travel-rule-records.js';
import { defineSpec } from './define.js';
import { noFields, payload, required, requiredString, text, uuid, wholeNumber } from './fields.js';
import { routeId } from './withdrawal-fields.js';

/** A message with a one-time nonce for this customer and address, to sign in their wallet. */
export const ownershipChallenge = defineSpec<OwnershipChallengeAnswer>()({
  path: '/travel-rule/ownership-challenge',
  access: 'user',
  payload: payload({
    paymentRouteId: routeId(),
    address: pipe(
      requiredString(SAVED_ADDRESS_MAX, 'Enter an address.'),
      transform((v) => v.trim()),
    ),
  }),
});

/** The wallet's signature of the challenge: the address is proven the customer's, once. */
export const ownershipProof = defineSpec<OwnershipProofAnswer>()({
  path: '/travel-rule/ownership-proof',
  access: 'user',
  payload: payload({
    challengeId: uuid('Ask for a message to sign first.'),
    signature: pipe(
      requiredString(PROOF_TEXT_MAX, 'Paste the signature.'),
      transform((v) => v.trim()),
    ),
    /** XRP Ledger only: the account's public key, hex. */
    publicKey: text(),
  }),
});

/** Whether the address is proven the customer's: polled while a test deposit is on its way (decision 307). */
export const ownershipStatus = defineSpec<OwnershipStatusAnswer>()({
  path: '/travel-rule/ownership-status',
  access: 'user',
  readOnly: true,
  payload: payload({
    paymentRouteId: routeId(),
    address: pipe(
      requiredString(SAVED_ADDRESS_MAX, 'Enter an address.'),
      transform((v) => v.trim()),
    ),
  }),
});

/** The providers a withdrawal may go to, searched by name (all of them without a query). */
export const providerDirectory = defineSpec<ProviderDirectoryAnswer>()({
  path: '/travel-rule/provider-directory',
  access: 'user',
  readOnly: true,
  payload: payload({
    query: optional(
      pipe(
        custom<string>(
          (v) => typeof v === 'string' && v.length <= DIRECTORY_QUERY_MAX && !/\p{Cc}/u.test(v),
          DIRECTORY_QUERY_MESSAGE,
        ),
        transform((v) => v.trim()),
      ),
      '',
    ),
  }),
});

/** A withdrawal's state and its Travel Rule answer, while the receiving provider is asked (decision 272). */
export const withdrawalStatus = defineSpec<WithdrawalStatusAnswer>()({
  path: '/travel-rule/withdrawal-status',
  access: 'user',
  readOnly: true,
  payload: payload({ withdrawalId: uuid('Name a withdrawal.') }),
});

/**
 * The signed address a provider from the directory sends its TRP inquiries to (decision 331),
 * for compliance to hand over when an agreement with the provider is made.
 */
export const trpInquiryAddress = defineSpec<{ providerId: string; url: string }>()({
  path: '/admin/travel-rule/inquiry-address',
  access: 'compliance',
  readOnly: true,
  payload: payload({ providerId: requiredString(60, 'Choose a provider from the directory.') }),
});

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): v is T | '' =>
    v === '' || v == null || (values as readonly unknown[]).includes(v);

/** Travel Rule records, newest first, a page at a time, by direction and state ('' for all). */
export const travelRuleRecords = defineSpec<TravelRuleRecordsPage>()({
  path: '/admin/travel-rule/records',
  access: 'compliance',
  readOnly: true,
  payload: payload({
    direction: required(oneOf<RecordDirection>(RECORD_DIRECTIONS), 'must be deposit or withdrawal'),
    state: required(oneOf<RecordState>(RECORD_STATES), 'must be a Travel Rule record state'),
    page: wholeNumber(0, 0, 100_000),
  }),
});

/** The whole provider directory (decision 255), for compliance to choose a provider from. */
export const staffProviderDirectory = defineSpec<ProviderDirectoryAnswer>()({
  path: '/admin/travel-rule/provider-directory',
  access: 'compliance',
  readOnly: true,
  payload: noFields,
});
