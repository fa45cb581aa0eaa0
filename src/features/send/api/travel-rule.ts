/** The Travel Rule calls of the withdraw form: the provider directory and a withdrawal's state (the proofs: src/ownership-proof). */
import {
  providerDirectory as directoryCall,
  withdrawalStatus as statusCall,
} from '../../../../contract/calls/travelrule.js';
import type { ProviderDirectoryEntry, WithdrawalStatusAnswer } from '../../../../contract/travel-rule.js';
import { api } from '../../../api/client.js';

export async function searchProviders(query: string): Promise<ProviderDirectoryEntry[]> {
  return (await api.call(directoryCall, { query })).data.providers;
}

export async function getWithdrawalStatus(withdrawalId: string): Promise<WithdrawalStatusAnswer> {
  return (await api.call(statusCall, { withdrawalId })).data;
}
