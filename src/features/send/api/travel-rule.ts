/** The Travel Rule calls of the withdraw form: the provider directory, ownership proofs, a withdrawal's state. */
import {
  ownershipChallenge as challengeCall,
  providerDirectory as directoryCall,
  ownershipStatus as ownershipStatusCall,
  ownershipProof as proofCall,
  withdrawalStatus as statusCall,
} from '../../../../contract/calls/travelrule.js';
import { routeById } from '../../../../contract/routes.js';
import type {
  OwnershipChallengeAnswer,
  ProviderDirectoryEntry,
  WithdrawalStatusAnswer,
} from '../../../../contract/travel-rule.js';
import { ApiCallError } from '../../../api/api-error.js';
import { api } from '../../../api/client.js';
import { generateAddress } from '../../../api/exchange.js';

export async function searchProviders(query: string): Promise<ProviderDirectoryEntry[]> {
  return (await api.call(directoryCall, { query })).data.providers;
}

export async function askOwnershipChallenge(
  paymentRouteId: number,
  address: string,
): Promise<OwnershipChallengeAnswer> {
  try {
    return (await api.call(challengeCall, { paymentRouteId, address })).data;
  } catch (e) {
    // A refusal naming the network: a test deposit (decision 307) goes to the customer's own
    // deposit address, which is opened here if not yet, and the challenge asked once more.
    const route = routeById(paymentRouteId);
    if (!(e instanceof ApiCallError) || !e.errors.paymentRouteId || !route) throw e;
    await generateAddress(route.currency, paymentRouteId).catch(() => {
      throw e;
    });
    return (await api.call(challengeCall, { paymentRouteId, address })).data;
  }
}

export async function sendOwnershipProof(challengeId: string, signature: string, publicKey: string): Promise<void> {
  await api.call(proofCall, { challengeId, signature, publicKey });
}

export async function getWithdrawalStatus(withdrawalId: string): Promise<WithdrawalStatusAnswer> {
  return (await api.call(statusCall, { withdrawalId })).data;
}

/** Whether the address is proven the customer's: polled while a test deposit is on its way (decision 307). */
export async function isAddressProven(paymentRouteId: number, address: string): Promise<boolean> {
  return (await api.call(ownershipStatusCall, { paymentRouteId, address })).data.proven;
}
