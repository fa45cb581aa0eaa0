/** The Travel Rule calls of the withdraw form: the provider directory, ownership proofs, a withdrawal's state. */
import {
  ownershipChallenge as challengeCall,
  providerDirectory as directoryCall,
  ownershipProof as proofCall,
  withdrawalStatus as statusCall,
} from '../../../../contract/calls/travelrule.js';
import type {
  OwnershipChallengeAnswer,
  ProviderDirectoryEntry,
  WithdrawalStatusAnswer,
} from '../../../../contract/travel-rule.js';
import { api } from '../../../api/client.js';

export async function searchProviders(query: string): Promise<ProviderDirectoryEntry[]> {
  return (await api.call(directoryCall, { query })).data.providers;
}

export async function askOwnershipChallenge(
  paymentRouteId: number,
  address: string,
): Promise<OwnershipChallengeAnswer> {
  return (await api.call(challengeCall, { paymentRouteId, address })).data;
}

export async function sendOwnershipProof(challengeId: string, signature: string, publicKey: string): Promise<void> {
  await api.call(proofCall, { challengeId, signature, publicKey });
}

export async function getWithdrawalStatus(withdrawalId: string): Promise<WithdrawalStatusAnswer> {
  return (await api.call(statusCall, { withdrawalId })).data;
}
