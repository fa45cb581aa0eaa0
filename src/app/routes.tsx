/**
 * The route table: every route of both specifications, one entry each, with who may open it,
 * which layout frames it, which header item it belongs to and whether it has a back button. The
 * shell's rules (nav-rules.ts) are read from it. Each feature's screen is its own lazy chunk, so
 * the first route stays small. Paths come from paths.ts (decision 133).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import * as paths from '../lib/paths.js';
import type { Access } from './access.js';

export type Layout = 'auth' | 'app' | 'legal' | 'bare';
/** The header (and bottom bar) item shown as current. */
export type NavGroup = 'wallet' | 'transactions' | 'profile' | 'merchant';

export interface AppRoute {
  path: string;
  access: Access;
  layout: Layout;
  title: string;
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

export function screen<P = any>(load: () => Promise<{ default: ComponentType<P> }>): Screen<P> {
  const remembered = () =>
    load().then((m) => {
      lazyScreen.loaded = m.default;
      return m;
    });
  const lazyScreen: Screen<P> = Object.assign(lazy(remembered), { preload: remembered, loaded: null });
  return lazyScreen;
}

// A screen reached by several paths is loaded by one entry.
const signInOrUp = screen(() => import('../features/auth/AuthScreen.js'));
const merchantHistory = screen(() => import('../features/admin/AdminHistoryScreen.js'));
const profile = screen(() => import('../features/profile/ProfileScreen.js'));
const paymentReturn = screen(() => import('../features/payment-return/PaymentReturnScreen.js'));

export const routes: AppRoute[] = [
  // Public, shared auth layout
  {
    path: paths.signIn,
    access: 'guest',
    layout: 'auth',
    title: 'Sign in',
    screen: signInOrUp,
  },
  {
    path: paths.signUp,
    access: 'guest',
    layout: 'auth',
    title: 'Create Account',
    screen: signInOrUp,
  },
  {
    path: paths.resetPassword,
    access: 'guest',
    layout: 'auth',
    title: 'Reset password',
    screen: screen(() => import('../features/auth/ResetPasswordScreen.js')),
  },
  {
    path: paths.resetConfirm,
    access: 'guest',
    layout: 'auth',
    title: 'Reset password',
    screen: screen(() => import('../features/auth/ResetConfirmScreen.js')),
  },
  {
    path: paths.resetSuccess,
    access: 'guest',
    layout: 'auth',
    title: 'Password Changed',
    screen: screen(() => import('../features/auth/ResetSuccessScreen.js')),
  },
  {
    // "This wasn't me" from a security-alert email: opened signed in or not (decision 137).
    path: paths.secureAccount,
    access: 'open',
    layout: 'auth',
    title: 'Secure your account',
    screen: screen(() => import('../features/auth/SecureAccountScreen.js')),
  },
  {
    // The confirmation link of a new address-book entry: opened signed in or not (decision 134).
    path: paths.addressBookConfirm,
    access: 'open',
    layout: 'auth',
    title: 'Confirm withdrawal address',
    screen: screen(() => import('../features/auth/ConfirmAddressScreen.js')),
  },
  {
    path: paths.verifyEmail,
    access: 'guest',
    layout: 'auth',
    title: 'Verify Your Email',
    screen: screen(() => import('../features/auth/VerifyEmailScreen.js')),
  },

  // Customer
  {
    path: paths.wallet,
    nav: 'wallet',
    back: null,
    access: 'user',
    layout: 'app',
    title: 'Wallet',
    screen: screen(() => import('../features/wallet/WalletScreen.js')),
  },
  {
    path: paths.sendPicker,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: 'Select asset to send',
    screen: screen(() => import('../features/wallet/SendPickerScreen.js')),
  },
  {
    path: paths.receivePicker,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: 'Select asset to receive',
    screen: screen(() => import('../features/wallet/ReceivePickerScreen.js')),
  },
  {
    path: paths.send,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: 'Withdraw',
    screen: screen(() => import('../features/send/SendScreen.js')),
  },
  {
    path: paths.receive,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: 'Receive',
    screen: screen(() => import('../features/receive/ReceiveScreen.js')),
  },
  {
    path: paths.swap,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: 'Swap',
    screen: screen(() => import('../features/swap/SwapScreen.js')),
  },
  {
    path: paths.buySell,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: 'Buy and sell',
    screen: screen(() => import('../features/trade/TradeScreen.js')),
  },
  {
    path: paths.recurringBuys,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: 'Recurring buys',
    screen: screen(() => import('../features/trade/RecurringBuysScreen.js')),
  },
  {
    path: paths.assetDetail,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: 'Asset',
    screen: screen(() => import('../features/wallet/AssetDetailScreen.js')),
  },
  {
    // Decision 142: from an asset's screen (?coin=) and from Profile.
    path: paths.priceAlerts,
    nav: 'wallet',
    access: 'user',
    layout: 'app',
    title: 'Price alerts',
    screen: screen(() => import('../features/alerts/PriceAlertsScreen.js')),
  },
  {
    path: paths.transactions,
    nav: 'transactions',
    back: null,
    access: 'user',
    layout: 'app',
    title: 'Transaction History',
    screen: screen(() => import('../features/transactions/TransactionsScreen.js')),
  },
  {
    path: paths.receivedTransactions,
    nav: 'transactions',
    access: 'user',
    layout: 'app',
    title: 'Received',
    screen: screen(() => import('../features/transactions/ReceiveTransactionsScreen.js')),
  },
  {
    path: paths.transactionDetail,
    nav: 'transactions',
    access: 'user',
    layout: 'app',
    title: 'Transaction Details',
    screen: screen(() => import('../features/transactions/TransactionDetailScreen.js')),
  },

  // Admin
  {
    path: paths.adminHome,
    nav: 'merchant',
    back: null,
    access: 'admin',
    layout: 'app',
    title: 'Merchant Transaction History',
    screen: merchantHistory,
  },
  {
    path: paths.adminHistory,
    nav: 'merchant',
    back: null,
    access: 'admin',
    layout: 'app',
    title: 'Merchant Transaction History',
    screen: merchantHistory,
  },
  {
    path: paths.adminTransactionDetail,
    nav: 'merchant',
    access: 'admin',
    layout: 'app',
    title: 'Transaction Details',
    screen: screen(() => import('../features/admin/AdminTransactionDetailScreen.js')),
  },

  // Both roles
  {
    path: paths.help,
    nav: 'profile',
    back: paths.profile,
    access: 'user',
    layout: 'app',
    title: 'Help',
    screen: screen(() => import('../features/help/HelpScreen.js')),
  },
  { path: paths.profile, nav: 'profile', back: null, access: 'any', layout: 'app', title: 'Profile', screen: profile },
  { path: paths.profileMobile, nav: 'profile', access: 'any', layout: 'app', title: 'Profile', screen: profile },
  {
    path: paths.profileSection,
    nav: 'profile',
    back: null,
    access: 'any',
    layout: 'app',
    title: 'Profile',
    screen: profile,
  },

  // Legal, open to everyone
  {
    path: paths.privacyPolicy,
    access: 'open',
    layout: 'legal',
    title: 'Privacy Policy',
    screen: screen(() => import('../features/legal/pages/PrivacyPolicy.js')),
  },
  {
    path: paths.cookiePolicy,
    access: 'open',
    layout: 'legal',
    title: 'Cookie Policy',
    screen: screen(() => import('../features/legal/pages/CookiePolicy.js')),
  },
  {
    path: paths.amlCftPolicy,
    access: 'open',
    layout: 'legal',
    title: 'Policy on Prevention of Money Laundering and Terrorist Financing',
    screen: screen(() => import('../features/legal/pages/AmlCftPolicy.js')),
  },
  {
    path: paths.termsEu,
    access: 'open',
    layout: 'legal',
    title: 'Terms and Conditions',
    screen: screen(() => import('../features/legal/pages/TermsEu.js')),
  },
  {
    path: paths.termsAu,
    access: 'open',
    layout: 'legal',
    title: 'Terms and Conditions (Australia)',
    screen: screen(() => import('../features/legal/pages/TermsAu.js')),
  },
  {
    path: paths.msaStatement,
    access: 'open',
    layout: 'legal',
    title: 'Modern Slavery Statement',
    screen: screen(() => import('../features/legal/pages/MsaStatement.js')),
  },

  // Payment return addresses (the hosted card form sends the browser here)
  { path: paths.paymentSuccess, access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
  { path: paths.paymentDecline, access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
  { path: paths.paymentFail, access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
  { path: paths.paymentCancel, access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
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
