/**
 * The route table: every route of both specifications, one entry each, with who may open it,
 * which layout frames it, which header item it belongs to and whether it has a back button. The
 * shell's rules (nav-rules.ts) are read from it. Each feature's screen is its own lazy chunk, so
 * the first route stays small. Paths come from paths.ts (decision 133).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import * as paths from '../lib/paths.js';
import type { Access } from './access.js';

export type Layout = 'auth' | 'app' | 'legal' | 'bare';
/** The header (and bottom bar) item shown as current. */
export type NavGroup = 'wallet' | 'transactions' | 'profile' | 'merchant';

export interface AppRoute {
  path: string;
  access: Access;
  layout: Layout;
  /** The page's title, in the active language when shown (`i18n._(route.title)`). */
  title: MessageDescriptor;
  /** The header item this page belongs to; none by default. */
  nav?: NavGroup;
  /**
   * Where the back button leads when the tab has no page to go back to (opened directly); it goes
   * back in the tab's history otherwise. Null: a top-level page, without a back button. Default:
   * the start page, which sends a signed-in visitor home.
   */
  back?: string | null;
  screen: Screen;
}

/**
 * A lazy screen that can also start loading before it renders (beside its lazy frame). Once its
 * code has arrived, `loaded` is the screen itself: rendering it then never shows a fallback, so a
 * screen whose code was fetched before the first render appears in one commit, without a skeleton
 * flashing in between (a layout shift).
 */
export type Screen<P = any> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<unknown>;
  loaded: ComponentType<P> | null;
};

export function screen<P = any>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** The features whose catalogs the screen's texts are in (src/features/NAME/locales), loaded beside its code. */
  catalogs: readonly string[] = [],
): Screen<P> {
  const remembered = () =>
    Promise.all([load(), loadCatalogs(catalogs)]).then(([m]) => {
      lazyScreen.loaded = m.default;
      return m;
    });
  const lazyScreen: Screen<P> = Object.assign(lazy(remembered), { preload: remembered, loaded: null });
  return lazyScreen;
}

// A screen reached by several paths is loaded by one entry.
const signInOrUp = screen(() => import('../features/auth/AuthScreen.js'), ['auth']);
const merchantHistory = screen(() => import('../features/admin/AdminHistoryScreen.js'), ['admin']);
const backOffice = screen(() => import('../features/admin/AdminBackOffice.js'), ['admin']);
const profile = screen(() => import('../features/profile/ProfileScreen.js'), ['profile']);
const paymentReturn = screen(() => import('../features/payment-return/PaymentReturnScreen.js'), ['payment-return']);

export const routes: AppRoute[] = [
  // Public, shared auth layout
  {
    path: paths.signIn,
    access: 'guest',
    layout: 'auth',
    title: msg`Sign in`,
    screen: signInOrUp,
  },
  {
    path: paths.signUp,
    access: 'guest',
    layout: 'auth',
    title: msg`Create Account`,
    screen: signInOrUp,
  },
  {
    path: paths.resetPassword,
    access: 'guest',
    layout: 'auth',
    title: msg`Reset password`,
    screen: screen(() => import('../features/auth/ResetPasswordScreen.js'), ['auth', LATER_CATALOG]),
  },
  {
    path: paths.resetConfirm,
    access: 'guest',
    layout: 'auth',
    title: msg`Reset password`,
    screen: screen(() => import('../features/auth/ResetConfirmScreen.js'), ['auth', LATER_CATALOG]),
  },
  {
    path: paths.resetSuccess,
    access: 'guest',
    layout: 'auth',
    title: msg`Password Changed`,
    screen: screen(() => import('../features/auth/ResetSuccessScreen.js'), ['auth']),
  },
  {
    // "This wasn't me" from a security-alert email: opened signed in or not (decision 137).
    path: paths.secureAccount,
    access: 'open',
    layout: 'auth',
    title: msg`Secure your account`,
    screen: screen(() => import('../features/auth/SecureAccountScreen.js'), [LATER_CATALOG]),
  },
  {
    // The confirmation link of a new address-book entry: opened signed in or not (decision 134).
    path: paths.addressBookConfirm,
    access: 'open',
    layout: 'auth',
    title: msg`Confirm withdrawal address`,
    screen: screen(() => import('../features/auth/ConfirmAddressScreen.js'), [LATER_CATALOG]),
  },
  {
    // The confirmation link of a new bank account: opened signed in or not (decision 243).
    path: paths.bankAccountConfirm,
    access: 'open',
    layout: 'auth',
    title: msg`Confirm bank account`,
    screen: screen(() => import('../features/cash/ConfirmBankAccountScreen.js'), ['cash']),
  },
  {
    // A new staff member's enrolment link (decision 359): opened signed in or not.
    path: paths.staffEnrolment,
    access: 'open',
    layout: 'auth',
    title: msg`Set up your staff account`,
    screen: screen(() => import('../features/admin/StaffEnrolmentScreen.js'), ['admin', LATER_CATALOG]),
  },
  {
    path: paths.verifyEmail,
    access: 'guest',
    layout: 'auth',
    title: msg`Verify Your Email`,
    screen: screen(() => import('../features/auth/VerifyEmailScreen.js'), ['auth', LATER_CATALOG]),
  },

  // Customer
  {
    path: paths.wallet,
    nav: 'wallet',
    back: null,
    access: 'user',
    layout: 'app',
    title: msg`Wallet`,
    screen: screen(() => import('../features/wallet/WalletScreen.js'), ['wallet']),
  },
  {
    path: paths.sendPicker,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Select asset to send`,
    screen: screen(() => import('../features/wallet/SendPickerScreen.js'), ['wallet']),
  },
  {
    path: paths.receivePicker,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Select asset to receive`,
    screen: screen(() => import('../features/wallet/ReceivePickerScreen.js'), ['wallet']),
  },
  {
    path: paths.send,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Withdraw`,
    screen: screen(() => import('../features/send/SendScreen.js'), ['send']),
  },
  {
    path: paths.receive,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Receive`,
    screen: screen(() => import('../features/receive/ReceiveScreen.js'), ['receive']),
  },
  {
    path: paths.swap,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Swap`,
    screen: screen(() => import('../features/swap/SwapScreen.js'), ['swap']),
  },
  {
    path: paths.buySell,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Buy and sell`,
    screen: screen(() => import('../features/trade/TradeScreen.js'), ['trade']),
  },
  {
    path: paths.recurringBuys,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Recurring buys`,
    screen: screen(() => import('../features/trade/RecurringBuysScreen.js'), ['trade']),
  },
  {
    path: paths.cash,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Cash`,
    screen: screen(() => import('../features/cash/CashScreen.js'), ['cash']),
  },
  {
    path: paths.assetDetail,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Asset`,
    screen: screen(() => import('../features/wallet/AssetDetailScreen.js'), ['wallet']),
  },
  {
    // Decision 142: from an asset's screen (?coin=) and from Profile.
    path: paths.priceAlerts,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Price alerts`,
    screen: screen(() => import('../features/alerts/PriceAlertsScreen.js'), ['alerts']),
  },
  {
    path: paths.transactions,
    nav: 'transactions',
    back: null,
    access: 'user',
    layout: 'app',
    title: msg`Transaction History`,
    screen: screen(() => import('../features/transactions/TransactionsScreen.js'), ['transactions']),
  },
  {
    path: paths.receivedTransactions,
    nav: 'transactions',
    access: 'user',
    layout: 'app',
    title: msg`Received`,
    screen: screen(() => import('../features/transactions/ReceiveTransactionsScreen.js'), ['transactions']),
  },
  {
    path: paths.transactionDetail,
    nav: 'transactions',
    access: 'user',
    layout: 'app',
    title: msg`Transaction Details`,
    screen: screen(() => import('../features/transactions/TransactionDetailScreen.js'), ['transactions']),
  },
  {
    // Decision 458: from the yearly statement on Transactions and from each coin's results.
    path: paths.tax,
    nav: 'transactions',
    back: paths.transactions,
    access: 'user',
    layout: 'app',
    title: msg`Tax`,
    screen: screen(() => import('../features/transactions/tax/TaxScreen.js'), ['transactions']),
  },
  {
    path: paths.depositOrigin,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: msg`Who sent this deposit?`,
    screen: screen(() => import('../features/deposit-origin/DepositOriginScreen.js'), ['deposit-origin']),
  },

  // Admin
  {
    path: paths.adminHome,
    nav: 'merchant',
    back: null,
    access: 'admin',
    layout: 'app',
    title: msg`Merchant Transaction History`,
    screen: merchantHistory,
  },
  {
    path: paths.adminHistory,
    nav: 'merchant',
    back: null,
    access: 'admin',
    layout: 'app',
    title: msg`Merchant Transaction History`,
    screen: merchantHistory,
  },
  {
    path: paths.adminTransactionDetail,
    nav: 'merchant',
    access: 'admin',
    layout: 'app',
    title: msg`Transaction Details`,
    screen: screen(() => import('../features/admin/AdminTransactionDetailScreen.js'), ['admin']),
  },

  // The back-office: support agents and compliance officers (decision 279); one lazy screen.
  ...[
    paths.backOffice,
    paths.backOfficeCustomers,
    paths.backOfficeCases,
    paths.backOfficeApprovals,
    paths.backOfficeAudit,
    paths.backOfficeTravelRule,
  ].map(
    (path): AppRoute => ({
      path,
      back: null,
      access: 'staff',
      layout: 'bare',
      title: msg`Back office`,
      screen: backOffice,
    }),
  ),
  // Staff management in the same screen, for admins (decision 320).
  {
    path: paths.backOfficeStaff,
    back: null,
    access: 'admin',
    layout: 'bare',
    title: msg`Staff`,
    screen: backOffice,
  },

  // Both roles
  {
    path: paths.help,
    nav: 'profile',
    back: paths.profile,
    access: 'user',
    layout: 'app',
    title: msg`Help`,
    screen: screen(() => import('../features/help/HelpScreen.js'), ['help']),
  },
  {
    path: paths.profile,
    nav: 'profile',
    back: null,
    access: 'any',
    layout: 'app',
    title: msg`Profile`,
    screen: profile,
  },
  { path: paths.profileMobile, nav: 'profile', access: 'any', layout: 'app', title: msg`Profile`, screen: profile },
  {
    path: paths.profileSection,
    nav: 'profile',
    back: null,
    access: 'any',
    layout: 'app',
    title: msg`Profile`,
    screen: profile,
  },

  // Legal, open to everyone
  {
    path: paths.privacyPolicy,
    access: 'open',
    layout: 'legal',
    title: msg`Privacy Policy`,
    screen: screen(() => import('../features/legal/pages/PrivacyPolicy.js'), ['legal']),
  },
  {
    path: paths.cookiePolicy,
    access: 'open',
    layout: 'legal',
    title: msg`Cookie Policy`,
    screen: screen(() => import('../features/legal/pages/CookiePolicy.js'), ['legal']),
  },
  {
    path: paths.amlCftPolicy,
    access: 'open',
    layout: 'legal',
    title: msg`Policy on Prevention of Money Laundering and Terrorist Financing`,
    screen: screen(() => import('../features/legal/pages/AmlCftPolicy.js'), ['legal']),
  },
  {
    path: paths.termsEu,
    access: 'open',
    layout: 'legal',
    title: msg`Terms and Conditions`,
    screen: screen(() => import('../features/legal/pages/TermsEu.js'), ['legal']),
  },
  {
    path: paths.termsAu,
    access: 'open',
    layout: 'legal',
    title: msg`Terms and Conditions (Australia)`,
    screen: screen(() => import('../features/legal/pages/TermsAu.js'), ['legal']),
  },
  {
    path: paths.msaStatement,
    access: 'open',
    layout: 'legal',
    title: msg`Modern Slavery Statement`,
    screen: screen(() => import('../features/legal/pages/MsaStatement.js'), ['legal']),
  },
  {
    path: paths.impressum,
    access: 'open',
    layout: 'legal',
    title: msg`Legal Notice`,
    screen: screen(() => import('../features/legal/pages/Impressum.js'), ['legal']),
  },

  // Payment return addresses (the hosted card form sends the browser here)
  { path: paths.paymentSuccess, access: 'open', layout: 'bare', title: msg`Payment`, screen: paymentReturn },
  { path: paths.paymentDecline, access: 'open', layout: 'bare', title: msg`Payment`, screen: paymentReturn },
  { path: paths.paymentFail, access: 'open', layout: 'bare', title: msg`Payment`, screen: paymentReturn },
  { path: paths.paymentCancel, access: 'open', layout: 'bare', title: msg`Payment`, screen: paymentReturn },
];

/** Whether `path` is an address of the route pattern `pattern` (`:name` matches one segment). */
export function matches(pattern: string, path: string): boolean {
  return new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
}

/** The route that renders `path`: the first entry it matches, as the router's switch picks it. */
export function routeFor(path: string): AppRoute | undefined {
  return routes.find((r) => matches(r.path, path));
}

export const NotFoundScreen = lazy(() => import('./NotFound.js'));
