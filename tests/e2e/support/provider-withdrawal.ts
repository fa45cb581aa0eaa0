import { emailedWithdrawalProof } from './api.js';
import { bitcoinAddress } from './wallet.js';

/**
 * The body of a Bitcoin withdrawal to a person at the sandbox counterparty, confirmed with the
 * emailed code and the password (decision 367). The sandbox answers by the beneficiary's last name
 * (decision 256): "Refuse" is refused, "Later" is answered on its callback a few seconds on, any
 * other is accepted.
 */
export async function toPersonAtProvider(
  token: string,
  customer: { email: string; password: string },
  o: { amount: string; name?: string; cryptoAddress?: string; paymentRouteId?: number },
) {
  return {
    amount: o.amount,
    cryptoAddress: o.cryptoAddress ?? bitcoinAddress(),
    paymentRouteId: o.paymentRouteId ?? 1,
    beneficiary: {
      owner: 'other',
      wallet: 'provider',
      providerId: 'sandbox-vasp',
      kind: 'person',
      name: o.name ?? 'Ana Example',
    },
    ...(await emailedWithdrawalProof(token, customer.email, customer.password)),
  };
}
