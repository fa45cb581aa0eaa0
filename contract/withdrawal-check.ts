/**
 * What /exchange/check-withdrawal answers (decision 178): whether a withdrawal on this network
 * (and to this address, when given) would be held back before any amount or code is asked, so
 * the withdraw form shows the hold instead of asking for a 2FA code it would then refuse. The
 * server still checks all of it again when the withdrawal is made.
 */
export type WithdrawalHoldCode = 'WITHDRAWALS_HELD' | 'ADDRESS_NOT_ALLOWED';

export interface WithdrawalHold {
  code: WithdrawalHoldCode;
  /** The same words create-withdrawal-action answers with. */
  message: string;
  /** WITHDRAWALS_HELD: when the hold lifts (ISO 8601); otherwise null. */
  retry_at: string | null;
  /** The payload field concerned ('cryptoAddress' for an address the allowlist refuses), or null. */
  field: 'cryptoAddress' | null;
}

export interface WithdrawalCheckAnswer {
  /** null: nothing known holds this withdrawal back. */
  hold: WithdrawalHold | null;
}
