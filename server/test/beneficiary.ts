/**
 * Who receives a test withdrawal (decision 256): a person at the sandbox counterparty provider,
 * which accepts, so the withdrawal goes on to the chain as it did before the question was asked.
 */
export const TEST_BENEFICIARY = {
  owner: 'other',
  wallet: 'provider',
  providerId: 'sandbox-vasp',
  kind: 'person',
  name: 'Ana Example',
} as const;
