/**
 * Where the code of every screen but the sign-in, account and legal pages is found, with its
 * features' catalogs (decision 467). Each lazy import carries the list of files its screen needs,
 * and each catalog a file per language: in the entry they were about 3 KB of the sign-in page's
 * script, though a visitor who is signed out opens none of these screens. This module is fetched
 * with the first of them instead (on a signed-in start, while React DOM loads).
 */
import { addFeatureCatalogs } from '../i18n/catalogs.js';
// The features' catalog list travels with the screens' code: their catalogs are known at once.
import '../i18n/feature-catalogs.js';

// A failure is tried again by the next catalog asked for (loadCatalogs).
addFeatureCatalogs().catch(() => {});

export const SCREENS = {
  confirmBankAccount: () => import('../features/cash/ConfirmBankAccountScreen.js'),
  staffEnrolment: () => import('../features/admin/StaffEnrolmentScreen.js'),
  wallet: () => import('../features/wallet/WalletScreen.js'),
  sendPicker: () => import('../features/wallet/SendPickerScreen.js'),
  receivePicker: () => import('../features/wallet/ReceivePickerScreen.js'),
  send: () => import('../features/send/SendScreen.js'),
  receive: () => import('../features/receive/ReceiveScreen.js'),
  swap: () => import('../features/swap/SwapScreen.js'),
  trade: () => import('../features/trade/TradeScreen.js'),
  recurringBuys: () => import('../features/trade/RecurringBuysScreen.js'),
  cash: () => import('../features/cash/CashScreen.js'),
  asset: () => import('../features/wallet/AssetDetailScreen.js'),
  priceAlerts: () => import('../features/alerts/PriceAlertsScreen.js'),
  transactions: () => import('../features/transactions/TransactionsScreen.js'),
  received: () => import('../features/transactions/ReceiveTransactionsScreen.js'),
  transaction: () => import('../features/transactions/TransactionDetailScreen.js'),
  tax: () => import('../features/transactions/tax/TaxScreen.js'),
  depositOrigin: () => import('../features/deposit-origin/DepositOriginScreen.js'),
  merchantHistory: () => import('../features/admin/AdminHistoryScreen.js'),
  merchantTransaction: () => import('../features/admin/AdminTransactionDetailScreen.js'),
  backOffice: () => import('../features/admin/AdminBackOffice.js'),
  help: () => import('../features/help/HelpScreen.js'),
  profile: () => import('../features/profile/ProfileScreen.js'),
  // Reached only from the card form a signed-in customer opened.
  paymentReturn: () => import('../features/payment-return/PaymentReturnScreen.js'),
};
