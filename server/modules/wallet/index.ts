/**
 * The wallet: payment routes, deposit addresses, deposits, withdrawals and history. Other modules
 * use seedDemoWallet (local seed), creditCardPurchase (payments), getUserBalances and
 * userHoldsFunds (account deletion), all from the ledger, re-exported here for convenience.
 */
import { ownerOfAddress } from './addresses.js';
import { startDepositWatching } from './deposits.js';

export { depositAddressFor } from './addresses.js';
export { startWalletWork } from './background.js';
export { walletCalls } from './calls.js';
export { creditObservedDeposit } from './deposits.js';

export { notifyCustomer } from './mail.js';

export { processPendingWithdrawals, requestWithdrawal, settleWithdrawal } from './withdrawals.js';

/** What the local sandbox chain's faucet needs from the wallet (providers/chain/sandbox-routes.ts). */
export const chainSandboxWallet = { ownerOfAddress, startDepositWatching };
export { parseWithdrawalLimitSettings, type WithdrawalLimitSettings } from './limit-settings.js';
export { parseRoutesOff } from './routes.js';
