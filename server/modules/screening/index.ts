/**
 * Sanctions screening of withdrawals and deposits (decision 250): the wallet asks before a
 * withdrawal is held and before a deposit is credited; a hit opens a case in screening_cases.
 */
import { defineModule } from '../descriptor.js';

export { type HeldDeposit, heldDeposits, heldDepositTxid } from './held-deposits.js';
export { DEPOSIT_REVIEW_MAIL } from './mail.js';
export { keepUntil } from './retention.js';
export { assertWithdrawalScreened, hasCase, openCase, screenRequested, screenTransfer } from './screen.js';

export const screeningModule = defineModule({
  name: 'screening',
  needs: [],
});
