/**
 * The message a customer signs to prove an address is theirs (decision 247): it names the
 * address, its network, the customer's number and a one-time nonce from the server, so a
 * signature proves control of that address for that customer once, and is never good for another
 * customer, another address or a second use.
 */
import { randomBytes } from 'node:crypto';

/** How long a challenge may be answered. */
export const CHALLENGE_TTL_MS = 15 * 60_000;

export const newNonce = () => randomBytes(16).toString('hex');

interface ChallengeFields {
  address: string;
  networkName: string;
  customerNumber: string;
  nonce: string;
  issuedAt: Date;
}

export function challengeText(c: ChallengeFields): string {
  return [
    'CoinVault: I control this address.',
    `Address: ${c.address}`,
    `Network: ${c.networkName}`,
    `Customer: ${c.customerNumber}`,
    `Nonce: ${c.nonce}`,
    `Issued: ${c.issuedAt.toISOString()}`,
  ].join('\n');
}
