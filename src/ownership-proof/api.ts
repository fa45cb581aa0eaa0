/** The ownership proof's calls (decisions 247 and 307), shared by the withdraw form and the deposit-origin screen. */
import {
  ownershipChallenge as challengeCall,
  ownershipStatus as ownershipStatusCall,
  ownershipProof as proofCall,
} from '../../contract/calls/travelrule.js';
import { routeById } from '../../contract/routes.js';
import type { OwnershipChallengeAnswer } from '../../contract/travel-rule.js';
import { ApiCallError } from '../api/api-error.js';
import { api } from '../api/client.js';
import { generateAddress } from '../api/exchange.js';

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

/** XRP's signature needs the public key beside it; the other schemes send none. */
export async function sendOwnershipProof(challengeId: string, signature: string, publicKey: string): Promise<void> {
  await api.call(proofCall, { challengeId, signature, publicKey });
}

/** Whether the address is proven the customer's: polled while a test deposit is on its way (decision 307). */
export async function isAddressProven(paymentRouteId: number, address: string): Promise<boolean> {
  return (await api.call(ownershipStatusCall, { paymentRouteId, address })).data.proven;
}
