/**
 * The wallet: payment routes, deposit addresses, deposits, withdrawals and history. Other modules
 * use seedDemoWallet (local seed), creditCardPurchase (payments), getUserBalances and
 * userHoldsFunds (account deletion), all from the ledger, re-exported here for convenience.
 */
import { defineModule } from '../descriptor.js';
import { ownerOfAddress } from './addresses.js';
import { startWalletWork } from './background.js';
import { walletCalls } from './calls.js';
import { startDepositWatching } from './deposits.js';
import { parseWithdrawalLimitSettings } from './limit-settings.js';
import { parseRoutesOff } from './routes.js';
import { registerTrpRoutes } from './trp-routes.js';

export { depositAddressFor } from './addresses.js';
export { creditObservedDeposit, type DepositCredit, postDepositCredit, prepareDepositCredit } from './deposits.js';
export { notifyCustomer } from './notify.js';
export { reconcilePendingWithdrawals, restoreAwaitingReconciliation } from './reconciliation.js';
export { TRADE_MAIL } from './trade-mail.js';
export { holdWithdrawal, passWithdrawalGates, type WithdrawalAsk } from './withdrawal-gates.js';
export {
  needsSecondOfficer,
  processPendingWithdrawals,
  requestWithdrawal,
  settlePendingWithdrawals,
  settleWithdrawal,
} from './withdrawals.js';

export const walletModule = defineModule({
  name: 'wallet',
  needs: ['config', 'db', 'dbKind', 'clock', 'log', 'providers', 'secrets'],
  settings: (env) => ({ walletRoutesOff: parseRoutesOff(env), withdrawalLimits: parseWithdrawalLimitSettings(env) }),
  calls: walletCalls,
  publicRoutes: registerTrpRoutes,
  jobs: startWalletWork,
  // What the local sandbox chain's faucet needs from the wallet (providers/chain/sandbox-routes.ts).
  sandboxHooks: (deps) => ({
    wallet: {
      ownerOfAddress: (address: string) => ownerOfAddress(deps, address),
      startDepositWatching: () => startDepositWatching(deps),
    },
  }),
});
